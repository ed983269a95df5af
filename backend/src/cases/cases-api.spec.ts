import { fixedClock } from '../platform/clock/clock.js';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port.js';
import { PROJECTIONS_HOST, type ProjectionsHost } from '../platform/projections-host/projections-host.port.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { apiClient, healthReport, seedUser } from '../test/test-users.js';
import { ImportCaseHandler } from './import-case/import-case.handler.js';
import { CaseSearchIndex } from './read-model/sqlite/search/search-index/case-search-index.js';
import { testNotice } from './test/notice-factory.js';
import type { CaseNotice } from './domain/case-notice.js';

const clock = fixedClock('2026-11-21T09:00:00Z');

describe('insolvency query API over HTTP', () => {
  let t: TestApp;
  let http: ReturnType<typeof apiClient>;
  let proHttp: ReturnType<typeof apiClient>;

  const importAll = async (notices: CaseNotice[]) => {
    const handler = t.app.get(ImportCaseHandler);
    const results = [];
    for (const notice of notices) results.push(await handler.execute(notice, { correlationId: 'test' }));
    const store = t.app.get<EventStore>(EVENT_STORE);
    await t.app.get<ProjectionsHost>(PROJECTIONS_HOST).waitFor(await store.headPosition());
    return results;
  };

  beforeAll(async () => {
    t = await startTestApp({}, { clock });
    http = (await seedUser(t)).http;
    proHttp = (await seedUser(t, { plan: 'pro_yearly' })).http;
    const others = Array.from({ length: 8 }, (_, i) =>
      testNotice({
        debtorName: `Nordlicht Handel ${i} GmbH`,
        caseNumber: `12 IN ${100 + i}/26`,
        court: 'Amtsgericht Hamburg',
        state: 'HH',
        publicationDate: `2026-11-${String(10 + i).padStart(2, '0')}`,
        register: { court: 'Amtsgericht Hamburg', type: 'HRB', number: `9${i}000` },
      }),
    );
    await importAll([
      testNotice({
        debtorName: 'MÜLLER BAU GmbH & Co. KG',
        caseNumber: '502 IN 77/26',
        court: 'Amtsgericht München',
        state: 'BY',
        publicationDate: '2026-11-20',
        register: { court: 'Amtsgericht München', type: 'HRA', number: '112233' },
      }),
      testNotice({
        debtorName: 'Schmidt, Erika',
        debtorKind: 'person',
        legalForm: null,
        register: null,
        caseNumber: '71 IK 5/26',
        publicationDate: '2026-11-19',
      }),
      testNotice({
        debtorName: 'Grünwald Logistik UG (haftungsbeschränkt)',
        caseNumber: '36a IN 9/26',
        court: 'Amtsgericht Charlottenburg',
        state: 'BE',
        publicationDate: '2026-11-05',
      }),
      ...others,
    ]);
  });
  afterAll(() => t.close());

  describe('GET /api/insolvency/search', () => {
    it('finds Müller Bau by umlaut-folded prefix words without the legal form', async () => {
      for (const q of ['Müller Bau', 'mueller bau', 'Muller', 'MÜLL', 'müller bau gmbh & co. kg']) {
        const response = await http.get('/api/insolvency/search').query({ q }).expect(200);
        expect(response.body.results.map((r: { companyName: string }) => r.companyName)).toEqual([
          'MÜLLER BAU GmbH & Co. KG',
        ]);
      }
    });

    it('finds cases by Aktenzeichen and by register number', async () => {
      const byAz = await http.get('/api/insolvency/search').query({ q: '502 IN 77/26' }).expect(200);
      expect(byAz.body.results[0]).toMatchObject({
        caseNumber: '502 IN 77/26',
        court: 'Amtsgericht München',
        state: 'BY',
      });
      const byRegister = await http.get('/api/insolvency/search').query({ q: 'HRA 112233' }).expect(200);
      expect(byRegister.body.results).toHaveLength(1);
    });

    it('marks why each result matched, in the displayed values (issue #29); none without a query', async () => {
      const byAz = await http.get('/api/insolvency/search').query({ q: '502IN77/26' }).expect(200);
      expect(byAz.body.results[0].highlights).toEqual([{ field: 'caseNumber', start: 0, end: 12 }]);
      const byName = await http.get('/api/insolvency/search').query({ q: 'mueller bau' }).expect(200);
      expect(byName.body.results[0].highlights).toEqual([
        { field: 'companyName', start: 0, end: 6 },
        { field: 'companyName', start: 7, end: 10 },
      ]);
      const sorted = await http.get('/api/insolvency/search').query({ q: 'mueller', sort: 'newest' }).expect(200);
      expect(sorted.body.results[0].highlights).toEqual([{ field: 'companyName', start: 0, end: 6 }]);
      const all = await http.get('/api/insolvency/search').expect(200);
      expect(all.body.results[0].highlights).toEqual([]);
    });

    it('limits free callers to 5 results and says how many exist', async () => {
      const response = await http.get('/api/insolvency/search').expect(200);
      expect(response.body.results).toHaveLength(5);
      expect(response.body.pagination).toEqual({ page: 1, totalPages: 1, total: 5 });
      expect(response.body.subscription).toEqual({ isLimited: true, isPro: false, totalAvailable: 11 });
      // Newest publication first.
      const dates = response.body.results.map((r: { publicationDate: string }) => r.publicationDate);
      expect([...dates].sort().reverse()).toEqual(dates);
      // The five pages one result each of limit=1 are the five results in turn, not the first five times.
      const ids = response.body.results.map((r: { id: number }) => r.id);
      const pages = [];
      for (const page of [1, 2, 3, 4, 5]) {
        const { body } = await http.get('/api/insolvency/search').query({ page, limit: 1 }).expect(200);
        expect(body.pagination).toEqual({ page, totalPages: 5, total: 5 });
        pages.push(...body.results.map((r: { id: number }) => r.id));
      }
      expect(pages).toEqual(ids);
      const page3 = await http.get('/api/insolvency/search').query({ page: 3, limit: 2 }).expect(200);
      expect(page3.body.results.map((r: { id: number }) => r.id)).toEqual(ids.slice(4, 5));
      expect(page3.body.pagination).toEqual({ page: 3, totalPages: 3, total: 5 });
      // Beyond the free results: the last page of them.
      const beyond = await http.get('/api/insolvency/search').query({ page: 9, limit: 2 }).expect(200);
      expect(beyond.body.results.map((r: { id: number }) => r.id)).toEqual(ids.slice(4, 5));
      expect(beyond.body.pagination.page).toBe(3);
    });

    it('takes page and limit only as decimal digits', async () => {
      for (const limit of ['0x10', '1e1', '0b11', ' 5', '5.0', '+5']) {
        const response = await http.get('/api/insolvency/search').query({ limit }).expect(400);
        expect(response.body.message).toContain('Limit muss eine ganze Zahl sein');
      }
      await http.get('/api/insolvency/search').query({ page: '0x2' }).expect(400);
      // Only what is wrong: not "too large" for a page that is no number, or below 1.
      for (const [page, message] of [
        ['abc', 'Seite muss eine ganze Zahl sein'],
        ['-1', 'Seite muss mindestens 1 sein'],
      ]) {
        const response = await http.get('/api/insolvency/search').query({ page }).expect(400);
        expect(response.body.message).toBe(message);
      }
      await http.get('/api/insolvency/recent').query({ limit: '1e1' }).expect(400);
    });

    it('pages through all results for Pro callers', async () => {
      const { body: page2 } = await proHttp.get('/api/insolvency/search').query({ page: 2, limit: 4 }).expect(200);
      expect(page2.results).toHaveLength(4);
      expect(page2.pagination).toEqual({ page: 2, totalPages: 3, total: 11 });
      expect(page2.subscription).toEqual({ isLimited: false, isPro: true, totalAvailable: 11 });
      // Beyond the last page: the last page, its results and its number agreeing.
      const { body: page3 } = await proHttp.get('/api/insolvency/search').query({ page: 3, limit: 4 }).expect(200);
      const { body: beyond } = await proHttp.get('/api/insolvency/search').query({ page: 99, limit: 4 }).expect(200);
      expect(beyond.results).toHaveLength(3);
      expect(beyond).toEqual(page3);
      // A free caller with fewer results than the five it may see: the same.
      const few = await http
        .get('/api/insolvency/search')
        .query({ state: 'HH', dateFrom: '2026-11-12', dateTo: '2026-11-14', page: 5, limit: 1 })
        .expect(200);
      expect(few.body.results).toHaveLength(1);
      expect(few.body.pagination).toEqual({ page: 3, totalPages: 3, total: 3 });
    });

    it('filters by Bundesland, date range and procedure type', async () => {
      const hamburg = await http
        .get('/api/insolvency/search')
        .query({ state: 'HH', dateFrom: '2026-11-12', dateTo: '2026-11-14' })
        .expect(200);
      expect(hamburg.body.subscription.totalAvailable).toBe(3);
      const consumer = await http.get('/api/insolvency/search').query({ procedureType: 'verbraucher' }).expect(200);
      expect(consumer.body.results.map((r: { companyName: string }) => r.companyName)).toEqual(['Schmidt, Erika']);
      const empty = await http.get('/api/insolvency/search').query({ q: 'Gibtsnicht' }).expect(200);
      expect(empty.body).toEqual({
        results: [],
        pagination: { page: 1, totalPages: 1, total: 0 },
        subscription: { isLimited: false, isPro: false, totalAvailable: 0 },
        dataAvailable: true,
        similarSpellings: false,
      });
    });

    it('nothing written so: a typo in a word of three to five letters finds similar spellings, and says so', async () => {
      const search = async (q: string) => (await http.get('/api/insolvency/search').query({ q }).expect(200)).body;
      const similar = await search('Nordlicht Handl');
      expect(similar.similarSpellings).toBe(true);
      expect(similar.subscription).toEqual({ isLimited: true, isPro: false, totalAvailable: 8 });
      expect(similar.results[0].companyName).toBe('Nordlicht Handel 7 GmbH');
      // "Handel" is marked whole, as the word the typo stood for.
      expect(similar.results[0].highlights).toEqual([
        { field: 'companyName', start: 0, end: 9 },
        { field: 'companyName', start: 10, end: 16 },
      ]);
      // Written so: the exact results, no similar spellings; a long word's typo is found as before.
      expect(await search('Nordlicht Handel')).toMatchObject({ similarSpellings: false });
      expect(await search('Grünwald Lgistik')).toMatchObject({ similarSpellings: false, pagination: { total: 1 } });
      // Two edits away, or a word of two letters: nothing, and nothing similar.
      expect(await search('Nordlicht Hndl')).toMatchObject({ results: [], similarSpellings: false });
      expect(await search('Nordlicht Xy')).toMatchObject({ results: [], similarSpellings: false });
      // A word of three letters too: "Bay" for "Bau".
      expect(await search('Müller Bay')).toMatchObject({ similarSpellings: true, pagination: { total: 1 } });
    });

    it('filters by debtor kind, postal code, city and register number, alone and with the text', async () => {
      const companies = (query: Record<string, string>) =>
        proHttp
          .get('/api/insolvency/search')
          .query(query)
          .expect(200)
          .then((response) => response.body.results.map((r: { companyName: string }) => r.companyName));
      expect(await companies({ debtorKind: 'person' })).toEqual(['Schmidt, Erika']);
      expect(await companies({ debtorKind: 'company', q: 'Schmidt' })).toEqual([]);
      expect((await companies({ debtorKind: 'company' })).length).toBe(10);
      // testNotice's address is 50667 Köln unless a notice says otherwise.
      expect((await companies({ postalCode: '50', debtorKind: 'company' })).length).toBe(10);
      expect(await companies({ postalCode: '8' })).toEqual([]);
      expect(await companies({ city: ' koeln ', q: 'Grünwald' })).toEqual([
        'Grünwald Logistik UG (haftungsbeschränkt)',
      ]);
      expect(await companies({ registerNumber: 'HRA 112233' })).toEqual(['MÜLLER BAU GmbH & Co. KG']);
      expect(await companies({ registerNumber: '93000', state: 'HH' })).toEqual(['Nordlicht Handel 3 GmbH']);
    });

    it('takes the filters from Pro users calling with a personal API key (the query API)', async () => {
      const { body: key } = await proHttp.post('/api/auth/api-keys').send({ name: 'Kreditprüfung' }).expect(201);
      const response = await apiClient(t)
        .set('X-API-Key', key.key)
        .get('/api/insolvency/search')
        .query({ debtorKind: 'company', city: 'Köln', postalCode: '506', registerNumber: 'HRB 95000' })
        .expect(200);
      expect(response.body.results.map((r: { companyName: string }) => r.companyName)).toEqual([
        'Nordlicht Handel 5 GmbH',
      ]);
      const refused = await apiClient(t)
        .set('X-API-Key', key.key)
        .get('/api/insolvency/search')
        .query({ postalCode: '8033x' })
        .expect(400);
      expect(refused.body.message).toContain('PLZ muss aus 1 bis 5 Ziffern bestehen (z. B. 80)');
    });

    it('treats empty parameters as absent', async () => {
      const response = await http
        .get(
          '/api/insolvency/search?q=&state=&dateFrom=&procedureType=&debtorKind=&postalCode=%20&city=&registerNumber=',
        )
        .expect(200);
      expect(response.body.subscription.totalAvailable).toBe(11);
    });

    it.each([
      [
        { state: 'XX' },
        'Ungültiges Bundesland (erlaubt: BW, BY, BE, BB, HB, HH, HE, MV, NI, NW, RP, SL, SN, ST, SH, TH)',
      ],
      [{ dateFrom: '21.11.2026' }, 'Ungültiges Von-Datum (ein Kalendertag im Format JJJJ-MM-TT)'],
      [{ dateFrom: '2026-02-30' }, 'Ungültiges Von-Datum (ein Kalendertag im Format JJJJ-MM-TT)'],
      [{ dateTo: '2026-13-01' }, 'Ungültiges Bis-Datum (ein Kalendertag im Format JJJJ-MM-TT)'],
      [{ dateFrom: '2026-11-21', dateTo: '2026-11-01' }, 'Das Von-Datum darf nicht nach dem Bis-Datum liegen'],
      [{ procedureType: 'insolvenz' }, 'Ungültige Verfahrensart (erlaubt: regel, verbraucher, antrag)'],
      [{ limit: '0' }, 'Limit muss mindestens 1 sein'],
      [{ limit: '101' }, 'Limit darf höchstens 100 sein'],
      [{ page: 'zwei' }, 'Seite muss eine ganze Zahl sein'],
      [{ sort: 'name' }, 'Ungültige Sortierung (erlaubt: relevance, newest)'],
      [{ order: 'name' }, 'Unbekanntes Feld "order"'],
      [{ debtorKind: 'verbraucher' }, 'Ungültige Schuldnerart (erlaubt: company, person)'],
      [{ postalCode: '803311' }, 'PLZ muss aus 1 bis 5 Ziffern bestehen (z. B. 80)'],
      [{ postalCode: 'München' }, 'PLZ muss aus 1 bis 5 Ziffern bestehen (z. B. 80)'],
      [{ city: '80 München' }, 'Ort muss mit einem Buchstaben beginnen und darf keine Ziffern enthalten'],
      [{ city: 'M'.repeat(101) }, 'Ort darf höchstens 100 Zeichen lang sein'],
      [{ registerNumber: 'HRX 12' }, 'Ungültige Registernummer (z. B. HRB 12345 oder 12345)'],
    ])('rejects %j with 400 and a German message', async (query, message) => {
      const response = await http.get('/api/insolvency/search').query(query).expect(400);
      expect(response.body.message).toContain(message);
      expect(response.headers['content-type']).toMatch(/problem\+json/);
    });
  });

  describe('GET /api/insolvency/{id}', () => {
    it('returns the case with every field and its notice timeline, newest first', async () => {
      const [first] = await importAll([
        testNotice({
          caseNumber: '9 IN 1/26',
          debtorName: 'Zeitleiste GmbH',
          publicationDate: '2026-11-02',
          publicationType: 'sicherungsmassnahmen',
        }),
        testNotice({
          caseNumber: '9 IN 1/26',
          debtorName: 'Zeitleiste GmbH',
          publicationDate: '2026-11-16',
          publicationType: 'eroeffnung',
          administrator: {
            role: 'insolvenzverwalter',
            name: 'Dr. Anna Verwalterin',
            firm: 'Kanzlei AV',
            street: 'Ring 2',
            postalCode: '50672',
            city: 'Köln',
            phone: null,
            email: null,
          },
        }),
      ]);
      const response = await http.get(`/api/insolvency/${first.caseId}`).expect(200);
      expect(response.body).toMatchObject({
        id: first.caseId,
        companyName: 'Zeitleiste GmbH',
        court: 'Amtsgericht Köln',
        caseNumber: '9 IN 1/26',
        status: 'Verfahren eröffnet',
        procedureType: 'regel',
        publicationDate: '2026-11-16',
        address: 'Hauptstraße 1, 50667 Köln',
        administrator: 'Dr. Anna Verwalterin, Kanzlei AV, Ring 2, 50672 Köln',
        state: 'NW',
        noticeCount: 2,
      });
      expect(response.body.createdAt).toBe('2026-11-21T09:00:00.000Z');
      expect(
        response.body.notices.map((n: { publicationType: string; status: string }) => [n.publicationType, n.status]),
      ).toEqual([
        ['eroeffnung', 'Verfahren eröffnet'],
        ['sicherungsmassnahmen', 'Antrag gestellt'],
      ]);
    });

    it('answers 404 "Fall nicht gefunden" for unknown or malformed ids', async () => {
      for (const id of ['999999999', 'abc', '-1']) {
        const response = await http.get(`/api/insolvency/${id}`).expect(404);
        expect(response.body.message).toBe('Fall nicht gefunden');
      }
    });
  });

  describe('GET /api/insolvency/recent', () => {
    it('lists the newest notices, at most 5 for free callers, telling how many exist', async () => {
      const response = await http.get('/api/insolvency/recent').expect(200);
      expect(response.body.results).toHaveLength(5);
      expect(response.body.results[0].publicationDate).toBe('2026-11-20');
      expect(response.body.subscription).toMatchObject({ isLimited: true, isPro: false });
      await http.get('/api/insolvency/recent').query({ limit: 'x' }).expect(400);
    });
  });

  describe('GET /api/insolvency/stats', () => {
    it('counts recent and total cases and the weekly change', async () => {
      const response = await http.get('/api/insolvency/stats').expect(200);
      // Last 7 days (15.–21.11.): Müller, Schmidt, Nordlicht 5–7, Zeitleiste = 6; the 7 days before: 5.
      expect(response.body).toMatchObject({ recentCases: 6, previousCases: 5, totalCases: 12, weeklyChange: 20 });
      // Chart data: 30 Berlin days, oldest first, zero-filled; cases per Land, most first.
      const daily = response.body.daily as { date: string; count: number }[];
      expect(daily).toHaveLength(30);
      expect(daily[0]!.date).toBe('2026-10-23');
      expect(daily[29]!.date).toBe('2026-11-21');
      expect(daily.find((d) => d.date === '2026-11-20')!.count).toBeGreaterThanOrEqual(1);
      expect(daily.reduce((n, d) => n + d.count, 0)).toBe(12);
      expect(response.body.byState[0]).toEqual({ state: 'HH', count: 8 });
      expect(response.body.byState).toContainEqual({ state: 'BY', count: 1 });
    });
  });

  describe('GET /api/insolvency/import-status', () => {
    it('reports imports, the next session in Berlin time and the portal connection', async () => {
      const response = await http.get('/api/insolvency/import-status').expect(200);
      expect(response.body.importStats).toMatchObject({
        activeCases: 12,
        todayImports: 12,
        weeklyImports: 12,
        totalSessions: 4,
      });
      // Cases recorded without an import run: no run to report on, the monitor says so instead of "aktiv".
      expect(response.body.systemStatus).toMatchObject({
        status: 'idle',
        overall: { state: 'never', label: 'Noch kein Import' },
        currentRun: null,
        importMethod: 'Portal-Abfrage (HTTP)',
        lastImportTime: null,
        nextImportSession: { time: '12:30', name: 'Midday Session' },
      });
      expect(response.body.portalConnection.primary).toMatchObject({
        status: 'unknown',
        url: 'https://neu.insolvenzbekanntmachungen.de',
      });
      expect(response.body.recentActivity).toHaveLength(10);
      expect(Object.keys(response.body.recentActivity[0]).sort()).toEqual(['companyName', 'court', 'createdAt', 'id']);
    });

    it('counts as active only the cases whose proceedings no notice has ended', async () => {
      const total = (await http.get('/api/insolvency/stats').expect(200)).body.totalCases as number;
      const active = async () =>
        (await http.get('/api/insolvency/import-status').expect(200)).body.importStats.activeCases as number;
      expect(await active()).toBe(total); // every case so far is an application or an opened proceeding
      // The application against Grünwald Logistik is dismissed for lack of assets: the case stays, its proceedings end.
      await importAll([
        testNotice({
          debtorName: 'Grünwald Logistik UG (haftungsbeschränkt)',
          caseNumber: '36a IN 9/26',
          court: 'Amtsgericht Charlottenburg',
          state: 'BE',
          publicationDate: '2026-11-06',
          publicationType: 'abweisung_mangels_masse',
        }),
      ]);
      expect(await active()).toBe(total - 1);
      expect((await http.get('/api/insolvency/stats').expect(200)).body.totalCases).toBe(total);
    });
  });

  it('re-importing the same notice records nothing', async () => {
    const store = t.app.get<EventStore>(EVENT_STORE);
    const before = await store.headPosition();
    const [result] = await importAll([
      testNotice({
        debtorName: 'MÜLLER BAU GmbH & Co. KG',
        caseNumber: '502 IN 77/26',
        court: 'Amtsgericht München',
        state: 'BY',
        publicationDate: '2026-11-20',
        register: { court: 'Amtsgericht München', type: 'HRA', number: '112233' },
      }),
    ]);
    expect(result.outcome).toBe('unchanged');
    expect(await store.headPosition()).toBe(before);
  });
});

