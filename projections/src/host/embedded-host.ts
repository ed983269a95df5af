import type {
  ProjectionsHost,
  ProjectionsHostDependencies,
} from '@insolvenz/backend/platform/projections-host/projections-host.port.js';
import { allProjections } from '../registry.js';
import { ProjectionRunner } from '../runner/projection-runner.js';

/** Runs every registered projection against the read-model database (embedded profile, in the API process). */
export function createProjectionsHost(deps: ProjectionsHostDependencies): ProjectionsHost {
  const runners = allProjections().map(
    (projection) => new ProjectionRunner(deps.eventStore, deps.readDb, projection, { log: deps.log }),
  );
  return {
    start: async () => {
      for (const runner of runners) await runner.start();
    },
    stop: async () => {
      await Promise.all(runners.map((runner) => runner.stop()));
    },
    status: () => Promise.all(runners.map((runner) => runner.status())),
    waitFor: async (position, options) => {
      const only = options?.only;
      const selected = only ? runners.filter((runner) => only.includes(runner.projection.name)) : runners;
      await Promise.all(selected.map((runner) => runner.waitFor(position)));
    },
  };
}
