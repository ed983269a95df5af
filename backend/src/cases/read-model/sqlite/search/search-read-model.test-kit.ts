import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { RecordedEvent } from '../../../../platform/event-store/event.js';
import { openDatabase } from '../../../../platform/sqlite/open-database.js';
import { caseKey } from '../../../domain/case-key.js';
import type { CaseNotice } from '../../../domain/case-notice.js';
import { SeedCaseIds } from '../../../test/case-ids.js';
import { testNotice } from '../../../test/notice-factory.js';
import { foldGerman } from '../../../../platform/text/german-search.js';
import { parseRegisterNumber } from '../../../domain/search-filters.js';
import type { CaseFilter } from './search-read-model.js';
import {
  effectiveSort,
  fallbackQuery,
  rankCandidates,
  type Candidate,
} from '../../../domain/search-query/rank-cases.js';
import { hasText, understandQuery } from '../../../domain/search-query/understand-query.js';

/** Test kit of the search specs: a read model built by the real cases projection, and the plain statement. */

// The read model is built by the real cases projection, loaded at run time like the projections host does
// (a variable specifier: the backend does not depend on the projections package at build time).
const CASES_PROJECTION = '@insolvenz/projections/read-models/cases/cases.projection.js';
const SQLITE_STORE = '@insolvenz/projections/store/sqlite/sqlite-projection-store.js';

interface ProjectionUnderTest {
  setup(db: DatabaseSync): void;
  apply(db: DatabaseSync, event: RecordedEvent): void;
}

interface SqliteStoreUnderTest {
  prepareNow(projection: unknown): bigint;
  writeNow(projection: unknown, events: readonly RecordedEvent[]): void;
}

let projection: ProjectionUnderTest | undefined;

/** Loads the projection and its SQLite store adapter; call from `beforeAll`. */
export async function loadCasesProjection(): Promise<void> {
  const { casesProjection } = (await import(CASES_PROJECTION)) as { casesProjection: unknown };
  const { SqliteProjectionStore } = (await import(SQLITE_STORE)) as {
    SqliteProjectionStore: new (db: DatabaseSync) => SqliteStoreUnderTest;
  };
  projection = {
    setup: (db) => void new SqliteProjectionStore(db).prepareNow(casesProjection),
    apply: (db, event) => new SqliteProjectionStore(db).writeNow(casesProjection, [event]),
  };
}

function loaded(): ProjectionUnderTest {
  if (!projection) throw new Error('call loadCasesProjection() in beforeAll first');
  return projection;
}

export class ReadModel {
  readonly db: DatabaseSync;
  /** The ids of the cases added with `add`, in order. */
  readonly caseIds: number[] = [];
  private readonly seedIds = new SeedCaseIds();
  private readonly keys = new Map<number, string>();
  private position = 0;

  /** `location`: a file instead of memory (for a second connection, as the search index's thread has). */
  constructor(location = ':memory:') {
    this.db = openDatabase(location, { rebuildable: true });
    loaded().setup(this.db);
  }

  /** A new case under the id an import reserves for its case key (hashed: 100,000,000–999,999,999). */
  add(notice: CaseNotice): number {
    const key = caseKey(notice.court, notice.caseNumber);
    const caseId = this.seedIds.idFor(key);
    this.keys.set(caseId, key);
    this.caseIds.push(caseId);
    this.apply('CaseImported', { caseId, caseKey: key, notice });
    return caseId;
  }

  /** A new case under a given id (small hand-picked ids where a test is about the order of ids). */
  import(caseId: number, notice: CaseNotice): void {
    this.apply('CaseImported', { caseId, caseKey: this.keyOf(caseId), notice });
  }

  publish(caseId: number, notice: CaseNotice): void {
    this.apply('CaseNoticePublished', { caseId, caseKey: this.keyOf(caseId), notice });
  }

  /** The id of the n-th case added with `add` (from 1). */
  idOf(n: number): number {
    const id = this.caseIds[n - 1];
    if (id === undefined) throw new Error(`no case ${n} was added`);
    return id;
  }

  private keyOf(caseId: number): string {
    return this.keys.get(caseId) ?? `key-${caseId}`;
  }

  erase(caseId: number, debtorKind = 'company'): void {
    this.apply('CaseRetentionExpired', { caseId, debtorKind });
  }

  private apply(type: string, data: unknown): void {
    this.position++;
    const event = {
      type,
      data,
      metadata: {
        eventId: `e${this.position}`,
        correlationId: 'test',
        causationId: null,
        actorId: 'system:test',
        occurredAt: '2026-11-21T09:00:00.000Z',
        schemaVersion: 1,
      },
      streamName: `case-${this.position}`,
      revision: 0n,
      position: BigInt(this.position),
      recordedAt: new Date('2026-11-21T09:00:00.000Z'),
    } as RecordedEvent;
    loaded().apply(this.db, event);
  }
}

/**
 * The plain statement the query function must always agree with (the implementation before tuning): the filters
 * in SQL, the text by the domain's ranking of every case passing them (issue #29). The city is folded here on
 * the fly (not through the projection's `city_key`), the prefixes compared with `substr`.
 */
