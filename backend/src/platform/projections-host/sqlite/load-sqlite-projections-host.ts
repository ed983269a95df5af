import type { DatabaseSync } from 'node:sqlite';
import type { EventStore } from '../../event-store/event-store.port.js';
import type { ProjectionsHost } from '../projections-host.port.js';

export interface SqliteProjectionsHostDependencies {
  readonly eventStore: EventStore;
  /** The read-model database: read models and their checkpoints. */
  readonly readDb: DatabaseSync;
  readonly log?: (message: string) => void;
  /** In a process that does not run the projections: read their stored checkpoints, wait at most `timeoutMs`. */
  readonly observeOnly?: { readonly timeoutMs: number };
}

export type SqliteProjectionsHostFactory = (deps: SqliteProjectionsHostDependencies) => ProjectionsHost;

// A variable specifier keeps TypeScript from resolving the projections package at build time (it is built
// after the backend); Node and Jest resolve it at run time through the workspace link.
const HOST_MODULE = '@insolvenz/projections/host/sqlite/sqlite-projections-host.js';

/** The projections host of the embedded profile: read models in the SQLite read-model database. */
export async function loadSqliteProjectionsHost(deps: SqliteProjectionsHostDependencies): Promise<ProjectionsHost> {
  const module = (await import(HOST_MODULE)) as { createSqliteProjectionsHost: SqliteProjectionsHostFactory };
  return module.createSqliteProjectionsHost(deps);
}
