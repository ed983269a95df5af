import type mongoose from 'mongoose';
import type { Connection } from 'mongoose';
import { databaseOf, openMongoConnection } from '../../../platform/read-store/mongo/mongo-connection.js';
import { freshDatabaseUrl } from '../../../platform/read-store/mongo/mongo-test-server.test-kit.js';
import { MongoAlertMatchStore } from './mongo-alert-match-store.js';

/**
 * The match store is not a projection: it is filled by the matcher's writes, so the harness only opens a fresh
 * database per call (the store creates its collections); `dropAll` drops them.
 */
export function mongoAlertMatchStores(): {
  open(): Promise<{ db: mongoose.mongo.Db; store: MongoAlertMatchStore }>;
  dropAll(): Promise<void>;
} {
  const connections: Connection[] = [];
  return {
    open: async () => {
      const connection = await openMongoConnection(freshDatabaseUrl());
      connections.push(connection);
      const db = databaseOf(connection);
      return { db, store: await MongoAlertMatchStore.open(db) };
    },
    dropAll: async () => {
      for (const connection of connections.splice(0)) {
        await databaseOf(connection).dropDatabase();
        await connection.close();
      }
    },
  };
}
