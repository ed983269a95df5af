import mongoose, { type Connection } from 'mongoose';
import { databaseNameOf } from './mongo-url.js';

export { databaseNameOf };

export interface MongoConnectionOptions {
  /** How long the first connection (and each operation without a server) may wait for a server: fail fast. */
  readonly serverSelectionTimeoutMS?: number;
}

/**
 * Opens a mongoose connection to the read store's database (the one named in `url`). The read models are used
 * as any MongoDB-compatible service offers them (MongoDB, FerretDB, DocumentDB, Cosmos DB): no transactions,
 * change streams, `$text` or collations. Collections and indexes are created explicitly by the store when it
 * prepares a read model, never implicitly by mongoose, and commands fail at once without a server instead of
 * queueing in memory.
 */
export async function openMongoConnection(url: string, options: MongoConnectionOptions = {}): Promise<Connection> {
  if (!/^mongodb(\+srv)?:\/\//.test(url)) throw new Error('MONGO_URL must start with mongodb:// or mongodb+srv://');
  if (!databaseNameOf(url)) {
    throw new Error('MONGO_URL must name the database, e.g. mongodb://127.0.0.1:27017/insolvenzmonitor');
  }
  const connection = mongoose.createConnection(url, {
    appName: 'insolvenzmonitor',
    autoCreate: false,
    autoIndex: false,
    bufferCommands: false,
    serverSelectionTimeoutMS: options.serverSelectionTimeoutMS ?? 5000,
  });
  try {
    return await connection.asPromise();
  } catch (error) {
    await connection.close().catch(() => undefined);
    throw error;
  }
}

/** The native database handle of an open connection (the stores work on collections of plain documents). */
export function databaseOf(connection: Connection): mongoose.mongo.Db {
  if (!connection.db) throw new Error('the MongoDB connection is not open');
  return connection.db;
}
