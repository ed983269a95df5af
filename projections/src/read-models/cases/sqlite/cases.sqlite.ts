import type { DatabaseSync } from 'node:sqlite';
import { prepared } from '@insolvenz/backend/platform/sqlite/prepared.js';
import { sqliteTables } from '../../../store/sqlite/sqlite-tables.js';
import type { TimelineEntry } from '../case-status.js';
import type { CaseChange, CaseFields, CasesView, CurrentCase } from '../cases.changes.js';
import { casesProjection } from '../cases.projection.js';
import { eraseCases, rememberListing } from './case-erasure.js';
import { CASES_SCHEMA, CASES_TEARDOWN, COUNTER_FILLS } from './cases.schema.js';
import { lastDeadlineDate } from '@insolvenz/backend/cases/notice-parser/deadlines/last-deadline-date.js';
import { raiseDeadlineUntil, setupDeadlineUntil } from './deadline-until.js';
import { exactNameKey, NAME_KEY_INDEX, setupExactNameKey } from './exact-name-key.js';
import { SEARCH_FILTER_INDEXES, setCityKey, setupSearchFilterColumns } from './search-filter-columns.js';

type Erasure = Extract<CaseChange, { kind: 'erase-case' }>;
type AddCase = Extract<CaseChange, { kind: 'add-case' }>;
type IndexCase = Extract<CaseChange, { kind: 'index-case' }>;

/**
 * Indexes of rm_cases that only searches and listings read (the projection's own reads go by case id, the
 * table's key), in random order of insertion: a rebuild from the first event inserts without them and builds
 * them at the end. Not the date-ordered ones, which a rebuild fills almost in order and which queries name
 * (`INDEXED BY`), so they must always exist.
 */
const DEFERRED_INDEXES = [
  'rm_cases_by_id_facets',
  'rm_cases_by_case_number',
  'rm_cases_by_postal_code',
  'rm_cases_by_city_key',
  'rm_cases_by_register_number',
  'rm_cases_by_legal_form',
  'rm_cases_by_name_key',
];

/**
 * Row triggers that keep counters of rm_cases (cases.schema.ts): per inserted row they cost more than the
 * insert itself (measured, 20,000 cases in transactions of 1,000: 0.84 s of CPU without them, 1.40–1.70 s
 * with them). A bulk load drops them; `setup` creates them again and, finding them missing, fills
 * rm_case_counts and rm_case_activity from the rows with one GROUP BY each. The generation moves once per
 * transaction of the bulk load instead (`touch`), so a search snapshot still notices every change.
 */
const DEFERRED_TRIGGERS = [
  'rm_cases_count_insert',
  'rm_cases_count_delete',
  'rm_cases_count_update',
  'rm_cases_activity_insert',
  'rm_cases_activity_delete',
  'rm_cases_activity_update',
  'rm_cases_generation_insert',
  'rm_cases_generation_update',
  'rm_cases_generation_delete',
];

/** Each deferred index's statement, taken from the schemas that create it (`setup`). */
const DEFERRED_INDEX_STATEMENTS = new Map(
  [
    ...`${CASES_SCHEMA};${SEARCH_FILTER_INDEXES};${NAME_KEY_INDEX}`.matchAll(
      /CREATE INDEX IF NOT EXISTS (\w+) ON [^;]+;/g,
    ),
  ]
    .filter(([, name]) => DEFERRED_INDEXES.includes(name))
    .map(([statement, name]) => [name, statement]),
);

/**
 * What a bulk load left to build (`DeferredUpkeep.pieces`): each missing deferred index, then the counters, filled
 * from the rows in the transaction that creates their triggers again (so no row is counted twice or missed).
 */
function remainingPieces(db: DatabaseSync): string[] {
  const exists = prepared(db, 'SELECT 1 FROM sqlite_schema WHERE type = ? AND name = ?');
  const missing = (type: 'index' | 'trigger') => (name: string) => exists.get(type, name) === undefined;
  const indexes = DEFERRED_INDEXES.filter(missing('index')).map((name) => DEFERRED_INDEX_STATEMENTS.get(name)!);
  if (!DEFERRED_TRIGGERS.some(missing('trigger'))) return indexes;
  const fills = COUNTER_FILLS.filter(({ trigger }) => missing('trigger')(trigger)).map(({ fill }) => fill);
  return [...indexes, [CASES_SCHEMA, ...fills].join(';\n')];
}

