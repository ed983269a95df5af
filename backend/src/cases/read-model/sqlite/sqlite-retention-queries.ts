import type { FactoryProvider } from '@nestjs/common';
import type { DatabaseSync } from 'node:sqlite';
import { READ_DB } from '../../../platform/read-store/sqlite/read-db.js';
import type { CaseStatisticsFacts, KnownListing } from '../../domain/events.js';
import type { CleanupCutoffs } from '../../domain/retention-run-events.js';
import {
  RETENTION_QUERIES,
  type ExpiredCase,
  type ExpiredCursor,
  type RetentionQueries,
} from '../retention-queries.port.js';
import { ExpiredCases } from './expired-cases.js';
import { compactSearchIndex, truncateReadStoreWal } from './read-store-compaction.js';

/**
 * Between batches the read-model WAL is truncated every 30 s, which bounds what a crash in the middle of a run
 * leaves in old WAL frames; the end of the run truncates it in any case. After every batch it cost about 0.1 s
 * of the event loop per 1,000 cases (a TRUNCATE checkpoint waits for readers, copies back what the checkpoint
 * thread has not yet, and fsyncs twice); every 5 s (with the match store's) still about 13 % of it.
 */
const WAL_TRUNCATION_INTERVAL_MS = 30_000;
/** Attempts (20 ms each) to wait for readers: one between batches, more at the end of a run. */
const BETWEEN_BATCHES_ATTEMPTS = 1;
const END_OF_RUN_ATTEMPTS = 50;

/** `RetentionQueries` on the SQLite read models, with the SQLite hygiene after erasures (FTS merge, WAL). */
export class SqliteRetentionQueries implements RetentionQueries {
  private readonly expired: ExpiredCases;
  private lastTruncation = performance.now();

  constructor(private readonly db: DatabaseSync) {
    this.expired = new ExpiredCases(db);
  }

  async countExpired(cutoffs: CleanupCutoffs): Promise<number> {
    return this.expired.count(cutoffs);
  }

  async expiredCases(cutoffs: CleanupCutoffs, after: ExpiredCursor, limit: number): Promise<ExpiredCase[]> {
    return this.expired.page(cutoffs, after, limit);
  }

  async knownListings(caseIds: readonly number[]): Promise<Map<number, KnownListing[]>> {
    return this.expired.knownListings(caseIds);
  }

  async statisticsFacts(caseIds: readonly number[]): Promise<Map<number, CaseStatisticsFacts>> {
    return this.expired.statisticsFacts(caseIds);
  }

  async purgeErasedTraces(moment: 'between-batches' | 'end-of-run'): Promise<boolean> {
    if (moment === 'between-batches') {
      if (performance.now() - this.lastTruncation < WAL_TRUNCATION_INTERVAL_MS) return true;
      const truncated = await truncateReadStoreWal(this.db, BETWEEN_BATCHES_ATTEMPTS);
      this.lastTruncation = performance.now();
      return truncated;
    }
    // FTS5 keeps tokens of erased rows in its segments until they are merged; the WAL keeps old frames.
    await compactSearchIndex(this.db);
    const truncated = await truncateReadStoreWal(this.db, END_OF_RUN_ATTEMPTS);
    this.lastTruncation = performance.now();
    return truncated;
  }

  /**
   * Merges the FTS5 segments into one, as after an erasure (off the event loop, in steps): a day of imports adds
   * segments, and a word's first search reads its doclist in every segment. At 1,000,000 cases the merge takes
   * about 3 s of the checkpoint thread; afterwards the first read of a rare word's cases costs 136 instead of
   * 327 µs (issue #33).
   */
  async maintainSearchIndex(): Promise<void> {
    await compactSearchIndex(this.db);
  }
}

export const sqliteRetentionQueriesProvider: FactoryProvider<RetentionQueries> = {
  provide: RETENTION_QUERIES,
  inject: [READ_DB],
  useFactory: (db: DatabaseSync) => new SqliteRetentionQueries(db),
};
