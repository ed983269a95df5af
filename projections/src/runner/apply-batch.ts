import type { DatabaseSync } from 'node:sqlite';
import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { inTransaction } from '@insolvenz/backend/platform/sqlite/open-database.js';
import { readCheckpoint, writeCheckpoint } from './checkpoints.js';
import type { Projection } from './projection.js';

export type ApplyOutcome =
  /** `consumed`: how many events of the batch were applied or skipped (all of them unless a deadline cut in). */
  | { readonly kind: 'applied'; readonly checkpoint: bigint; readonly consumed: number }
  /** The stored checkpoint moved under us (a replay reset it, or another runner advanced it). */
  | { readonly kind: 'moved'; readonly checkpoint: bigint };

export interface ApplyBatchOptions {
  /** performance.now() after which no further event is started (at least one is): the rest is left over. */
  readonly deadline?: number;
}

/**
 * Applies a batch in one transaction and advances the checkpoint in the same transaction. Events at or
 * before the stored checkpoint are skipped, so redelivery after a crash is harmless.
 */
export function applyBatch(
  db: DatabaseSync,
  projection: Projection,
  events: readonly RecordedEvent[],
  expectedCheckpoint: bigint,
  options: ApplyBatchOptions = {},
): ApplyOutcome {
  return inTransaction(db, () => {
    const stored = readCheckpoint(db, projection.name)?.position ?? 0n;
    if (stored !== expectedCheckpoint) return { kind: 'moved', checkpoint: stored };
    let checkpoint = stored;
    let consumed = 0;
    while (consumed < events.length) {
      const event = events[consumed++];
      if (event.position <= checkpoint) continue;
      if (projection.handles === 'all' || projection.handles.has(event.type)) projection.apply(db, event);
      checkpoint = event.position;
      if (options.deadline !== undefined && performance.now() >= options.deadline) break;
    }
    if (checkpoint !== stored) writeCheckpoint(db, projection.name, checkpoint, projection.version);
    return { kind: 'applied', checkpoint, consumed };
  });
}
