import type { EventStore } from '@insolvenz/backend/platform/event-store/event-store.port.js';
import type { Projection } from '../store/projection.js';
import type { ProjectionStore } from '../store/projection-store.port.js';

export interface RebuildResult {
  readonly projection: string;
  readonly eventsRead: number;
  readonly checkpoint: bigint;
  readonly millis: number;
}

export interface RebuildOptions {
  readonly batchSize?: number;
  readonly onProgress?: (eventsRead: number) => void;
}

/**
 * Drops a read model and rebuilds it from the whole log. A runner of the same projection in a live process
 * notices the reset checkpoint and follows; readers see the model fill up again while this runs.
 */
export async function rebuildProjection(
  events: EventStore,
  store: ProjectionStore,
  projection: Projection,
  options: RebuildOptions = {},
): Promise<RebuildResult> {
  const [result] = await rebuildProjections(events, store, [projection], options);
  return result;
}

/**
 * `rebuildProjection` for several read models in one pass over the log (`npm run replay -- --all`): each batch
 * is read and parsed once and applied to all of them together (`applyMany`: SQLite, one transaction per batch).
 * Eleven passes, one per read model, read the log eleven times (issue #33). A read model whose part fails ends
 * the rebuild with its error, as a failing `apply` did; the others keep what they have committed.
 */
export async function rebuildProjections(
  events: EventStore,
  store: ProjectionStore,
  projections: readonly Projection[],
  options: RebuildOptions = {},
): Promise<RebuildResult[]> {
  const started = performance.now();
  const checkpoints = new Map<Projection, bigint>();
  for (const projection of projections) checkpoints.set(projection, await store.prepare(projection, { reset: true }));
  // A live app (SQLite) or one started before this ends answers requests that read them 503 until they get there.
  const head = await events.headPosition();
  for (const projection of projections) await store.writeRebuildTarget(projection.name, head);
  let after = 0n;
  let eventsRead = 0;
  const batchSize = options.batchSize ?? 2000;
  for (;;) {
    const batch = await events.readAll({ after, maxCount: batchSize });
    if (batch.length === 0) break;
    const entries = projections.map((projection) => ({
      projection,
      events: batch,
      expected: checkpoints.get(projection)!,
    }));
    const results = await store.applyMany(entries, { backlog: batch.length === batchSize });
    results.forEach((result, i) => {
      const { name } = projections[i];
      if (result.kind === 'failed') throw result.error;
      if (result.kind !== 'applied')
        throw new Error(`projection ${name} was changed by another process during the rebuild`);
      checkpoints.set(projections[i], result.checkpoint);
    });
    after = batch[batch.length - 1].position;
    eventsRead += batch.length;
    options.onProgress?.(eventsRead);
  }
  // Ends a bulk load the last batch left open (a log whose length is a multiple of the batch size).
  for (const projection of projections) await store.prepare(projection);
  const millis = performance.now() - started;
  return projections.map((projection) => ({
    projection: projection.name,
    eventsRead,
    checkpoint: checkpoints.get(projection)!,
    millis,
  }));
}
