import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from '@insolvenz/backend/platform/sqlite/open-database.js';
import { CHECKPOINT_SCHEMA, readCheckpoint, writeCheckpoint } from './checkpoints.js';
import type { Projection } from './projection.js';

/**
 * Ensures the read model's tables exist and returns the checkpoint to resume from. A projection whose
 * version changed (or `reset: true`) is dropped and rebuilt from position 0.
 */
export function prepareProjection(db: DatabaseSync, projection: Projection, options: { reset?: boolean } = {}): bigint {
  return inTransaction(db, () => {
    db.exec(CHECKPOINT_SCHEMA);
    const stored = readCheckpoint(db, projection.name);
    if (options.reset || (stored && stored.version !== projection.version)) {
      projection.teardown(db);
      projection.setup(db);
      writeCheckpoint(db, projection.name, 0n, projection.version);
      return 0n;
    }
    projection.setup(db);
    if (!stored) writeCheckpoint(db, projection.name, 0n, projection.version);
    return stored?.position ?? 0n;
  });
}
