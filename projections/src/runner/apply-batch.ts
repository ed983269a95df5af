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

/** Events handed to `applyEvents` at once: about 5 ms of set-based erasure, the length of one slice. */
const EVENTS_PER_CHUNK = 32;

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
    // Projections with applyEvents get the batch in chunks (a run of erasures takes one statement per table);
    // the deadline is checked between chunks, so a slice stays short either way.
    const step = projection.applyEvents ? EVENTS_PER_CHUNK : 1;
    while (consumed < events.length) {
      const chunk = events.slice(consumed, consumed + step);
      consumed += chunk.length;
      const fresh = chunk.filter((event) => event.position > checkpoint);
      if (fresh.length === 0) continue;
      const { handles } = projection;
      const handled = handles === 'all' ? fresh : fresh.filter((event) => handles.has(event.type));
      if (projection.applyEvents) projection.applyEvents(db, handled);
      else for (const event of handled) projection.apply(db, event);
      checkpoint = fresh[fresh.length - 1].position;
      if (options.deadline !== undefined && performance.now() >= options.deadline) break;
    }
    if (checkpoint !== stored) writeCheckpoint(db, projection.name, checkpoint, projection.version);
    return { kind: 'applied', checkpoint, consumed };
  });
}
