import type { Reactor } from '@insolvenz/backend/platform/projections-host/projections-host.port.js';
import type { ProjectionStore } from '../store/projection-store.port.js';
import type { Consumer } from './consumer.js';

/**
 * A reactor as the runner's consumer. Its checkpoint is stored only after `react` succeeded (the bus accepted
 * the batch), so a crash in between hands the batch to the reactor again: at least once.
 */
export function reactorConsumer(store: ProjectionStore, reactor: Reactor): Consumer {
  return {
    name: reactor.name,
    prepare: async () => (await store.readCheckpoint(reactor.name)) ?? (await reactor.startAfter?.()) ?? 0n,
    consume: async (events, checkpoint) => {
      const fresh = events.filter((event) => event.position > checkpoint);
      if (fresh.length === 0) return { kind: 'applied', checkpoint, consumed: events.length };
      const { handles } = reactor;
      const handled = handles === 'all' ? fresh : fresh.filter((event) => handles.has(event.type));
      if (handled.length > 0) await reactor.react(handled);
      const last = fresh[fresh.length - 1].position;
      await store.writeCheckpoint(reactor.name, last);
      return { kind: 'applied', checkpoint: last, consumed: events.length };
    },
  };
}
