import { freshDatabaseUrl, MONGO_URL } from '../../read-store/mongo/mongo-test-server.test-kit.js';
import { databaseOf, openMongoConnection } from '../../read-store/mongo/mongo-connection.js';

/**
 * A fresh database on the MongoDB test server (MONGO_URL) for test apps with `RATE_LIMIT_STORE=mongo`, and
 * its removal once they are closed.
 */
export function freshRateLimitDatabase(): { url: string; drop(): Promise<void> } {
  if (MONGO_URL === '')
    throw new Error('TEST_RATE_LIMIT_STORE=mongo needs MONGO_URL (scripts/services/ferretdb.sh start)');
  const url = freshDatabaseUrl();
  return {
    url,
    drop: async () => {
      const connection = await openMongoConnection(url);
      try {
        await databaseOf(connection).dropDatabase();
      } finally {
        await connection.close();
      }
    },
  };
}
