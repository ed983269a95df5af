import type { DatabaseSync } from 'node:sqlite';
import { testNotice } from '../../../test/notice-factory.js';
import { searchCases, type CaseFilter } from './search-read-model.js';
import { compareWithReference, loadCasesProjection, randomReadModel, ReadModel } from './search-read-model.test-kit.js';

beforeAll(loadCasesProjection);

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

  it('limits to companies or to natural persons (every debtor that is not a company)', () => {
    model.import(
      6,
      testNotice({
        debtorName: 'Nachlass des Peter Müller',
        debtorKind: 'estate',
        legalForm: null,
        register: null,
        caseNumber: '9 IN 1/26',
        state: 'BY',
        publicationDate: '2026-11-02',
      }),
    );
    expect(names(model.db, { debtorKind: 'person' })).toEqual([
      'Müller, Hans',
      'Schmidt, Erika',
      'Nachlass des Peter Müller',
    ]);
    expect(searchCases(model.db, { debtorKind: 'company' }, all).total).toBe(11);
    expect(names(model.db, { q: 'Müller', debtorKind: 'company' })).toEqual(['MÜLLER BAU GmbH & Co. KG']);
    expect(names(model.db, { q: 'Müller', debtorKind: 'person', state: 'BY', dateTo: '2026-11-10' })).toEqual([
      'Nachlass des Peter Müller',
    ]);
  });

  it('filters by the beginning of the postal code or of the city, umlauts and case folded', () => {
    model.import(
      7,
      testNotice({
        debtorName: 'Isartal Bäckerei GmbH',
        caseNumber: '1503 IN 2/26',
        state: 'BY',
        postalCode: '80331',
        city: 'München',
        publicationDate: '2026-11-18',
      }),
    );
    model.import(
      8,
      testNotice({
        debtorName: 'Ruhrtal Metall GmbH',
        caseNumber: '23 IN 4/26',
        state: 'NW',
        postalCode: '45468',
        city: 'Mülheim an der Ruhr',
        publicationDate: '2026-11-17',
      }),
    );
    model.import(
      9,
      testNotice({
        debtorName: 'Isar Immobilien GmbH',
        caseNumber: '1503 IN 3/26',
        state: 'BY',
        postalCode: '81245',
        city: 'Muenchen',
        publicationDate: '2026-11-16',
      }),
    );
    expect(names(model.db, { postalCode: '8' })).toEqual(['Isartal Bäckerei GmbH', 'Isar Immobilien GmbH']);
    expect(names(model.db, { postalCode: '80' })).toEqual(['Isartal Bäckerei GmbH']);
    expect(names(model.db, { postalCode: '80331' })).toEqual(['Isartal Bäckerei GmbH']);
    expect(names(model.db, { postalCode: '803310' })).toEqual([]);
    for (const city of ['München', 'münch', 'MUENCHEN', 'Muench']) {
      expect(names(model.db, { city })).toEqual(['Isartal Bäckerei GmbH', 'Isar Immobilien GmbH']);
    }
    expect(names(model.db, { city: 'Mü' })).toEqual([
      'Isartal Bäckerei GmbH',
      'Ruhrtal Metall GmbH',
      'Isar Immobilien GmbH',
    ]);
    expect(names(model.db, { city: 'Mülheim a' })).toEqual(['Ruhrtal Metall GmbH']);
    expect(names(model.db, { q: 'Isar', city: 'München', postalCode: '81' })).toEqual(['Isar Immobilien GmbH']);
    expect(names(model.db, { q: 'Isar', state: 'NW', city: 'München' })).toEqual([]);
  });

  it('filters by register number, with or without the register type', () => {
    expect(names(model.db, { registerNumber: 'HRB 98765' })).toEqual(['Straßenbau Groß GmbH']);
    expect(names(model.db, { registerNumber: 'hrb98765' })).toEqual(['Straßenbau Groß GmbH']);
    expect(names(model.db, { registerNumber: '112233' })).toEqual(['MÜLLER BAU GmbH & Co. KG']);
    expect(names(model.db, { registerNumber: 'HRB 112233' })).toEqual([]);
    // Exact, unlike the text search, which takes "9876" as the beginning of a number.
    expect(names(model.db, { registerNumber: '9876' })).toEqual([]);
    expect(names(model.db, { q: 'Straßenbau', registerNumber: 'HRB 98765', debtorKind: 'company' })).toEqual([
      'Straßenbau Groß GmbH',
    ]);
    expect(names(model.db, { q: 'Nordlicht', registerNumber: 'HRB 98765' })).toEqual([]);
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
  let model: ReadModel;
  beforeAll(() => {
    model = randomReadModel();
  });

  it('returns exactly what the plain statement and the domain ranking return, for every combination', () => {
    expect(compareWithReference(model.db, (filter, page) => searchCases(model.db, filter, page))).toBeGreaterThan(2000);
  });
});
