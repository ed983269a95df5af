import { randomBytes } from 'node:crypto';
import { databaseNameOf } from '../../platform/read-store/mongo/mongo-url.js';

let databases = 0;

/**
 * A fresh database on the server of `serverUrl` for one test application, unique per process and call. The random
 * part matters: Jest loads this module afresh for every test file of a worker process, so the counter starts again,
 * and a file whose close ran over its timeout still had its database when the next file took the same name (a CI
 * run: "read model stream-activity is at position 59632, beyond the end of the event log", 2026-12-03).
 */
export function freshAppDatabaseUrl(serverUrl: string): string {
  const base = databaseNameOf(serverUrl) ?? 'insolvenz_test';
  const name = `${base}_app${process.pid}_${++databases}_${randomBytes(3).toString('hex')}`;
  return serverUrl.replace(/^(mongodb(?:\+srv)?:\/\/[^/]+)\/[^?]*/, `$1/${name}`);
}

/** Drops the database of `url` (a test application's fresh database), whatever is in it. */
export async function dropTestDatabase(url: string): Promise<void> {
  // Loaded here: the embedded profile's test apps import this module (test-app.ts) but never drop a database, and
  // mongoose with its driver is about 400 modules, loaded again for every test file (Jest's module registry).
  const { databaseOf, openMongoConnection } = await import('../../platform/read-store/mongo/mongo-connection.js');
  const connection = await openMongoConnection(url);
  try {
    await databaseOf(connection).dropDatabase();
  } finally {
    await connection.close();
  }
}
