import type { DatabaseSync } from 'node:sqlite';
import type { CaseRetentionExpired } from '@insolvenz/backend/cases/domain/events.js';
import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { prepared } from '@insolvenz/backend/platform/sqlite/prepared.js';

export type ErasureEvent = RecordedEvent<CaseRetentionExpired>;

/** The case's rows in each table (its FTS5 entry by rowid: a contentless-delete index records a tombstone). */
const ERASE_STATEMENTS = [
  'DELETE FROM rm_cases WHERE id IN (SELECT value FROM json_each(?))',
  'DELETE FROM rm_case_notices WHERE case_id IN (SELECT value FROM json_each(?))',
  'DELETE FROM rm_cases_fts WHERE rowid IN (SELECT value FROM json_each(?))',
];

/**
 * Erases the cases of a run of `CaseRetentionExpired` events (DESIGN.md §6) with one statement per table: a
 * cleanup records its batches as runs of these events, and one set-based delete per table costs about a third
 * less CPU than three statements per case. The listing hashes of the erased cases stay known (also in a
 * rebuild), so the importer does not fetch them again.
 */
export function eraseCases(db: DatabaseSync, events: readonly ErasureEvent[]): void {
  if (events.length === 0) return;
  const ids = JSON.stringify(events.map((event) => event.data.caseId));
  for (const sql of ERASE_STATEMENTS) prepared(db, sql).run(ids);
  for (const event of events) {
    for (const listing of event.data.knownListings ?? []) {
      rememberListing(db, listing.fingerprint, event.data.caseId, listing.publicationDate);
    }
  }
}

/** Listing rows the importer need not fetch again (kept after erasure: hashes only). */
export function rememberListing(
  db: DatabaseSync,
  listingFingerprint: string,
  caseId: number,
  publicationDate: string,
): void {
  prepared(db, 'INSERT OR IGNORE INTO rm_known_notices (fingerprint, case_id, publication_date) VALUES (?, ?, ?)').run(
    listingFingerprint,
    caseId,
    publicationDate,
  );
}
