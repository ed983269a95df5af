import { Logger, type Provider } from '@nestjs/common';
import type { Connection } from 'mongoose';
import { HEALTH_REGISTRY, type HealthRegistry } from '../../health/health-registry.js';
import { READ_STORE_LIFECYCLE, type ReadStoreLifecycle } from '../read-store-lifecycle.port.js';
import { MONGO_DOCUMENT_INDEXES, MONGO_READ_DB, type MongoDocumentIndexes } from './mongo-read-db.js';

const MONGO_CONNECTION = Symbol('MONGO_CONNECTION');

/** What the MongoDB read store shares with the modules: their Mongo adapters inject the database handle. */
export const MONGO_READ_STORE_EXPORTS = [MONGO_READ_DB, MONGO_DOCUMENT_INDEXES];

/** The connection's module and its health check, which load mongoose: only where the read store is MongoDB. */
const loadConnection = () => Promise.all([import('./mongo-connection.js'), import('./mongo-health.js')]);

/**
 * The read store of READ_STORE=mongo: one mongoose connection to the database named in `url` (the start fails
 * when no server answers within the connection's timeout), its component in `/api/health`. MongoDB keeps no WAL
 * of ours to checkpoint: the server's storage engine does its own upkeep, so `start` has nothing to run.
 */
export function mongoReadStoreProviders(url: string): Provider[] {
  return [
    {
      provide: MONGO_CONNECTION,
      inject: [HEALTH_REGISTRY],
      useFactory: async (health: HealthRegistry) => {
        const [{ openMongoConnection }, { MONGO_READ_STORE_HEALTH, mongoHealthCheck }] = await loadConnection();
        const connection = await openMongoConnection(url);
        health.register(MONGO_READ_STORE_HEALTH, mongoHealthCheck(connection));
        return connection;
      },
    },
    {
      provide: MONGO_READ_DB,
      inject: [MONGO_CONNECTION],
      useFactory: async (connection: Connection) => (await import('./mongo-connection.js')).databaseOf(connection),
    },
    { provide: MONGO_DOCUMENT_INDEXES, useFactory: (): MongoDocumentIndexes => ({}) },
    {
      provide: READ_STORE_LIFECYCLE,
      inject: [MONGO_CONNECTION],
      useFactory: (connection: Connection): ReadStoreLifecycle => ({
        start: () => undefined,
        close: async () => {
          await connection
            .close()
            .catch((error: unknown) => new Logger('Platform').warn(`read store: ${String(error)}`));
        },
      }),
    },
  ];
}
