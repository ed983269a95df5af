import type { ProjectionsHost } from '@insolvenz/backend/platform/projections-host/projections-host.port.js';
import type { MongoProjectionsHostDependencies } from '@insolvenz/backend/platform/projections-host/mongo/load-mongo-projections-host.js';
import { MongoProjectionStore } from '../../store/mongo/mongo-projection-store.js';
import { createProjectionsHost } from '../projections-host.js';

/** READ_STORE=mongo's host: every projection's read model (and every checkpoint) in the MongoDB read-model database. */
export function createMongoProjectionsHost(deps: MongoProjectionsHostDependencies): ProjectionsHost {
  return createProjectionsHost({
    eventStore: deps.eventStore,
    store: new MongoProjectionStore(deps.db, deps.indexes),
    log: deps.log,
    observeOnly: deps.observeOnly,
  });
}
