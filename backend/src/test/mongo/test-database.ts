import { databaseNameOf, databaseOf, openMongoConnection } from '../../platform/read-store/mongo/mongo-connection.js';

let databases = 0;

/** A fresh database on the server of `serverUrl` for one test application, unique per process and call. */
export function freshAppDatabaseUrl(serverUrl: string): string {
  const base = databaseNameOf(serverUrl) ?? 'insolvenz_test';
  const name = `${base}_app${process.pid}_${++databases}`;
  return serverUrl.replace(/^(mongodb(?:\+srv)?:\/\/[^/]+)\/[^?]*/, `$1/${name}`);
}

/** Drops the database of `url` (a test application's fresh database), whatever is in it. */
export async function dropTestDatabase(url: string): Promise<void> {
  const connection = await openMongoConnection(url);
  try {
    await databaseOf(connection).dropDatabase();
  } finally {
    await connection.close();
  }
}
