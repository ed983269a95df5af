import type { EventStore } from '@insolvenz/backend/platform/event-store/event-store.port.js';
import { REACTOR_NAMES } from '@insolvenz/backend/platform/projections-host/reactor-names.js';
import type { ProjectionStore } from '../store/projection-store.port.js';

export interface ReactorMoved {
  readonly reactor: string;
  readonly from: bigint;
  readonly to: bigint;
}

/**
 * A reactor acts on events (the feed publishes new cases to Kafka); it is not rebuilt from the log, which would act
 * on every event again. One whose checkpoint lies beyond everything the log ever held (the event store was
 * replaced or restored from an older backup: the reactor then refuses) goes on after the log's end as it is now:
 * what the log holds was acted on when it was first written.
 */
export async function bringReactorsWithinLog(
  log: Pick<EventStore, 'highestPosition'>,
  store: Pick<ProjectionStore, 'readCheckpoint' | 'writeCheckpoint'>,
  reactors: readonly string[] = REACTOR_NAMES,
): Promise<ReactorMoved[]> {
  const highest = await log.highestPosition();
  const moved: ReactorMoved[] = [];
  for (const reactor of reactors) {
    const checkpoint = await store.readCheckpoint(reactor);
    if (checkpoint === undefined || checkpoint <= highest) continue;
    await store.writeCheckpoint(reactor, highest);
    moved.push({ reactor, from: checkpoint, to: highest });
  }
  return moved;
}
