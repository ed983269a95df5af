import type { FactoryProvider } from '@nestjs/common';
import { MONGO_READ_DB, type MongoReadDb } from '../../../platform/read-store/mongo/mongo-read-db.js';
import { ALERT_MATCH_STORE, type AlertMatchStore } from '../alert-match-store.port.js';
import { SUBSCRIPTION_QUERIES, type SubscriptionQueries } from '../subscription-queries.port.js';
import { MongoAlertMatchStore } from './mongo-alert-match-store.js';
import { MongoSubscriptionQueries } from './mongo-subscription-queries.js';

export const mongoSubscriptionQueriesProvider: FactoryProvider<SubscriptionQueries> = {
  provide: SUBSCRIPTION_QUERIES,
  inject: [MONGO_READ_DB],
  useFactory: (db: MongoReadDb) => new MongoSubscriptionQueries(db),
};

/** The matcher's own collections and their indexes are created before the first message is matched. */
export const mongoAlertMatchStoreProvider: FactoryProvider<AlertMatchStore> = {
  provide: ALERT_MATCH_STORE,
  inject: [MONGO_READ_DB],
  useFactory: (db: MongoReadDb) => MongoAlertMatchStore.open(db),
};
