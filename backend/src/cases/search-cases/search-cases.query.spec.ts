import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { RecordedEvent } from '../../platform/event-store/event.js';
import { openDatabase } from '../../platform/sqlite/open-database.js';
import { ftsPrefixQuery } from '../../platform/text/german-search.js';
import type { CaseNotice } from '../domain/case-notice.js';
import { testNotice } from '../test/notice-factory.js';
import { SEARCH_TUNING, searchCases, type CaseFilter } from './search-cases.query.js';

// The read model is built by the real cases projection, loaded at run time like the projections host does
// (a variable specifier: the backend does not depend on the projections package at build time).
const CASES_PROJECTION = '@insolvenz/projections/read-models/cases/cases.projection.js';

interface ProjectionUnderTest {
  setup(db: DatabaseSync): void;
  apply(db: DatabaseSync, event: RecordedEvent): void;
}

let projection: ProjectionUnderTest;
beforeAll(async () => {
  ({ casesProjection: projection } = (await import(CASES_PROJECTION)) as { casesProjection: ProjectionUnderTest });
});

class ReadModel {
  readonly db = openDatabase(':memory:');
  private position = 0;

  constructor() {
    projection.setup(this.db);
  }

  import(caseId: number, notice: CaseNotice): void {
    this.apply('CaseImported', { caseId, caseKey: `key-${caseId}`, notice });
  }

  publish(caseId: number, notice: CaseNotice): void {
    this.apply('CaseNoticePublished', { caseId, caseKey: `key-${caseId}`, notice });
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
    this.db.exec('BEGIN');
    projection.apply(this.db, event);
    this.db.exec('COMMIT');
  }
}

