import type { EventStore } from '@insolvenz/backend/platform/event-store/event-store.port.js';
import type { ProjectionsHost } from '@insolvenz/backend/platform/projections-host/projections-host.port.js';
import { allProjections } from '../registry.js';
import { projectionConsumer } from '../runner/projection-consumer.js';
import { ProjectionRunner } from '../runner/projection-runner.js';
import { reactorConsumer } from '../runner/reactor-consumer.js';
import type { ProjectionStore } from '../store/projection-store.port.js';

export interface ProjectionsHostDependencies {
  readonly eventStore: EventStore;
  readonly store: ProjectionStore;
  readonly log?: (message: string) => void;
}

/** Runs every registered projection, and the reactors handed to it, on one runner each against one store. */
export function createProjectionsHost(deps: ProjectionsHostDependencies): ProjectionsHost {
  const runners = allProjections().map(
    (projection) =>
      new ProjectionRunner(deps.eventStore, projectionConsumer(deps.store, projection), { log: deps.log }),
  );
  const reactors = new Set<ProjectionRunner>();
  return {
    start: async () => {
      for (const runner of runners) await runner.start();
    },
    stop: async () => {
      await Promise.all([...runners, ...reactors].map((runner) => runner.stop()));
    },
    status: () => Promise.all(runners.map((runner) => runner.status())),
    waitFor: async (position, options) => {
      const only = options?.only;
      const selected = only ? runners.filter((runner) => only.includes(runner.name)) : runners;
      await Promise.all(selected.map((runner) => runner.waitFor(position)));
    },
    startReactor: async (reactor) => {
      const runner = new ProjectionRunner(deps.eventStore, reactorConsumer(deps.store, reactor), { log: deps.log });
      reactors.add(runner);
      await runner.start();
      return {
        status: () => runner.status(),
        waitFor: (position) => runner.waitFor(position),
        stop: async () => {
          reactors.delete(runner);
          await runner.stop();
        },
      };
    },
  };
}
