import { describeWithMongo } from '../../../platform/read-store/mongo/mongo-test-server.test-kit.js';
import type { CaseNotice } from '../../domain/case-notice.js';
import type { CaseFilter, CaseQueries, SearchPage } from '../case-queries.port.js';
import { caseImported, noticePublished } from '../contract/case-events.test-kit.js';
import type { CasesReadSideHarness, GivenEvent } from '../contract/cases-read-side.harness.test-kit.js';
import { sqliteCasesReadSide } from '../sqlite/cases-read-side.sqlite-harness.test-kit.js';
import { mongoCasesReadSide } from './cases-read-side.mongo-harness.test-kit.js';

const NAMES = [
  'Müller Bau GmbH',
  'Mueller Transportgesellschaft mbH',
  'Muller & Söhne KG',
  'Bäckerei Groß e.K.',
  'Gross Immobilien GmbH & Co. KG',
  'Straßenbau Schmidt UG (haftungsbeschränkt)',
  'Anna Schmidt',
  'Nachlass Jürgen Weber',
  'Weber-Transporte AG',
  'Transporte Nord GmbH',
  'ÖKO Energie eG',
  'Zeta 24 Handels GmbH',
];
const STATES = ['NW', 'BY', 'BE', 'HH', null];

/** A few dozen cases with umlauts, ß, legal forms, long words and numbers, some with a later notice. */
function events(): GivenEvent[] {
  const given: GivenEvent[] = [];
  for (let i = 0; i < 36; i++) {
    const name = NAMES[i % NAMES.length]!;
    const person = /Anna|Nachlass/.test(name);
    const notice: Partial<CaseNotice> = {
      debtorName: i < NAMES.length ? name : `${name} ${i}`,
      debtorKind: person ? (name.startsWith('Nachlass') ? 'estate' : 'person') : 'company',
      legalForm: person ? null : 'GmbH',
      court: i % 2 === 0 ? 'Amtsgericht Köln' : 'Amtsgericht München',
      caseNumber: `${i % 2 === 0 ? '71' : '1502'} ${person ? 'IK' : 'IN'} ${100 + i}/26`,
      state: STATES[i % STATES.length],
      postalCode: i % 3 === 0 ? null : `${50 + (i % 40)}${String(100 + i).slice(0, 3)}`,
      city: [null, 'Köln', 'München', 'Muenchen', 'Frankfurt (Oder)'][i % 5],
      register: person
        ? null
        : { court: 'Amtsgericht Köln', type: i % 4 === 0 ? 'HRA' : 'HRB', number: `${4700 + (i % 7)}` },
      publicationDate: `2026-${String(9 + (i % 3)).padStart(2, '0')}-${String(1 + (i % 5)).padStart(2, '0')}`,
      publicationType: i % 5 === 0 ? 'eroeffnung' : 'sicherungsmassnahmen',
    };
    given.push(caseImported(1000 + i, notice));
    if (i % 7 === 0) {
      given.push(
        noticePublished(1000 + i, { ...notice, publicationType: 'eroeffnung', publicationDate: '2026-11-25' }),
      );
    }
  }
  return given;
}

const QUERIES: CaseFilter[] = [
  {},
  { q: 'müller' },
  { q: 'Mueller' },
  { q: 'mu' },
  { q: 'm' },
  { q: 'GmbH' },
  { q: 'Müller GmbH' },
  { q: 'groß' },
  { q: 'gross immo' },
  { q: 'strassenbau' },
  { q: 'straßenb' },
  { q: 'transport' },
  { q: 'transporte' },
  { q: 'transportgesellschaft' },
  { q: 'transportgesellschaften' },
  { q: 'weber transporte' },
  { q: 'öko' },
  { q: 'zeta 24' },
  { q: '24' },
  { q: '71 IN' },
  { q: '71 IN 102/26' },
  { q: '1502 in 103' },
  { q: 'hrb 4701' },
  { q: '4703' },
  { q: '.*' },
  { q: 'x(' },
  { q: 'müller', state: 'NW' },
  { state: 'BY', procedureType: 'regel' },
  { procedureType: 'verbraucher' },
  { dateFrom: '2026-10-02', dateTo: '2026-11-03' },
  { debtorKind: 'person' },
  { debtorKind: 'company', q: 'transport' },
  { postalCode: '5' },
  { postalCode: '51' },
  { city: 'münch' },
  { city: 'Frankfurt (O' },
  { city: 'Ж' },
  { registerNumber: 'HRA 4700' },
  { registerNumber: '4702' },
  { registerNumber: 'no number' },
  { q: 'gmbh', state: 'BE', dateFrom: '2026-09-01', debtorKind: 'company', city: 'köln' },
  // Relevance (issue #29): identifiers exactly or, when no case has them, their words; legal forms; typos.
  { q: 'IN 102/26' },
  { q: '71 IN 102/2026', sort: 'newest' },
  { q: 'HRB 4701', state: 'NW' },
  { q: 'Amtsgericht Köln HRB 4702 Weber' },
  { q: 'HRB 47' },
  { q: 'Müller Bau', sort: 'newest' },
  { q: 'Müller Bau Gesellschaft mit beschränkter Haftung' },
  { q: 'Aktiengesellschaft' },
  { q: 'gmbh', sort: 'newest' },
  { q: 'Transprotgesellschaft' },
  { q: 'Strasenbau Schmidt' },
  { q: 'Weber Transporte AG', debtorKind: 'company' },
];
const PAGES: SearchPage[] = [
  { offset: 0, limit: 100 },
  { offset: 0, limit: 5 },
  { offset: 3, limit: 4 },
  { offset: 50, limit: 10 },
  { offset: 0, limit: 0 },
];

describeWithMongo('MongoDB search agrees with the SQLite search', () => {
  const harnesses: CasesReadSideHarness[] = [];
  let sqlite: CaseQueries;
  let mongo: CaseQueries;
  beforeAll(async () => {
    const given = events();
    for (const create of [sqliteCasesReadSide({ searchIndex: false }), mongoCasesReadSide()])
      harnesses.push(await create());
    sqlite = (await harnesses[0]!.given(given)).cases;
    mongo = (await harnesses[1]!.given(given)).cases;
  });
  afterAll(async () => {
    for (const harness of harnesses) await harness.dispose();
  });

  it.each(QUERIES.map((filter) => [JSON.stringify(filter), filter] as const))(
    'same cases, order and total for %s',
    async (_, filter) => {
      for (const page of PAGES) {
        const [expected, actual] = await Promise.all([sqlite.search(filter, page), mongo.search(filter, page)]);
        expect(actual).toEqual(expected);
      }
    },
  );

  it('the comparison is not vacuous: most queries find some cases, and not all of them', async () => {
    const totals = await Promise.all(QUERIES.map(async (filter) => (await sqlite.search(filter, PAGES[0]!)).total));
    const all = totals[0]!;
    expect(totals.filter((total) => total > 0 && total < all).length).toBeGreaterThanOrEqual(25);
  });
});
