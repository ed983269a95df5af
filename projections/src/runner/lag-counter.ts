import type { EventStore } from '@insolvenz/backend/platform/event-store/event-store.port.js';
import { LAG_COUNT_LIMIT } from '@insolvenz/backend/platform/projections-host/projections-host.port.js';

/** The lag of a checkpoint: the events after it, counted up to `LAG_COUNT_LIMIT`. */
export type LagOf = (checkpoint: bigint) => Promise<number>;

/**
 * Counts lags for one status report: each distinct checkpoint once. The projections fed by one shared reader
 * mostly stand at the same checkpoint, so a report of eleven read models counts once or twice, not eleven times.
 */
export function lagCounter(store: Pick<EventStore, 'countAfter'>): LagOf {
  const counted = new Map<bigint, Promise<number>>();
  return (checkpoint) => {
    let lag = counted.get(checkpoint);
    if (lag === undefined) {
      lag = store.countAfter(checkpoint, { atMost: LAG_COUNT_LIMIT });
      counted.set(checkpoint, lag);
    }
    return lag;
  };
}
