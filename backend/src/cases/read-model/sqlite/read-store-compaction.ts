import type { DatabaseSync } from 'node:sqlite';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { readModelMissing } from '../../../platform/read-store/sqlite/read-model-missing.js';
import { WalCheckpointThread } from '../../../platform/sqlite/wal-checkpoints/wal-checkpoint-thread.js';

/** Pages one FTS5 merge step may write (on the event loop only where no checkpoint thread runs). */
const MERGE_PAGES = 256;
const MERGE = "INSERT INTO rm_cases_fts(rm_cases_fts, rank) VALUES('merge', ?)";

/**
 * FTS5 keeps page separator terms (the first term of each index page) until its segments are merged, even
 * with secure-delete on: merging everything into one segment built from the remaining rows drops every token
 * of the erased cases, and `secure_delete` zeroes the freed pages. The merge runs as FTS5's incremental
 * optimize (a negative page count starts it, positive counts continue it) in bounded steps with a turn of the
 * event loop between them, so that requests are served meanwhile even on a large index.
 */
export async function compactSearchIndex(db: DatabaseSync): Promise<void> {
  const totalChanges = () => (db.prepare('SELECT total_changes() AS n').get() as { n: number }).n;
  // A step runs in the checkpoint thread where one runs (a step of 256 pages took up to 0.76 s of the event loop
  // under load at the end of a 100,000-case cleanup, issue #33), else here.
  const merge = async (pages: number): Promise<number> => {
    const offTheLoop = await WalCheckpointThread.writeOffTheLoop(db, MERGE, [pages]);
    if (offTheLoop !== undefined) return offTheLoop;
    const before = totalChanges();
    db.prepare(MERGE).run(pages);
    return totalChanges() - before;
  };
  try {
    await merge(-MERGE_PAGES);
    for (;;) {
      await nextTurn();
      // FTS5 documents this test: fewer than two changes means the merge found nothing left to do.
      if ((await merge(MERGE_PAGES)) < 2) return;
    }
  } catch (error) {
    if (!readModelMissing(error)) throw error;
  }
}

/**
 * Truncates the read-model WAL so that no old frame of an erased row survives. `attempts` bounds how long it
 * waits for readers (20 ms each): one attempt between batches, more at the end of a run. In the checkpoint
 * thread where one runs, with the event loop's background work paused meanwhile (`WalCheckpointThread.truncate`).
 */
export function truncateReadStoreWal(db: DatabaseSync, attempts: number): Promise<boolean> {
  return WalCheckpointThread.truncate(db, attempts);
}
