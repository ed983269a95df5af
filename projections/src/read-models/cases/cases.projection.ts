import type { DatabaseSync } from 'node:sqlite';
import type { CaseNotice } from '@insolvenz/backend/cases/domain/events.js';
import type { CaseEvent, CaseImported, CaseNoticePublished } from '@insolvenz/backend/cases/domain/events.js';
import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { foldGerman } from '@insolvenz/backend/platform/text/german-search.js';
import { prepared } from '@insolvenz/backend/platform/sqlite/prepared.js';
import type { Projection } from '../../runner/projection.js';
import {
  administratorContact,
  formatAddress,
  formatAdministrator,
  procedureType,
  statusTimeline,
  type TimelineEntry,
} from './case-status.js';
import { eraseCases, rememberListing, type ErasureEvent } from './case-erasure.js';
import { CASES_SCHEMA, CASES_TEARDOWN } from './cases.schema.js';
import { keepCityKey, setupSearchFilterColumns } from './search-filter-columns.js';

type Handled = RecordedEvent<CaseEvent> | ErasureEvent;
type NoticeEvent = RecordedEvent<CaseImported | CaseNoticePublished>;

interface CurrentCase {
  readonly position: number;
  readonly notice_count: number;
  readonly publication_date: string;
}

/** Cases for search, dashboard and detail (SPEC.md §2–§3). Erasure removes every row of a case. */
export const casesProjection: Projection = {
  name: 'cases',
  // 2: listing fingerprints, CaseNoticeRelisted, counts table and FTS prefix indexes; 3: Aktenzeichen index;
  // 4: finer publication types and their status labels, status from the latest stage-changing notice;
  // 5: case facts (Anmeldefrist, administrator contact, hearings per notice), first publication = earliest notice;
  // 6: folded city and indexes for the postal-code, city and register-number filters (search-filter-columns.ts).
  version: 6,
  handles: new Set(['CaseImported', 'CaseNoticePublished', 'CaseNoticeRelisted', 'CaseRetentionExpired']),
  setup: (db) => {
    db.exec(CASES_SCHEMA);
    setupSearchFilterColumns(db);
  },
  teardown: (db) => db.exec(CASES_TEARDOWN),
  apply: (db, recorded) => applyCaseEvent(db, recorded as Handled),
  // A cleanup's erasures arrive as runs of consecutive events: each run is erased with one statement per table.
  applyEvents: (db, events) => {
    let erasures: ErasureEvent[] = [];
    for (const event of events as readonly Handled[]) {
      if (event.type === 'CaseRetentionExpired') {
        erasures.push(event);
        continue;
      }
      eraseCases(db, erasures);
      erasures = [];
      applyCaseEvent(db, event);
    }
    eraseCases(db, erasures);
  },
  dump: (db) => [
    ...db.prepare('SELECT * FROM rm_cases ORDER BY id').all(),
    ...db.prepare('SELECT * FROM rm_case_notices ORDER BY case_id, seq').all(),
    ...db.prepare('SELECT rowid FROM rm_cases_fts ORDER BY rowid').all(),
    ...db.prepare('SELECT * FROM rm_known_notices ORDER BY fingerprint').all(),
  ],
};

function applyCaseEvent(db: DatabaseSync, event: Handled): void {
  if (event.type === 'CaseRetentionExpired') return eraseCases(db, [event]);
  if (event.type === 'CaseNoticeRelisted') {
    return rememberListing(db, event.data.listingFingerprint, event.data.caseId, event.data.publicationDate);
  }
  const current = prepared(db, 'SELECT position, notice_count, publication_date FROM rm_cases WHERE id = ?').get(
    event.data.caseId,
  ) as CurrentCase | undefined;
  if (current && BigInt(current.position) >= event.position) return;
  upsertCase(db, event, current);
}

