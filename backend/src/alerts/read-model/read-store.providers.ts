import { readStoreProvider } from '../../platform/read-store/read-store-switch.js';
import { FEED_HANDOVER } from '../new-case-feed/feed-handover.port.js';
import { mongoFeedHandoverProvider } from '../new-case-feed/mongo/mongo-feed-handover.js';
import { sqliteFeedHandoverProvider } from '../new-case-feed/sqlite/sqlite-feed-handover.js';
import { ALERT_MATCH_STORE } from './alert-match-store.port.js';
import { mongoAlertMatchStoreProvider, mongoSubscriptionQueriesProvider } from './mongo/mongo-read-model.providers.js';
import { sqliteAlertMatchStoreProvider } from './sqlite/sqlite-alert-match-store.js';
import { sqliteSubscriptionQueriesProvider } from './sqlite/sqlite-subscription-queries.js';
import { SUBSCRIPTION_QUERIES } from './subscription-queries.port.js';

/** The alerts' read side on the configured read store (READ_STORE). */
export const subscriptionQueriesProvider = readStoreProvider(SUBSCRIPTION_QUERIES, {
  sqlite: sqliteSubscriptionQueriesProvider,
  mongo: mongoSubscriptionQueriesProvider,
});

export const alertMatchStoreProvider = readStoreProvider(ALERT_MATCH_STORE, {
  sqlite: sqliteAlertMatchStoreProvider,
  mongo: mongoAlertMatchStoreProvider,
});

/** The new-case feed's hand-over, kept beside the matcher's checkpoints in the same read store. */
export const feedHandoverProvider = readStoreProvider(FEED_HANDOVER, {
  sqlite: sqliteFeedHandoverProvider,
  mongo: mongoFeedHandoverProvider,
});
