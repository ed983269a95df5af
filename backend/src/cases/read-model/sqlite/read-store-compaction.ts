import type { DatabaseSync } from 'node:sqlite';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { readModelMissing } from '../../../platform/read-store/sqlite/read-model-missing.js';
import { checkpointAndTruncateWal } from '../../../platform/sqlite/open-database.js';

/** Pages one FTS5 merge step may write: a few milliseconds of the event loop per step. */
const MERGE_PAGES = 256;

/**
 * FTS5 keeps page separator terms (the first term of each index page) until its segments are merged, even
 * with secure-delete on: merging everything into one segment built from the remaining rows drops every token
 * of the erased cases, and `secure_delete` zeroes the freed pages. The merge runs as FTS5's incremental
 * optimize (a negative page count starts it, positive counts continue it) in bounded steps with a turn of the
 * event loop between them, so that requests are served meanwhile even on a large index.
 */
export async function compactSearchIndex(db: DatabaseSync): Promise<void> {
  const merge = (pages: number) =>
    db.prepare("INSERT INTO rm_cases_fts(rm_cases_fts, rank) VALUES('merge', ?)").run(pages);
  const totalChanges = () => (db.prepare('SELECT total_changes() AS n').get() as { n: number }).n;
  try {
    merge(-MERGE_PAGES);
    for (;;) {
      await nextTurn();
      const before = totalChanges();
      merge(MERGE_PAGES);
      // FTS5 documents this test: fewer than two changes means the merge found nothing left to do.
      if (totalChanges() - before < 2) return;
    }
  } catch (error) {
    if (!readModelMissing(error)) throw error;
  }
}

/**
 * Truncates the read-model WAL so that no old frame of an erased row survives. `attempts` bounds how long the
 * event loop may wait for readers (20 ms each): one attempt between batches, more at the end of a run.
 */
export function truncateReadStoreWal(db: DatabaseSync, attempts: number): boolean {
  return checkpointAndTruncateWal(db, attempts);
}
