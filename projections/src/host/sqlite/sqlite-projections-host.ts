import type { ProjectionsHost } from '@insolvenz/backend/platform/projections-host/projections-host.port.js';
import type { SqliteProjectionsHostDependencies } from '@insolvenz/backend/platform/projections-host/sqlite/load-sqlite-projections-host.js';
import { SqliteProjectionStore } from '../../store/sqlite/sqlite-projection-store.js';
import { createProjectionsHost } from '../projections-host.js';

/** The embedded profile's host: every projection's read model (and every checkpoint) in the read-model database. */
export function createSqliteProjectionsHost(deps: SqliteProjectionsHostDependencies): ProjectionsHost {
  return createProjectionsHost({
    eventStore: deps.eventStore,
    store: new SqliteProjectionStore(deps.readDb),
    log: deps.log,
    observeOnly: deps.observeOnly,
  });
}
