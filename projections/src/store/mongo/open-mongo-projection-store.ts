import { databaseOf, openMongoConnection } from '@insolvenz/backend/platform/read-store/mongo/mongo-connection.js';
import { type DocumentIndexes, MongoProjectionStore } from './mongo-projection-store.js';

/** The read-model database named in `url` as a projection store (replay CLI, projections worker, tests). */
export async function openMongoProjectionStore(
  url: string,
  indexes: DocumentIndexes = {},
): Promise<{ store: MongoProjectionStore; close: () => Promise<void> }> {
  const connection = await openMongoConnection(url);
  return { store: new MongoProjectionStore(databaseOf(connection), indexes), close: () => connection.close() };
}
