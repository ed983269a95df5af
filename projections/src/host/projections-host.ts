import type { EventStore } from '@insolvenz/backend/platform/event-store/event-store.port.js';
import type { ProjectionsHost } from '@insolvenz/backend/platform/projections-host/projections-host.port.js';
import { allProjections } from '../registry.js';
import { lagCounter } from '../runner/lag-counter.js';
import { projectionConsumer } from '../runner/projection-consumer.js';
import { ProjectionRunner } from '../runner/projection-runner.js';
import { reactorConsumer } from '../runner/reactor-consumer.js';
import { SharedLogReader } from '../runner/shared-log-reader.js';
import type { ProjectionStore } from '../store/projection-store.port.js';
import { CheckpointObserver, type CheckpointObserverOptions } from './observed-checkpoints.js';
import { readerGroups } from './reader-groups.js';

export interface ProjectionsHostDependencies {
  readonly eventStore: EventStore;
  readonly store: ProjectionStore;
  readonly log?: (message: string) => void;
  /**
   * Set in a process that does not run the projections (the distributed API, the scheduler): `status` and
   * `waitFor` read the checkpoints the projections worker stores, and `waitFor` gives up after `timeoutMs`.
   */
  readonly observeOnly?: CheckpointObserverOptions;
}

/** How long a local host's observation of a reactor run elsewhere waits (only health reads it in practice). */
const LOCAL_OBSERVER_TIMEOUT_MS = 10_000;

/**
 * Runs every registered projection, and the reactors handed to it, on one runner each against one store; the
 * projections' runners are fed by two shared readers of the log, one for the read models of the bulk of the log
 * (cases) and one for the others (`readerGroups`).
 */
export function createProjectionsHost(deps: ProjectionsHostDependencies): ProjectionsHost {
  if (deps.observeOnly) return observingHost(deps, deps.observeOnly);
  const members = allProjections().map((projection) => ({
    projection,
    runner: new ProjectionRunner(deps.eventStore, projectionConsumer(deps.store, projection, deps.eventStore), {
      log: deps.log,
    }),
  }));
  const runners = members.map((member) => member.runner);
  // One read of the log per group; a projection whose part fails goes on alone (see the reader).
  const readers = readerGroups(members).map(
    (group) => new SharedLogReader(deps.eventStore, deps.store, group, { log: deps.log }),
  );
  const reactors = new Set<ProjectionRunner>();
  const observer = new CheckpointObserver(deps.eventStore, deps.store, { timeoutMs: LOCAL_OBSERVER_TIMEOUT_MS });
  return {
    start: async () => {
      for (const reader of readers) await reader.start();
      // A read model built from another log: the process refuses to start (the operator rebuilds them first).
      // Once running, a runner that meets one refuses on its own and shows it in the health report.
      const refused = runners.find((runner) => runner.refused)?.refused;
      if (refused) throw refused;
    },
    stop: async () => {
      await Promise.all(readers.map((reader) => reader.stop()));
      await Promise.all([...runners, ...reactors].map((runner) => runner.stop()));
    },
    status: () => {
      const lagOf = lagCounter(deps.eventStore);
      return Promise.all(runners.map((runner) => runner.status(lagOf)));
    },
    progress: () =>
      Promise.all(
        runners.map(async (runner) => ({
          name: runner.name,
          checkpoint: runner.position,
          rebuildTarget: await deps.store.readRebuildTarget(runner.name),
        })),
      ),
    waitFor: async (position, options) => {
      const only = options?.only;
      const selected = only ? runners.filter((runner) => only.includes(runner.name)) : runners;
      await Promise.all(selected.map((runner) => runner.waitFor(position)));
    },
    startReactor: async (reactor) => {
      const runner = new ProjectionRunner(deps.eventStore, reactorConsumer(deps.store, reactor), { log: deps.log });
      reactors.add(runner);
      await runner.start();
      const refused = runner.refused;
      if (refused) {
        reactors.delete(runner);
        await runner.stop();
        throw refused;
      }
      return {
        status: () => runner.status(),
        waitFor: (position) => runner.waitFor(position),
        stop: async () => {
          reactors.delete(runner);
          await runner.stop();
        },
      };
    },
    observeReactor: (name) => observer.reactor(name),
  };
}

/** The projections as another process runs them: nothing to start, progress read from the shared stores. */
function observingHost(deps: ProjectionsHostDependencies, options: CheckpointObserverOptions): ProjectionsHost {
  const observer = new CheckpointObserver(deps.eventStore, deps.store, options);
  const names = allProjections().map((projection) => projection.name);
  const stopping = new AbortController();
  return {
    start: async () => undefined,
    stop: async () => stopping.abort(),
    status: () => {
      const lagOf = lagCounter(deps.eventStore);
      return Promise.all(names.map((name) => observer.status(name, lagOf)));
    },
    progress: () =>
      Promise.all(
        names.map(async (name) => ({
          name,
          checkpoint: (await deps.store.readCheckpoint(name)) ?? 0n,
          rebuildTarget: await deps.store.readRebuildTarget(name),
        })),
      ),
    waitFor: (position, waitOptions) => {
      const only = waitOptions?.only;
      return observer.waitFor(only ? names.filter((name) => only.includes(name)) : names, position, stopping.signal);
    },
    startReactor: (reactor) =>
      Promise.reject(new Error(`reactor ${reactor.name}: this process observes the projections, it runs none`)),
    observeReactor: (name) => observer.reactor(name),
  };
}
