import type { EventStore } from '@insolvenz/backend/platform/event-store/event-store.port.js';
import type { Projection } from '../store/projection.js';
import type { ProjectionStore } from '../store/projection-store.port.js';
import type { Consumer } from './consumer.js';

/**
 * A projection as the runner's consumer: each slice applied by the store with its checkpoint. With `log`, a read
 * model prepared at checkpoint 0 (new, a changed version, a lost read-model file) stores the log's head as its
 * rebuild target first, so every process, this one after a restart too, knows it is rebuilt until it gets there.
 */
export function projectionConsumer(
  store: ProjectionStore,
  projection: Projection,
  log?: Pick<EventStore, 'headPosition'>,
): Consumer {
  return {
    name: projection.name,
    prepare: async () => {
      const checkpoint = await store.prepare(projection);
      if (checkpoint === 0n && log) await store.writeRebuildTarget(projection.name, await log.headPosition());
      return checkpoint;
    },
    consume: (events, checkpoint, deadline, backlog, behind) =>
      store.apply(projection, events, checkpoint, { deadline, backlog, behind }),
  };
}