/** The plain statement the query function must always agree with (the implementation before tuning). */
function reference(db: DatabaseSync, filter: CaseFilter, page: { offset: number; limit: number }) {
  const where: string[] = [];
  const params: SQLInputValue[] = [];
  const match = filter.q ? ftsPrefixQuery(filter.q) : '';
  if (match) {
    where.push('id IN (SELECT rowid FROM rm_cases_fts WHERE rm_cases_fts MATCH ?)');
    params.push(match);
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
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM rm_cases ${clause}`).get(...params) as { n: number }).n;
  const ids = db
    .prepare(`SELECT id FROM rm_cases ${clause} ORDER BY publication_date DESC, id DESC LIMIT ? OFFSET ?`)
    .all(...params, page.limit, page.offset)
    .map((row) => row.id as number);
  return { total, ids };
}

const all = { offset: 0, limit: 100 };
const names = (db: DatabaseSync, filter: CaseFilter, page = all) =>
  searchCases(db, filter, page).rows.map((row) => row.company_name);

describe('searchCases', () => {
  let model: ReadModel;

  beforeEach(() => {
    model = new ReadModel();
    model.import(
      1,
      testNotice({
        debtorName: 'MÜLLER BAU GmbH & Co. KG',
        caseNumber: '502 IN 77/26',
        court: 'Amtsgericht München',
        state: 'BY',
        publicationType: 'eroeffnung',
        publicationDate: '2026-11-20',
        register: { court: 'Amtsgericht München', type: 'HRA', number: '112233' },
      }),
    );
    model.import(
      2,
      testNotice({
        debtorName: 'Schmidt, Erika',
        debtorKind: 'person',
        legalForm: null,
        register: null,
        caseNumber: '71 IK 5/26',
        state: 'NW',
        publicationDate: '2026-11-19',
      }),
    );
    model.import(
      3,
      testNotice({
        debtorName: 'Grünwald Logistik UG (haftungsbeschränkt)',
        caseNumber: '36a IN 9/26',
        court: 'Amtsgericht Charlottenburg',
        state: 'BE',
        publicationDate: '2026-11-05',
        register: { court: 'Amtsgericht Charlottenburg', type: 'HRB', number: '204711' },
      }),
    );
    model.import(
      4,
      testNotice({
        debtorName: 'Straßenbau Groß GmbH',
        caseNumber: '1502 IN 12/26',
        state: 'BY',
        publicationType: 'eroeffnung',
        publicationDate: '2026-11-12',
        register: { court: 'Amtsgericht München', type: 'HRB', number: '98765' },
      }),
    );
    model.import(
      5,
      testNotice({
        debtorName: 'Müller, Hans',
        debtorKind: 'person',
        legalForm: null,
        register: null,
        caseNumber: '502 IK 80/26',
        state: 'BY',
        publicationDate: '2026-11-20',
      }),
    );
    for (let i = 0; i < 8; i++) {
      model.import(
        10 + i,
        testNotice({
          debtorName: `Nordlicht Handel ${i} GmbH`,
          caseNumber: `67a IN ${100 + i}/26`,
          court: 'Amtsgericht Hamburg',
          state: 'HH',
          publicationDate: `2026-11-${String(10 + i).padStart(2, '0')}`,
          register: { court: 'Amtsgericht Hamburg', type: 'HRB', number: `9${i}000` },
        }),
      );
    }
  });

  it('folds umlauts and ß and ignores case: Müller = Mueller = Muller', () => {
    for (const q of ['Müller', 'mueller', 'MULLER', 'müll']) {
      // Same publication date: the higher case id comes first.
      expect(names(model.db, { q })).toEqual(['Müller, Hans', 'MÜLLER BAU GmbH & Co. KG']);
    }
    for (const q of ['Straßenbau Groß', 'strassenbau gross', 'STRASSENB']) {
      expect(names(model.db, { q })).toEqual(['Straßenbau Groß GmbH']);
    }
  });

  it('treats legal-form words as optional', () => {
    for (const q of ['Müller Bau', 'müller bau gmbh & co. kg', 'MUELLER BAU KG']) {
      expect(names(model.db, { q })).toEqual(['MÜLLER BAU GmbH & Co. KG']);
    }
    expect(names(model.db, { q: 'Grünwald Logistik UG (haftungsbeschränkt)' })).toEqual([
      'Grünwald Logistik UG (haftungsbeschränkt)',
    ]);
    expect(names(model.db, { q: 'gruenwald logistik' })).toEqual(['Grünwald Logistik UG (haftungsbeschränkt)']);
  });

  it('matches every word as a prefix', () => {
    const nordlicht = Array.from({ length: 8 }, (_, i) => `Nordlicht Handel ${7 - i} GmbH`);
    expect(names(model.db, { q: 'Nord' })).toEqual(nordlicht);
    expect(names(model.db, { q: 'nordl han' })).toEqual(nordlicht);
    expect(names(model.db, { q: 'Grün Log' })).toEqual(['Grünwald Logistik UG (haftungsbeschränkt)']);
    expect(searchCases(model.db, { q: 'Nordlichter' }, all)).toEqual({ total: 0, rows: [] });
  });

  it('finds cases by Aktenzeichen and by register number', () => {
    expect(names(model.db, { q: '502 IN 77/26' })).toEqual(['MÜLLER BAU GmbH & Co. KG']);
    expect(names(model.db, { q: '36a IN 9/26' })).toEqual(['Grünwald Logistik UG (haftungsbeschränkt)']);
    expect(names(model.db, { q: '71 IK 5/26' })).toEqual(['Schmidt, Erika']);
    expect(names(model.db, { q: 'HRA 112233' })).toEqual(['MÜLLER BAU GmbH & Co. KG']);
    expect(names(model.db, { q: '112233' })).toEqual(['MÜLLER BAU GmbH & Co. KG']);
    expect(names(model.db, { q: 'HRB 98765' })).toEqual(['Straßenbau Groß GmbH']);
  });

  it('lists everything, newest first, when the query has no words', () => {
    for (const filter of [{}, { q: '' }, { q: ' && / ' }]) {
      const result = searchCases(model.db, filter, all);
      expect(result.total).toBe(13);
      expect(result.rows.map((row) => row.id)).toEqual([5, 1, 2, 17, 16, 15, 14, 13, 12, 4, 11, 10, 3]);
    }
  });

  it('combines the text with the Land, procedure type and an inclusive date range', () => {
    expect(names(model.db, { q: 'Müller', state: 'BY' })).toEqual(['Müller, Hans', 'MÜLLER BAU GmbH & Co. KG']);
    expect(names(model.db, { q: 'Müller', state: 'NW' })).toEqual([]);
    expect(names(model.db, { q: 'Müller', procedureType: 'regel' })).toEqual(['MÜLLER BAU GmbH & Co. KG']);
    expect(names(model.db, { procedureType: 'verbraucher' })).toEqual(['Müller, Hans', 'Schmidt, Erika']);
    expect(names(model.db, { state: 'BY', procedureType: 'regel' })).toEqual([
      'MÜLLER BAU GmbH & Co. KG',
      'Straßenbau Groß GmbH',
    ]);
    expect(names(model.db, { dateFrom: '2026-11-19', dateTo: '2026-11-20' })).toEqual([
      'Müller, Hans',
      'MÜLLER BAU GmbH & Co. KG',
      'Schmidt, Erika',
    ]);
    expect(names(model.db, { q: 'Nordlicht', dateFrom: '2026-11-12', dateTo: '2026-11-13' })).toEqual([
      'Nordlicht Handel 3 GmbH',
      'Nordlicht Handel 2 GmbH',
    ]);
    expect(searchCases(model.db, { state: 'HH', dateFrom: '2026-11-21' }, all)).toEqual({ total: 0, rows: [] });
    expect(searchCases(model.db, { q: 'Nordlicht', state: 'HH', procedureType: 'antrag' }, all).total).toBe(8);
  });

  it('pages through the results with a constant total', () => {
    const pages = [0, 3, 6].map((offset) => searchCases(model.db, { q: 'Nordlicht' }, { offset, limit: 3 }));
    expect(pages.map((p) => p.total)).toEqual([8, 8, 8]);
    expect(pages.flatMap((p) => p.rows.map((row) => row.id))).toEqual([17, 16, 15, 14, 13, 12, 11, 10]);
    expect(searchCases(model.db, { q: 'Nordlicht' }, { offset: 8, limit: 3 })).toEqual({ total: 8, rows: [] });
    expect(searchCases(model.db, { state: 'HH' }, { offset: 0, limit: 0 })).toEqual({ total: 8, rows: [] });
    expect(searchCases(model.db, {}, { offset: 12, limit: 5 }).rows.map((row) => row.id)).toEqual([3]);
  });

  it('follows later notices and erasure in results, order and totals', () => {
    // A later notice moves the Grünwald case to the top, to another Land and procedure type.
    model.publish(
      3,
      testNotice({
        debtorName: 'Grünwald Logistik UG (haftungsbeschränkt)',
        caseNumber: '36a IN 9/26',
        court: 'Amtsgericht Charlottenburg',
        state: 'BB',
        publicationType: 'eroeffnung',
        publicationDate: '2026-11-21',
      }),
    );
    expect(searchCases(model.db, {}, { offset: 0, limit: 1 }).rows[0].id).toBe(3);
    expect(searchCases(model.db, { state: 'BE' }, all)).toEqual({ total: 0, rows: [] });
    expect(names(model.db, { state: 'BB', procedureType: 'regel', dateFrom: '2026-11-21' })).toEqual([
      'Grünwald Logistik UG (haftungsbeschränkt)',
    ]);
    model.erase(1);
    model.erase(10);
    expect(searchCases(model.db, {}, all).total).toBe(11);
    expect(names(model.db, { q: 'Müller' })).toEqual(['Müller, Hans']);
    expect(searchCases(model.db, { state: 'HH' }, all).total).toBe(7);
    expect(searchCases(model.db, { q: 'Nordlicht', state: 'HH' }, all).total).toBe(7);
  });
});

describe('searchCases on a larger random read model', () => {
  const words = ['Bau', 'Bauer', 'Müller', 'Mueller', 'Schmidt', 'Schneider', 'Logistik', 'Handel', 'Straßen', 'Öko'];
  const states = ['BY', 'BE', 'HH', 'NW'];
  let model: ReadModel;
  let seed = 42;
  const random = () => {
    // mulberry32: deterministic, so a failure can be replayed
    let t = (seed = (seed + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];

  beforeAll(() => {
    model = new ReadModel();
    for (let id = 1; id <= 600; id++) {
      // Many words in many names, so that both the lookup and the scan strategy are taken.
      const name = `${pick(words)} ${random() < 0.6 ? 'Bau' : pick(words)} ${id % 7 === 0 ? 'Zuse' : ''} GmbH`;
      const day = 1 + Math.floor(random() * 20);
      const consumer = random() < 0.3;
      model.import(
        id,
        testNotice({
          debtorName: name.replace(/\s+/g, ' '),
          caseNumber: `${10 + (id % 5)} ${consumer ? 'IK' : 'IN'} ${id}/26`,
          state: random() < 0.05 ? null : pick(states),
          publicationType: pick(['eroeffnung', 'sicherungsmassnahmen', 'termin'] as const),
          publicationDate: `2026-11-${String(day).padStart(2, '0')}`,
          register: { court: 'Amtsgericht Köln', type: 'HRB', number: String(5000 + id) },
        }),
      );
    }
    // Later notices change dates, Länder and procedure types of some cases; others are erased.
    for (let id = 3; id <= 600; id += 11) {
      model.publish(
        id,
        testNotice({
          debtorName: `${pick(words)} Nachfolge GmbH`,
          caseNumber: `99 IN ${id}/26`,
          state: pick(states),
          publicationType: 'eroeffnung',
          publicationDate: `2026-11-${String(10 + Math.floor(random() * 12)).padStart(2, '0')}`,
        }),
      );
    }
    for (let id = 5; id <= 600; id += 23) model.erase(id);
  });

  const defaults = { ...SEARCH_TUNING };
  afterEach(() => Object.assign(SEARCH_TUNING, defaults));

  it.each([
    ['the default strategies', {}],
    ['matches always listed first', { few: 100_000 }],
    ['lookups by id', { few: 0, lookup: 0, sort: 0 }],
    ['scans of the date-ordered indexes', { few: 0, lookup: 1e9 }],
  ])('returns exactly what the plain statement returns, for every combination (%s)', (_name, tuning) => {
    Object.assign(SEARCH_TUNING, tuning);
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
      { state: 'SL' },
    ];
    const pages = [
      { offset: 0, limit: 5 },
      { offset: 0, limit: 20 },
      { offset: 40, limit: 20 },
      { offset: 230, limit: 100 },
    ];
    let compared = 0;
    for (const q of [...queries, '10 IN', 'HRB 51', '12 IK 1']) {
      for (const filter of filters) {
        for (const page of pages) {
          const expected = reference(model.db, { q, ...filter }, page);
          const actual = searchCases(model.db, { q, ...filter }, page);
          expect({ q, filter, page, total: actual.total, ids: actual.rows.map((row) => row.id) }).toEqual({
            q,
            filter,
            page,
            ...expected,
          });
          compared += expected.ids.length;
        }
      }
    }
    expect(compared).toBeGreaterThan(2000);
  });
});

describe('caseNumberKey', () => {
  it('recognises complete Aktenzeichen only', async () => {
    const { caseNumberKey } = await import('./search-cases.query.js');
    expect(caseNumberKey('71 IN 12/26')).toBe('71 in 12 26');
    expect(caseNumberKey(' 36a IK 4711 / 2025 ')).toBe('36a ik 4711 2025');
    expect(caseNumberKey('71 IN 12')).toBeNull();
    expect(caseNumberKey('Müller Bau')).toBeNull();
  });
});
