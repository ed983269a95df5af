import { Logger, type Provider } from '@nestjs/common';
import { EVENT_STORE, type EventStore } from '../../event-store/event-store.port.js';
import {
  MONGO_DOCUMENT_INDEXES,
  MONGO_READ_DB,
  type MongoDocumentIndexes,
  type MongoReadDb,
} from '../../read-store/mongo/mongo-read-db.js';
import { PROJECTIONS_HOST } from '../projections-host.port.js';
import { loadMongoProjectionsHost } from './load-mongo-projections-host.js';

/** The projections host of READ_STORE=mongo, on the MongoDB read-model database; `observeOnly` as for SQLite. */
export function mongoProjectionsHostProvider(observeOnly?: { readonly timeoutMs: number }): Provider {
  return {
    provide: PROJECTIONS_HOST,
    inject: [EVENT_STORE, MONGO_READ_DB, MONGO_DOCUMENT_INDEXES],
    useFactory: (eventStore: EventStore, db: MongoReadDb, indexes: MongoDocumentIndexes) =>
      loadMongoProjectionsHost({
        eventStore,
        db,
        indexes,
        log: (message) => new Logger('Projections').warn(message),
        observeOnly,
      }),
  };
}
