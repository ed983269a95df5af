import type { EventStore } from '@insolvenz/backend/platform/event-store/event-store.port.js';
import { LAG_TOLERANCE } from '@insolvenz/backend/platform/projections-host/projections-host.port.js';
import type { Projection } from '../store/projection.js';
import type { ProjectionStore } from '../store/projection-store.port.js';
import type { Consumer } from './consumer.js';

/**
 * A projection as the runner's consumer: each slice applied by the store with its checkpoint. With `log`, a read
 * model prepared at checkpoint 0 (new, a changed version, a lost read-model file) stores the log's head as its
 * rebuild target first, so every process, this one after a restart too, knows it is rebuilt until it gets there.
 * A log of at most LAG_TOLERANCE events gets none (0): it is rebuilt before anyone could ask. Counted, not judged by
 * the head's position: KurrentDB's positions are byte offsets, and a new installation's first few events put the
 * head past 1000, so the API answered 503 until the read model's next event (distributed test apps, issue #33).
 */
export function projectionConsumer(
  store: ProjectionStore,
  projection: Projection,
  log?: Pick<EventStore, 'headPosition' | 'countAfter'>,
): Consumer {
  return {
    name: projection.name,
    prepare: async () => {
      const checkpoint = await store.prepare(projection);
      if (checkpoint === 0n && log) {
        const head = await log.headPosition();
        const large = head > 0n && (await log.countAfter(0n, { atMost: LAG_TOLERANCE + 1 })) > LAG_TOLERANCE;
        await store.writeRebuildTarget(projection.name, large ? head : 0n);
      }
      return checkpoint;
    },
    consume: (events, checkpoint, deadline, backlog, behind) =>
      store.apply(projection, events, checkpoint, { deadline, backlog, behind }),
  };
}
