import type { DatabaseSync } from 'node:sqlite';
import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { inTransaction } from '@insolvenz/backend/platform/sqlite/open-database.js';
import { readCheckpoint, writeCheckpoint } from './checkpoints.js';
import type { Projection } from './projection.js';

export type ApplyOutcome =
  | { readonly kind: 'applied'; readonly checkpoint: bigint }
  /** The stored checkpoint moved under us (a replay reset it, or another runner advanced it). */
  | { readonly kind: 'moved'; readonly checkpoint: bigint };

/**
 * Applies a batch in one transaction and advances the checkpoint in the same transaction. Events at or
 * before the stored checkpoint are skipped, so redelivery after a crash is harmless.
 */
export function applyBatch(
  db: DatabaseSync,
  projection: Projection,
  events: readonly RecordedEvent[],
  expectedCheckpoint: bigint,
): ApplyOutcome {
  return inTransaction(db, () => {
    const stored = readCheckpoint(db, projection.name)?.position ?? 0n;
    if (stored !== expectedCheckpoint) return { kind: 'moved', checkpoint: stored };
    const fresh = events.filter((event) => event.position > stored);
    const { handles } = projection;
    const handled = handles === 'all' ? fresh : fresh.filter((event) => handles.has(event.type));
    if (projection.applyEvents) projection.applyEvents(db, handled);
    else for (const event of handled) projection.apply(db, event);
    const checkpoint = fresh.length > 0 ? fresh[fresh.length - 1].position : stored;
    if (checkpoint !== stored) writeCheckpoint(db, projection.name, checkpoint, projection.version);
    return { kind: 'applied', checkpoint };
  });
}