function upsertCase(db: DatabaseSync, event: NoticeEvent, current: CurrentCase | undefined): void {
  const { caseId, caseKey, notice } = event.data;
  const at = event.metadata.occurredAt;
  const seq = (current?.notice_count ?? 0) + 1;
  const statuses = statusTimeline([
    ...timelineOf(db, caseId),
    { publicationType: notice.publicationType, publicationDate: notice.publicationDate, seq },
  ]);
  const status = statuses.get(seq) as string;
  const caseStatus = [...statuses.values()].pop() as string;
  const administrator = formatAdministrator(notice);
  const row = caseRow(notice, caseStatus, administrator);
  if (!current) {
    prepared(
      db,
      `INSERT INTO rm_cases (id, case_key, company_name, debtor_kind, legal_form, court, case_number, case_number_key, status,
         procedure_type, publication_type, publication_date, first_publication_date, address, postal_code, city,
         description, administrator, state, register_court, register_type, register_number, claims_deadline,
         administrator_contact, notice_count, created_at, updated_at, position)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, NULL, ?)`,
    ).run(
      caseId,
      caseKey,
      ...row.identity,
      ...row.latest,
      notice.publicationDate,
      ...row.place,
      ...row.details,
      ...row.facts,
      at,
      Number(event.position),
    );
    keepCityKey(db, caseId, notice);
  } else if (notice.publicationDate < current.publication_date) {
    // An older publication arriving late joins the timeline; the newest one decides what the case shows, except
    // for the status when the newer ones do not change the stage. It may be the case's first publication, and it
    // fills facts the newer ones do not state.
    prepared(
      db,
      `UPDATE rm_cases SET status = ?, procedure_type = ?, first_publication_date = MIN(first_publication_date, ?),
         administrator = COALESCE(administrator, ?), claims_deadline = COALESCE(claims_deadline, ?),
         administrator_contact = COALESCE(administrator_contact, ?), notice_count = ?, updated_at = ?, position = ?
       WHERE id = ?`,
    ).run(
      caseStatus,
      procedureType(notice, caseStatus),
      notice.publicationDate,
      administrator,
      ...row.facts,
      seq,
      at,
      Number(event.position),
      caseId,
    );
    restatusNotices(db, caseId, statuses);
  } else {
    prepared(
      db,
      `UPDATE rm_cases SET company_name = ?, debtor_kind = ?, legal_form = ?, court = ?, case_number = ?, case_number_key = ?,
         status = ?, procedure_type = ?, publication_type = ?, publication_date = ?,
         address = COALESCE(?, address), postal_code = COALESCE(?, postal_code), city = COALESCE(?, city),
         description = ?, administrator = COALESCE(?, administrator), state = COALESCE(?, state),
         register_court = COALESCE(?, register_court), register_type = COALESCE(?, register_type),
         register_number = COALESCE(?, register_number), claims_deadline = COALESCE(?, claims_deadline),
         administrator_contact = COALESCE(?, administrator_contact), notice_count = ?, updated_at = ?, position = ?
       WHERE id = ?`,
    ).run(
      ...row.identity,
      ...row.latest,
      ...row.place,
      ...row.details,
      ...row.facts,
      seq,
      at,
      Number(event.position),
      caseId,
    );
    keepCityKey(db, caseId, notice);
  }
  prepared(
    db,
    `INSERT OR REPLACE INTO rm_case_notices (case_id, seq, fingerprint, publication_date, publication_type,
       decision_date, status, administrator, text, hearings, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    caseId,
    seq,
    notice.fingerprint,
    notice.publicationDate,
    notice.publicationType,
    notice.decisionDate,
    status,
    administrator,
    notice.text,
    notice.hearings === undefined ? null : JSON.stringify(notice.hearings),
    at,
  );
  rememberListing(db, notice.listingFingerprint, caseId, notice.publicationDate);
  reindex(db, caseId, notice);
}

function caseRow(notice: CaseNotice, status: string, administrator: string | null) {
  return {
    identity: [
      notice.debtorName,
      notice.debtorKind,
      notice.legalForm,
      notice.court,
      notice.caseNumber,
      foldGerman(notice.caseNumber),
    ] as const,
    latest: [status, procedureType(notice, status), notice.publicationType, notice.publicationDate] as const,
    place: [formatAddress(notice), notice.postalCode, notice.city] as const,
    details: [
      notice.text,
      administrator,
      notice.state,
      notice.register?.court ?? null,
      notice.register?.type ?? null,
      notice.register?.number ?? null,
    ] as const,
    facts: [notice.claimsDeadline, administratorContact(notice)] as const,
  };
}

function timelineOf(db: DatabaseSync, caseId: number): TimelineEntry[] {
  return prepared(
    db,
    'SELECT publication_type AS publicationType, publication_date AS publicationDate, seq FROM rm_case_notices WHERE case_id = ?',
  ).all(caseId) as unknown as TimelineEntry[];
}

/** After a late notice, the notices published after it show the status they lead to now. */
function restatusNotices(db: DatabaseSync, caseId: number, statuses: ReadonlyMap<number, string>): void {
  const update = prepared(db, 'UPDATE rm_case_notices SET status = ? WHERE case_id = ? AND seq = ? AND status <> ?');
  for (const [seq, status] of statuses) update.run(status, caseId, seq, status);
}

function reindex(db: DatabaseSync, caseId: number, notice: CaseNotice): void {
  const register = notice.register ? `${notice.register.type ?? ''} ${notice.register.number ?? ''}` : '';
  prepared(db, 'DELETE FROM rm_cases_fts WHERE rowid = ?').run(caseId);
  prepared(db, 'INSERT INTO rm_cases_fts (rowid, name, numbers) VALUES (?, ?, ?)').run(
    caseId,
    foldGerman(notice.debtorName),
    foldGerman(`${notice.caseNumber} ${register}`),
  );
}