// The snapshot index belongs to the SQLite read store; on MongoDB (TEST_READ_STORE=mongo, and the read store of
// TEST_PROFILE=distributed) searches use the indexed terms of the cases read model, tested by the suite above.
const readStoreIsMongo = process.env.TEST_READ_STORE === 'mongo' || process.env.TEST_PROFILE === 'distributed';
const describeOnSqlite = readStoreIsMongo ? describe.skip : describe;

describeOnSqlite('search through the in-memory search index', () => {
  it('answers from the index once it is built, and exactly (from SQLite) while the read model moves on', async () => {
    const t = await startTestApp({}, { clock });
    try {
      const { http } = await seedUser(t, { plan: 'pro_monthly' });
      const handler = t.app.get(ImportCaseHandler);
      const importOne = async (notice: CaseNotice) => {
        await handler.execute(notice, { correlationId: 'test' });
        await t.app
          .get<ProjectionsHost>(PROJECTIONS_HOST)
          .waitFor(await t.app.get<EventStore>(EVENT_STORE).headPosition());
      };
      for (let i = 0; i < 6; i++) {
        await importOne(
          testNotice({
            debtorName: `Müller Bau ${i} GmbH`,
            caseNumber: `502 IN ${i + 1}/26`,
            state: i % 2 === 0 ? 'BY' : 'HH',
            publicationDate: `2026-11-1${i}`,
          }),
        );
      }
      const search = async (query: Record<string, string>) =>
        (await http.get('/api/insolvency/search').query(query).expect(200)).body as {
          results: { companyName: string }[];
          pagination: { total: number };
        };
      const index = t.app.get(CaseSearchIndex);

      // The first search after the writes plans a rebuild; it happens once the read model has been quiet for 1 s.
      expect((await search({ q: 'müller', state: 'BY' })).pagination.total).toBe(3);
      for (let i = 0; i < 100 && index.status().state !== 'ready'; i++) await new Promise((r) => setTimeout(r, 50));
      expect(index.status()).toMatchObject({ state: 'ready', cases: 6 });

      const fromIndex = await search({ q: 'müller', state: 'BY' });
      expect(fromIndex.results.map((r) => r.companyName)).toEqual([
        'Müller Bau 4 GmbH',
        'Müller Bau 2 GmbH',
        'Müller Bau 0 GmbH',
      ]);
      // By relevance: the word as a prefix (the candidates), as a whole word, and the exact name "müller" (read in
      // the term-set thread with the others).
      expect(index.status().termSetLoads).toBe(3);
      const health = await healthReport(t);
      expect(health.body.components).toContainEqual(
        expect.objectContaining({
          name: 'search-index',
          status: 'ok',
          details: expect.objectContaining({ state: 'ready' }),
        }),
      );

      // A new notice makes the snapshot stale: the next search sees the new case at once.
      await importOne(
        testNotice({
          debtorName: 'Müller Neu GmbH',
          caseNumber: '502 IN 99/26',
          state: 'BY',
          publicationDate: '2026-11-20',
        }),
      );
      const afterImport = await search({ q: 'müller', state: 'BY' });
      expect(afterImport.pagination.total).toBe(4);
      expect(afterImport.results[0].companyName).toBe('Müller Neu GmbH');
      expect(index.status().state).not.toBe('ready');
    } finally {
      await t.close();
    }
  });
});

describe('POST /api/admin/import', () => {
  it('is for admins only: 401 without a session', async () => {
    const t = await startTestApp();
    const response = await apiClient(t).post('/api/admin/import').expect(401);
    expect(response.body.message).toBe('Bitte melden Sie sich an.');
    const user = await seedUser(t);
    const refused = await user.http.post('/api/admin/import').expect(403);
    expect(refused.body.message).toBe('Diese Funktion ist Administratoren vorbehalten.');
    // Before the first import a search finds nothing because there is nothing yet, and says so.
    const empty = await user.http.get('/api/insolvency/search').query({ q: 'Muster' }).expect(200);
    expect(empty.body).toMatchObject({ results: [], dataAvailable: false });
    await t.close();
  });
});
