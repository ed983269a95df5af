import type { EventStore } from '@insolvenz/backend/platform/event-store/event-store.port.js';
import type { Projection } from '../store/projection.js';
import type { ProjectionStore } from '../store/projection-store.port.js';

export interface RebuildResult {
  readonly projection: string;
  readonly eventsRead: number;
  readonly checkpoint: bigint;
  readonly millis: number;
}

/**
 * Drops a read model and rebuilds it from the whole log. A runner of the same projection in a live process
 * notices the reset checkpoint and follows; readers see the model fill up again while this runs.
 */
export async function rebuildProjection(
  events: EventStore,
  store: ProjectionStore,
  projection: Projection,
  options: { batchSize?: number; onProgress?: (eventsRead: number) => void } = {},
): Promise<RebuildResult> {
  const started = performance.now();
  let checkpoint = await store.prepare(projection, { reset: true });
  let eventsRead = 0;
  const batchSize = options.batchSize ?? 2000;
  for (;;) {
    const batch = await events.readAll({ after: checkpoint, maxCount: batchSize });
    if (batch.length === 0) break;
    const outcome = await store.apply(projection, batch, checkpoint, { backlog: batch.length === batchSize });
    if (outcome.kind === 'moved')
      throw new Error(`projection ${projection.name} was changed by another process during the rebuild`);
    checkpoint = outcome.checkpoint;
    eventsRead += batch.length;
    options.onProgress?.(eventsRead);
  }
  // Ends a bulk load the last batch left open (a log whose length is a multiple of the batch size).
  await store.prepare(projection);
  return { projection: projection.name, eventsRead, checkpoint, millis: performance.now() - started };
}
