import { dataFiles } from '@insolvenz/backend/platform/config/data-files.js';
import type { ReadStoreConfig } from '@insolvenz/backend/platform/config/read-store-config.js';
import type { ProjectionStore } from './projection-store.port.js';
import { openMongoProjectionStore } from './mongo/open-mongo-projection-store.js';
import { openSqliteProjectionStore } from './sqlite/open-sqlite-projection-store.js';

/**
 * The projection store on the configured read store (READ_STORE): `DATA_DIR/read-models.sqlite`, or the MongoDB
 * database of MONGO_URL. On MongoDB a reset collection gets its query indexes back when the application prepares it
 * again (the application knows the document read models' indexes; this process does not).
 */
export async function openReadModelStore(
  readStore: ReadStoreConfig,
  dataDir: string,
): Promise<{ store: ProjectionStore; close: () => Promise<void> }> {
  if (readStore.kind === 'mongo') return openMongoProjectionStore(readStore.url);
  const sqlite = openSqliteProjectionStore(dataFiles(dataDir).readModels);
  return { store: sqlite.store, close: async () => sqlite.close() };
}
