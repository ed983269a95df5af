import type { Projection } from '../store/projection.js';
import type { ProjectionStore } from '../store/projection-store.port.js';
import type { Consumer } from './consumer.js';

/** A projection as the runner's consumer: each slice applied by the store with its checkpoint. */
export function projectionConsumer(store: ProjectionStore, projection: Projection): Consumer {
  return {
    name: projection.name,
    prepare: () => store.prepare(projection),
    consume: (events, checkpoint, deadline, backlog, behind) =>
      store.apply(projection, events, checkpoint, { deadline, backlog, behind }),
  };
}