export function reference(db: DatabaseSync, filter: CaseFilter, page: { offset: number; limit: number }) {
  const where: string[] = [];
  const params: SQLInputValue[] = [];
  if (filter.debtorKind)
    where.push(filter.debtorKind === 'company' ? "debtor_kind = 'company'" : "debtor_kind != 'company'");
  if (filter.postalCode) {
    where.push('substr(postal_code, 1, length(?)) = ?');
    params.push(filter.postalCode, filter.postalCode);
  }
  if (filter.city) {
    db.function('test_fold', { deterministic: true }, (text) => (typeof text === 'string' ? foldGerman(text) : null));
    const prefix = foldGerman(filter.city);
    where.push("? <> '' AND substr(test_fold(city), 1, length(?)) = ?");
    params.push(prefix, prefix, prefix);
  }
  if (filter.registerNumber) {
    const register = parseRegisterNumber(filter.registerNumber);
    where.push('register_number = ? AND (? IS NULL OR register_type = ?)');
    params.push(register?.number ?? '-', register?.type ?? null, register?.type ?? null);
  }
  for (const [column, value, op] of [
    ['state', filter.state, '='],
    ['procedure_type', filter.procedureType, '='],
    ['publication_date', filter.dateFrom, '>='],
    ['publication_date', filter.dateTo, '<='],
  ] as const) {
    if (value) {
      where.push(`${column} ${op} ?`);
      params.push(value);
    }
  }
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const query = understandQuery(filter.q, filter.typos);
  if (hasText(query)) {
    const rows = db
      .prepare(
        `SELECT id, publication_date AS publicationDate, company_name AS companyName, legal_form AS legalForm,
           case_number AS caseNumber, court, register_type AS registerType, register_number AS registerNumber,
           register_court AS registerCourt FROM rm_cases ${clause}`,
      )
      .all(...params) as unknown as Candidate[];
    const sort = effectiveSort(filter.sort, query);
    let ranked = rankCandidates(query, rows, sort);
    // The words of an identifier are searched only when no case at all (whatever the filters) has it.
    if (ranked.length === 0 && query.identifiers.length > 0 && !identifierInStore(db, query)) {
      ranked = rankCandidates(fallbackQuery(query), rows, sort);
    }
    return { total: ranked.length, ids: ranked.slice(page.offset, page.offset + page.limit).map((r) => r.id) };
  }
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM rm_cases ${clause}`).get(...params) as { n: number }).n;
  const ids = db
    .prepare(`SELECT id FROM rm_cases ${clause} ORDER BY publication_date DESC, id DESC LIMIT ? OFFSET ?`)
    .all(...params, page.limit, page.offset)
    .map((row) => row.id as number);
  return { total, ids };
}

/** A deterministic pseudo-random number generator (mulberry32), so that a failure can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    let t = (state = (state + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const POSTAL_CODES = ['80331', '80992', '81245', '08056', '50667', '10115', null] as const;
const CITIES = ['München', 'Muenchen', 'Mülheim an der Ruhr', 'Münster', 'Köln', 'Frankfurt (Oder)', null] as const;
const KINDS = ['company', 'company', 'person', 'person', 'estate', 'unknown'] as const;
const WORDS = ['Bau', 'Bauer', 'Müller', 'Mueller', 'Schmidt', 'Schneider', 'Logistik', 'Handel', 'Straßen', 'Öko'];
const STATES = ['BY', 'BE', 'HH', 'NW'];

/**
 * `count` cases with many shared words (so that every search strategy is taken), 5 % without a Land, on 20
 * days; later notices move some to other days, Länder and procedure types; every 23rd is erased. The cases get
 * real ids (hashes of their keys, see `ReadModel.add`); `model.idOf(n)` is the id of the n-th.
 */
export function randomReadModel(count = 600, seed = 42, location?: string): ReadModel {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const model = new ReadModel(location);
  for (let n = 1; n <= count; n++) {
    const name = `${pick(WORDS)} ${random() < 0.6 ? 'Bau' : pick(WORDS)} ${n % 7 === 0 ? 'Zuse' : ''} GmbH`;
    const day = 1 + Math.floor(random() * 20);
    const consumer = random() < 0.3;
    const debtorKind = pick(KINDS);
    model.add(
      testNotice({
        debtorKind,
        legalForm: debtorKind === 'company' ? 'GmbH' : null,
        postalCode: pick(POSTAL_CODES),
        city: pick(CITIES),
        debtorName: name.replace(/\s+/g, ' '),
        caseNumber: `${10 + (n % 5)} ${consumer ? 'IK' : 'IN'} ${n}/26`,
        state: random() < 0.05 ? null : pick(STATES),
        publicationType: pick(['eroeffnung', 'sicherungsmassnahmen', 'termin'] as const),
        publicationDate: `2026-11-${String(day).padStart(2, '0')}`,
        register:
          n % 9 === 0
            ? null
            : { court: 'Amtsgericht Köln', type: n % 4 === 0 ? 'HRA' : 'HRB', number: String(5000 + n) },
      }),
    );
  }
  for (let n = 3; n <= count; n += 11) {
    model.publish(
      model.idOf(n),
      testNotice({
        debtorName: `${pick(WORDS)} Nachfolge GmbH`,
        caseNumber: `99 IN ${n}/26`,
        state: pick(STATES),
        publicationType: 'eroeffnung',
        publicationDate: `2026-11-${String(10 + Math.floor(random() * 12)).padStart(2, '0')}`,
      }),
    );
  }
  for (let n = 5; n <= count; n += 23) model.erase(model.idOf(n));
  return model;
}

type Search = (
  filter: CaseFilter,
  page: { offset: number; limit: number },
) => { total: number; rows: readonly { id: number }[] };

/** The queries, filters and pages `compareWithReference` searches with: filter (with its `q`) and its pages. */
export function comparisonSearches(): { filter: CaseFilter; pages: { offset: number; limit: number }[] }[] {
  const queries = [undefined, 'bau', 'Bau', 'ba', 'b', 'Müller', 'mue', 'Müller Bau', 'zuse', 'Öko', 'nachfolge'];
  const filters: CaseFilter[] = [
    {},
    { state: 'BY' },
    { procedureType: 'regel' },
    { state: 'HH', procedureType: 'antrag' },
    { dateFrom: '2026-11-05', dateTo: '2026-11-12' },
    { state: 'NW', dateFrom: '2026-11-15' },
    { procedureType: 'verbraucher', dateTo: '2026-11-10' },
    { state: 'BE', procedureType: 'regel', dateFrom: '2026-11-03', dateTo: '2026-11-18' },
    { dateFrom: '2026-11-30' },
    { dateTo: '2026-10-31' },
    { state: 'SL' },
    { debtorKind: 'company' },
    { debtorKind: 'person', state: 'BY' },
    { debtorKind: 'company', procedureType: 'regel', dateFrom: '2026-11-08' },
    { postalCode: '8' },
    { postalCode: '80', debtorKind: 'company', dateTo: '2026-11-15' },
    { postalCode: '80331', state: 'BY' },
    { city: 'münch' },
    { city: 'Mue', procedureType: 'regel', debtorKind: 'person' },
    { city: 'Frankfurt (O', postalCode: '8' },
    { city: 'Ж' },
    { registerNumber: 'HRB 5012' },
    { registerNumber: '5016', state: 'BY' },
    { registerNumber: 'hra 5016' },
    { postalCode: '99999' },
    { postalCode: '0', debtorKind: 'person' },
  ];
  const pages = [
    { offset: 0, limit: 5 },
    { offset: 0, limit: 20 },
    { offset: 40, limit: 20 },
    { offset: 230, limit: 100 },
  ];
  const searches: { filter: CaseFilter; pages: { offset: number; limit: number }[] }[] = [];
  for (const q of [
    ...queries,
    '10 IN',
    'HRB 51',
    '12 IK 1',
    '5012 5013',
    '501 5015',
    'zuse 99 in',
    '51 hrb 26',
    'zzz',
    'Schmidt GmbH',
    'Müller Bau GmbH',
    'Gesellschaft mit beschränkter Haftung',
    'Logistk',
    'Schnieder Bau',
    'HRB 5012',
    'HRB5012',
    '12 IN 12/26',
    'IN 12/2026',
    'Bauer HRB 5013',
  ]) {
    for (const filter of [...filters, { sort: 'newest' as const }, { sort: 'newest' as const, state: 'BY' }]) {
      searches.push({ filter: { q, ...filter }, pages });
    }
  }
  return searches;
}

/**
 * Runs every combination of text (words, prefixes, several words, Aktenzeichen, register numbers), filters and
 * pages through `search` and expects the plain statement's total and ids. Returns how many ids were compared.
 * The reference ranks each query and filter once; its pages are slices of that order (CI time: it ranked every
 * case again for each page).
 */
export function compareWithReference(db: DatabaseSync, search: Search): number {
  let compared = 0;
  for (const { filter, pages } of comparisonSearches()) {
    const all = reference(db, filter, { offset: 0, limit: Number.MAX_SAFE_INTEGER });
    for (const page of pages) {
      const expected = { total: all.total, ids: all.ids.slice(page.offset, page.offset + page.limit) };
      const actual = search(filter, page);
      const { q, ...rest } = filter;
      expect({ q, filter: rest, page, total: actual.total, ids: actual.rows.map((row) => row.id) }).toEqual({
        q,
        filter: rest,
        page,
        ...expected,
      });
      compared += expected.ids.length;
    }
  }
  return compared;
}

/** Whether any row of the read model has one of the query's identifiers (the reference's plain way). */
function identifierInStore(db: DatabaseSync, query: ReturnType<typeof understandQuery>): boolean {
  const all = db
    .prepare(
      `SELECT id, publication_date AS publicationDate, company_name AS companyName, legal_form AS legalForm,
         case_number AS caseNumber, court, register_type AS registerType, register_number AS registerNumber,
         register_court AS registerCourt FROM rm_cases`,
    )
    .all() as unknown as Candidate[];
  return rankCandidates(query, all, 'newest').length > 0;
}