function setup(db: DatabaseSync): void {
  const hasTrigger = (name: string) =>
    db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'trigger' AND name = ?").get(name) !== undefined;
  const fills = COUNTER_FILLS.filter(({ trigger }) => !hasTrigger(trigger));
  db.exec(CASES_SCHEMA);
  for (const { fill } of fills) db.exec(fill);
  setupSearchFilterColumns(db);
  setupExactNameKey(db);
  setupDeadlineUntil(db);
}

/** A cleanup's chunk of erasures (about 5 ms of set-based work, one background slice). */
const EVENTS_PER_CHUNK = 32;

/**
 * The cases read model in SQLite (`rm_cases`, `rm_case_notices`, `rm_cases_fts`, `rm_known_notices`). Erasures
 * are held back until something else is read or written, so a run of erased cases is deleted with one statement
 * per table.
 */
export const casesSqlite = sqliteTables(casesProjection, {
  setup,
  deferredIndexes: {
    drop: (db) => {
      for (const index of DEFERRED_INDEXES) db.exec(`DROP INDEX IF EXISTS ${index}`);
      for (const trigger of DEFERRED_TRIGGERS) db.exec(`DROP TRIGGER IF EXISTS ${trigger}`);
    },
    create: setup,
    pieces: remainingPieces,
    touch: (db) => prepared(db, 'UPDATE rm_cases_generation SET generation = generation + 1 WHERE id = 1').run(),
  },
  teardown: (db) => db.exec(CASES_TEARDOWN),
  dump: (db) => [
    ...db.prepare('SELECT * FROM rm_cases ORDER BY id').all(),
    ...db.prepare('SELECT * FROM rm_case_notices ORDER BY case_id, seq').all(),
    ...db.prepare('SELECT rowid FROM rm_cases_fts ORDER BY rowid').all(),
    ...db.prepare('SELECT * FROM rm_known_notices ORDER BY fingerprint').all(),
    ...db.prepare('SELECT * FROM rm_case_activity ORDER BY active').all(),
  ],
  eventsPerChunk: EVENTS_PER_CHUNK,
  open: (db) => {
    let erasures: Erasure[] = [];
    // A new case is written with the city key its notice names (`set-city-key` follows `add-case`), one INSERT
    // instead of an INSERT and an UPDATE of the same row (issue #33: a catch-up writes 100,000s of new cases).
    // Likewise its last deadline, from the `add-notice` that follows (the UPDATE after the INSERT then changes
    // nothing: every notice has a dated deadline, the day it takes effect, so that saves a row write per case).
    let adding: { change: AddCase; cityKey: string | null; deadlineUntil: string } | undefined;
    // Cases this writer inserted whose full-text row is not written yet: none can exist for them, so the DELETE
    // before the INSERT is left out (in the contentless-delete FTS5 table it costs about a tenth of the INSERT
    // even for a missing rowid, and leaves a few bytes of tombstones: 16.9 → 15.5 µs per row over 20,000 rows).
    const unindexed = new Set<number>();
    // Full-text rows of this transaction, written at its end in ascending case id (`finish`). FTS5 writes its
    // pending terms out as a new segment whenever a row's id is not above the previous row's; in the log's order
    // (hashed, random case ids) that made a segment of one or two rows per write, each merged again later
    // (issue #33; 50,000 new rows in transactions of 2,000: 66 → 24 µs of CPU per row; a replaced row, DELETE and
    // INSERT: 124 → 55 µs).
    const fullText = new Map<number, FullTextRow>();
    const writeAdding = () => {
      if (!adding) return;
      addCase(db, adding.change, adding.cityKey, adding.deadlineUntil);
      unindexed.add(adding.change.caseId);
      adding = undefined;
    };
    const flush = () => {
      writeAdding();
      eraseCases(db, erasures);
      erasures = [];
    };
    const view: CasesView = {
      currentCase: (caseId) => {
        flush();
        return currentCase(db, caseId);
      },
      timeline: (caseId) => {
        flush();
        return timelineOf(db, caseId);
      },
    };
    return {
      view,
      apply: (change) => {
        if (change.kind === 'set-city-key' && adding?.change.caseId === change.caseId) {
          adding.cityKey = change.cityKey;
          return;
        }
        if (change.kind === 'add-notice') {
          const day = lastDeadlineDate(change.deadlines, change.text, change.publicationDate);
          const added = adding?.change.caseId === change.caseId;
          if (added && day > adding!.deadlineUntil) adding!.deadlineUntil = day;
          flush();
          applyChange(db, change);
          if (!added) raiseDeadlineUntil(db, change.caseId, day);
          return;
        }
        if (change.kind === 'erase-case') {
          writeAdding();
          fullText.delete(change.caseId); // never written: the erasure deletes a row written earlier
          erasures.push(change);
          return;
        }
        flush();
        if (change.kind === 'add-case') adding = { change, cityKey: null, deadlineUntil: '' };
        else if (change.kind === 'index-case') {
          const fresh = unindexed.delete(change.caseId);
          // Indexed twice in one transaction: the last text counts; no row to delete if there was none before.
          const { name, numbers, caseId } = change;
          fullText.set(caseId, { name, numbers, fresh: fullText.get(caseId)?.fresh ?? fresh });
        } else applyChange(db, change);
      },
      flush,
      finish: () => {
        flush();
        writeFullText(db, fullText);
        fullText.clear();
      },
    };
  },
});

