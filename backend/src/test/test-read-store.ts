import { dropTestDatabase, freshAppDatabaseUrl } from './mongo/test-database.js';

/**
 * The read store of a test application: the default (SQLite in DATA_DIR), or with TEST_READ_STORE=mongo a fresh
 * database on the MongoDB test server of MONGO_URL, dropped by `drop`.
 */
export async function testReadStore(
  kind = process.env.TEST_READ_STORE,
): Promise<{ env: NodeJS.ProcessEnv; drop(): Promise<void> }> {
  if (kind === undefined || kind === '' || kind === 'sqlite') return { env: {}, drop: async () => undefined };
  if (kind !== 'mongo') throw new Error(`TEST_READ_STORE must be "sqlite" or "mongo", got "${kind}"`);
  const server = process.env.MONGO_URL?.trim();
  if (!server) throw new Error('TEST_READ_STORE=mongo needs MONGO_URL (scripts/services/ferretdb.sh start)');
  const url = freshAppDatabaseUrl(server);
  return { env: { READ_STORE: 'mongo', MONGO_URL: url }, drop: () => dropTestDatabase(url) };
}
