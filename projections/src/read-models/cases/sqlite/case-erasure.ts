import type { DatabaseSync } from 'node:sqlite';
import { prepared } from '@insolvenz/backend/platform/sqlite/prepared.js';
import type { CaseChange, KnownListing } from '../cases.changes.js';

type Erasure = Extract<CaseChange, { kind: 'erase-case' }>;

/** The case's rows in each table (its FTS5 entry by rowid: a contentless-delete index records a tombstone). */
const ERASE_STATEMENTS = [
  'DELETE FROM rm_cases WHERE id IN (SELECT value FROM json_each(?))',
  'DELETE FROM rm_case_notices WHERE case_id IN (SELECT value FROM json_each(?))',
  'DELETE FROM rm_cases_fts WHERE rowid IN (SELECT value FROM json_each(?))',
];

/** FTS5's `automerge` off, and back at 4 (its default, the index's setting outside an erasure). Literal values:
 * FTS5 refuses a bound number here (node:sqlite binds it as a real). */
const FTS_AUTOMERGE_OFF = "INSERT INTO rm_cases_fts(rm_cases_fts, rank) VALUES('automerge', 0)";
const FTS_AUTOMERGE_ON = "INSERT INTO rm_cases_fts(rm_cases_fts, rank) VALUES('automerge', 4)";
/** Writes what FTS5 holds in memory for this transaction now (instead of at the commit). */
const FTS_FLUSH = "INSERT INTO rm_cases_fts(rm_cases_fts) VALUES('flush')";

/**
 * Erases a run of cases (docs/DESIGN.md §6) with one statement per table: a cleanup records its batches as runs of
 * `CaseRetentionExpired` events, and one set-based delete per table costs about a third less CPU than three
 * statements per case. The listing hashes of the erased cases stay known (also in a rebuild), so the importer
 * does not fetch them again.
 */
export function eraseCases(db: DatabaseSync, erasures: readonly Erasure[]): void {
  if (erasures.length === 0) return;
  const ids = JSON.stringify(erasures.map((erasure) => erasure.caseId));
  withoutFtsAutomerge(db, () => {
    for (const sql of ERASE_STATEMENTS) prepared(db, sql).run(ids);
  });
  for (const erasure of erasures) for (const listing of erasure.knownListings) rememberListing(db, listing);
}

/**
 * Runs `erase` with FTS5's automatic merging off for the tombstones it writes. FTS5 counts the tombstone pages
 * a flush rewrites as work and merges segments in proportion at the commit: in a cleanup that made every
 * commit of an erasure chunk a merge of up to 500 ms (2.1 s of commits per 20,000 cases, 0.2 s without).
 * Merging them is left to the cleanup's final optimize (`read-store-compaction.ts` in the backend), which
 * merges the whole index into one segment anyway. Inserts pending from before (a replay) are flushed first
 * with merging on, and automerge is back on before the transaction ends, so a crash mid-way changes nothing
 * (the setting is part of the transaction) and imports keep merging as before.
 */
function withoutFtsAutomerge(db: DatabaseSync, erase: () => void): void {
  prepared(db, FTS_FLUSH).run();
  prepared(db, FTS_AUTOMERGE_OFF).run();
  try {
    erase();
    prepared(db, FTS_FLUSH).run();
  } finally {
    prepared(db, FTS_AUTOMERGE_ON).run();
  }
}

/** Listing rows the importer need not fetch again (kept after erasure: hashes only). */
export function rememberListing(db: DatabaseSync, listing: KnownListing): void {
  prepared(db, 'INSERT OR IGNORE INTO rm_known_notices (fingerprint, case_id, publication_date) VALUES (?, ?, ?)').run(
    listing.fingerprint,
    listing.caseId,
    listing.publicationDate,
  );
}