function currentCase(db: DatabaseSync, caseId: number): CurrentCase | undefined {
  const statement = prepared(db, 'SELECT position, notice_count, publication_date FROM rm_cases WHERE id = ?');
  statement.setReadBigInts(true);
  const row = statement.get(caseId) as { position: bigint; notice_count: bigint; publication_date: string } | undefined;
  return row
    ? { position: row.position, noticeCount: Number(row.notice_count), publicationDate: row.publication_date }
    : undefined;
}

function timelineOf(db: DatabaseSync, caseId: number): TimelineEntry[] {
  return prepared(
    db,
    `SELECT publication_type AS publicationType, publication_date AS publicationDate, decision_date AS decisionDate,
       fingerprint, seq FROM rm_case_notices WHERE case_id = ?`,
  ).all(caseId) as unknown as TimelineEntry[];
}

function applyChange(db: DatabaseSync, change: Exclude<CaseChange, Erasure | AddCase | IndexCase>): void {
  switch (change.kind) {
    case 'remember-listing':
      return rememberListing(db, change);
    case 'add-earlier-notice':
      prepared(
        db,
        `UPDATE rm_cases SET status = ?, active = ?, procedure_type = ?,
           first_publication_date = MIN(first_publication_date, ?),
           administrator = COALESCE(administrator, ?), claims_deadline = COALESCE(claims_deadline, ?),
           administrator_contact = COALESCE(administrator_contact, ?), notice_count = ?, updated_at = ?, position = ?
         WHERE id = ?`,
      ).run(
        change.status,
        change.active ? 1 : 0,
        change.procedureType,
        change.publicationDate,
        change.administrator,
        change.claimsDeadline,
        change.administratorContact,
        change.noticeCount,
        change.at,
        change.position,
        change.caseId,
      );
      return;
    case 'show-latest-notice': {
      const f = change.fields;
      prepared(
        db,
        `UPDATE rm_cases SET company_name = ?, debtor_kind = ?, legal_form = ?, court = ?, case_number = ?, case_number_key = ?,
           status = ?, active = ?, procedure_type = ?, publication_type = ?, publication_date = ?, detected_at = ?,
           address = COALESCE(?, address), postal_code = COALESCE(?, postal_code), city = COALESCE(?, city),
           description = ?, administrator = COALESCE(?, administrator), state = COALESCE(?, state),
           register_court = COALESCE(?, register_court), register_type = COALESCE(?, register_type),
           register_number = COALESCE(?, register_number), claims_deadline = COALESCE(?, claims_deadline),
           administrator_contact = COALESCE(?, administrator_contact), notice_count = ?, updated_at = ?, position = ?,
           name_key = ?
         WHERE id = ?`,
      ).run(
        ...identity(f),
        ...latest(f),
        f.detectedAt,
        ...place(f),
        ...details(f),
        ...facts(f),
        change.noticeCount,
        change.at,
        change.position,
        exactNameKey(f.debtorName),
        change.caseId,
      );
      return;
    }
    case 'correct-court':
      prepared(db, 'UPDATE rm_cases SET case_key = ?, court = ?, state = ?, position = ? WHERE id = ?').run(
        change.caseKey,
        change.court,
        change.state,
        change.position,
        change.caseId,
      );
      return;
    case 'set-city-key':
      return setCityKey(db, change.caseId, change.cityKey);
    case 'add-notice':
      prepared(
        db,
        `INSERT OR REPLACE INTO rm_case_notices (case_id, seq, fingerprint, publication_date, publication_type,
           decision_date, status, administrator, text, hearings, deadlines, recorded_at, detected_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        change.caseId,
        change.seq,
        change.fingerprint,
        change.publicationDate,
        change.publicationType,
        change.decisionDate,
        change.status,
        change.administrator,
        change.text,
        change.hearings,
        change.deadlines,
        change.recordedAt,
        change.detectedAt,
      );
      return;
    case 'correct-notice': {
      const c = change.corrected;
      prepared(
        db,
        `UPDATE rm_case_notices SET fingerprint = ?, publication_type = ?, decision_date = ?, administrator = ?,
           text = ?, hearings = ?, deadlines = ?, corrections = json_insert(COALESCE(corrections, '[]'), '$[#]', json(?))
         WHERE case_id = ? AND fingerprint = ?`,
      ).run(
        c.fingerprint,
        c.publicationType,
        c.decisionDate,
        c.administrator,
        c.text,
        c.hearings,
        c.deadlines,
        change.correction,
        change.caseId,
        change.fingerprint,
      );
      const notice = prepared(
        db,
        'SELECT publication_date FROM rm_case_notices WHERE case_id = ? AND fingerprint = ?',
      ).get(change.caseId, c.fingerprint) as { publication_date: string } | undefined;
      if (notice) {
        raiseDeadlineUntil(db, change.caseId, lastDeadlineDate(c.deadlines, c.text, notice.publication_date));
      }
      prepared(db, 'UPDATE rm_cases SET position = ? WHERE id = ?').run(change.position, change.caseId);
      return;
    }
    case 'withdraw-notice':
      prepared(
        db,
        'UPDATE rm_case_notices SET withdrawn_at = COALESCE(withdrawn_at, ?) WHERE case_id = ? AND fingerprint = ?',
      ).run(change.withdrawnAt, change.caseId, change.fingerprint);
      prepared(db, 'UPDATE rm_cases SET position = ? WHERE id = ?').run(change.position, change.caseId);
      return;
    case 'restatus-notices': {
      const update = prepared(
        db,
        'UPDATE rm_case_notices SET status = ? WHERE case_id = ? AND seq = ? AND status <> ?',
      );
      for (const [seq, status] of change.statuses) update.run(status, change.caseId, seq, status);
      return;
    }
  }
}

function addCase(db: DatabaseSync, change: AddCase, cityKey: string | null, deadlineUntil: string): void {
  const f = change.fields;
  prepared(
    db,
    `INSERT INTO rm_cases (id, case_key, company_name, debtor_kind, legal_form, court, case_number, case_number_key, status,
       active, procedure_type, publication_type, publication_date, first_publication_date, detected_at, address,
       postal_code, city, description, administrator, state, register_court, register_type, register_number,
       claims_deadline, administrator_contact, notice_count, created_at, updated_at, position, city_key, name_key,
       deadline_until)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, NULL, ?, ?, ?, ?)`,
  ).run(
    change.caseId,
    change.caseKey,
    ...identity(f),
    ...latest(f),
    f.publicationDate,
    f.detectedAt,
    ...place(f),
    ...details(f),
    ...facts(f),
    change.at,
    change.position,
    cityKey,
    exactNameKey(f.debtorName),
    deadlineUntil,
  );
}

/** A case's full-text row; `fresh`: the case was inserted by this writer and has no full-text row yet. */
interface FullTextRow {
  name: string;
  numbers: string;
  fresh: boolean;
}

function writeFullText(db: DatabaseSync, rows: ReadonlyMap<number, FullTextRow>): void {
  if (rows.size === 0) return;
  const remove = prepared(db, 'DELETE FROM rm_cases_fts WHERE rowid = ?');
  const insert = prepared(db, 'INSERT INTO rm_cases_fts (rowid, name, numbers) VALUES (?, ?, ?)');
  for (const caseId of [...rows.keys()].sort((a, b) => a - b)) {
    const { name, numbers, fresh } = rows.get(caseId)!;
    if (!fresh) remove.run(caseId);
    insert.run(caseId, name, numbers);
  }
}

const identity = (f: CaseFields) =>
  [f.debtorName, f.debtorKind, f.legalForm, f.court, f.caseNumber, f.caseNumberKey] as const;
const latest = (f: CaseFields) =>
  [f.status, f.active ? 1 : 0, f.procedureType, f.publicationType, f.publicationDate] as const;
const place = (f: CaseFields) => [f.address, f.postalCode, f.city] as const;
const details = (f: CaseFields) =>
  [f.description, f.administrator, f.state, f.registerCourt, f.registerType, f.registerNumber] as const;
const facts = (f: CaseFields) => [f.claimsDeadline, f.administratorContact] as const;
