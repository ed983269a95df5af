import type { CaseStatisticsFacts, DebtorKind, KnownListing } from '../domain/events.js';
import type { CleanupCutoffs } from '../domain/retention-run-events.js';

/**
 * What the retention cleanup asks of the read models (`cases`, `historical-stats`): which cases are due, what
 * travels with their erasure record, and, once the projections have forgotten erased cases, that the store
 * keeps no trace of them (for SQLite: FTS segments merged, WAL truncated). A store without the read models yet
 * holds nothing due. The SQLite adapter lives in `read-model/sqlite/`.
 */
export const RETENTION_QUERIES = Symbol('RETENTION_QUERIES');

export interface RetentionQueries {
  /** How many cases are due now (the progress bar's total). */
  countExpired(cutoffs: CleanupCutoffs): Promise<number>;
  /** The next due cases after `after`, in (publication date, id) order: a batch of the run. */
  expiredCases(cutoffs: CleanupCutoffs, after: ExpiredCursor, limit: number): Promise<ExpiredCase[]>;
  /** Listing hashes of the given cases, by case id (every id present; no personal data). */
  knownListings(caseIds: readonly number[]): Promise<Map<number, KnownListing[]>>;
  /** The statistics facts the historical statistics counted for the given cases, by case id (where known). */
  statisticsFacts(caseIds: readonly number[]): Promise<Map<number, CaseStatisticsFacts>>;
  /**
   * Removes what the store still keeps of cases the projections have erased. `between-batches`: cheap and
   * throttled by the adapter (bounds what a crash mid-run leaves behind); `end-of-run`: everything, returns
   * whether every trace is gone (false: readers were busy, the next checkpoint overwrites the rest).
   */
  purgeErasedTraces(moment: 'between-batches' | 'end-of-run'): Promise<boolean>;
  /**
   * The daily run's upkeep of the search index when nothing was erased (an erasure's `end-of-run` purge does it
   * too): whatever keeps first searches of a word fast after a day of imports. Answers stay the same.
   */
  maintainSearchIndex(): Promise<void>;
}

/** A due case, with what its erasure checks and records. */
export interface ExpiredCase {
  readonly id: number;
  readonly caseKey: string;
  readonly debtorKind: DebtorKind;
  /** Notice events of the case the read model has applied. */
  readonly noticeCount: number;
  /** Its latest publication (what the retention period counts from). */
  readonly publicationDate: string;
}

/** Where a run has got to: the last case of the previous batch in (publication date, id) order. */
export interface ExpiredCursor {
  readonly publicationDate: string;
  readonly id: number;
}

export const START_CURSOR: ExpiredCursor = { publicationDate: '', id: 0 };
