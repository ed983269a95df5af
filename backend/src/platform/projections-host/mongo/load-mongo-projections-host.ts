import type { EventStore } from '../../event-store/event-store.port.js';
import type { MongoDocumentIndexes, MongoReadDb } from '../../read-store/mongo/mongo-read-db.js';
import type { ProjectionsHost } from '../projections-host.port.js';

export interface MongoProjectionsHostDependencies {
  readonly eventStore: EventStore;
  /** The read-model database: read models and their checkpoints. */
  readonly db: MongoReadDb;
  /** The document read models' query indexes, filled by the adapters before the projections start. */
  readonly indexes: MongoDocumentIndexes;
  readonly log?: (message: string) => void;
  /** In a process that does not run the projections: read their stored checkpoints, wait at most `timeoutMs`. */
  readonly observeOnly?: { readonly timeoutMs: number };
}

export type MongoProjectionsHostFactory = (deps: MongoProjectionsHostDependencies) => ProjectionsHost;

// A variable specifier, as for the SQLite host: the projections package is built after the backend.
const HOST_MODULE = '@insolvenz/projections/host/mongo/mongo-projections-host.js';

/** The projections host of READ_STORE=mongo: read models and checkpoints in the MongoDB read-model database. */
export async function loadMongoProjectionsHost(deps: MongoProjectionsHostDependencies): Promise<ProjectionsHost> {
  const module = (await import(HOST_MODULE)) as { createMongoProjectionsHost: MongoProjectionsHostFactory };
  return module.createMongoProjectionsHost(deps);
}
