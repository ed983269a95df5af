import { databaseNameOf, databaseOf, openMongoConnection } from './mongo-connection.js';

/**
 * Databases on the MongoDB test server (MONGO_URL: `scripts/services/ferretdb.sh start`; `.ci/run` starts it and
 * sets it) for specs and for test apps (`backend/src/test/test-app.ts`, which is built into dist for the e2e
 * suites: so this is no test kit and uses no Jest globals).
 */
export const MONGO_URL = process.env.MONGO_URL?.trim() ?? '';

let databases = 0;

/** A fresh database on the server of MONGO_URL (dropped by the caller), unique per Jest worker and call. */
export function freshDatabaseUrl(): string {
  const base = databaseNameOf(MONGO_URL) ?? 'insolvenz_test';
  const name = `${base}_b${process.pid}_${++databases}`;
  return MONGO_URL.replace(/^(mongodb(?:\+srv)?:\/\/[^/]+)\/[^?]*/, `$1/${name}`);
}

/** A fresh database for a test app's rate limits (`TEST_RATE_LIMIT_STORE=mongo`), and its removal. */
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
