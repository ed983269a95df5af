import { fixedClock } from '../../platform/clock/clock.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { PROJECTIONS_HOST, type ProjectionsHost } from '../../platform/projections-host/projections-host.port.js';
import { rebuildReadModels } from '../../test/rebuilt-read-models.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { apiClient, seedUser, type TestUser } from '../../test/test-users.js';
import { ImportCaseHandler } from '../import-case/import-case.handler.js';
import { testNotice } from '../test/notice-factory.js';
import { historyAggregates } from './history-aggregates.test-kit.js';

// Today is 2026-11-21 (Berlin): Free sees 2026-10-23 … 2026-11-21.
const NOTICES = {
  // Erased by the cleanup (a person after 14 days, companies after 30).
  person: testNotice({
    debtorName: 'Quellmalz, Zacharias',
    debtorKind: 'person',
    legalForm: null,
    register: null,
    court: 'Amtsgericht Leipzig',
    state: 'SN',
    caseNumber: '401 IK 901/26',
    publicationType: 'eroeffnung',
    publicationDate: '2026-11-05',
    street: 'Zwetschgenweg 7',
    postalCode: '04109',
    city: 'Leipzig',
    text: 'In dem Verbraucherinsolvenzverfahren über das Vermögen des Zacharias Quellmalz, Zwetschgenweg 7 …',
  }),
  company: testNotice({
    debtorName: 'Xylophonwerk Wunderlich GmbH',
    caseNumber: '72 IN 902/26',
    publicationDate: '2026-10-20',
    street: 'Orgelpfeifenstraße 3',
    text: 'Über das Vermögen der Xylophonwerk Wunderlich GmbH, Orgelpfeifenstraße 3, wird das Verfahren eröffnet …',
  }),
  spring: testNotice({
    debtorName: 'Frühlingsgarten Kuckuck KG',
    legalForm: 'KG',
    court: 'Amtsgericht München',
    state: 'BY',
    caseNumber: '1502 IN 77/26',
    publicationType: 'eroeffnung',
    publicationDate: '2026-03-10',
  }),
  // Kept.
  recentCompany: testNotice({
    debtorName: 'Frischgemeldet AG',
    legalForm: 'AG',
    caseNumber: '72 IN 904/26',
    publicationDate: '2026-11-16',
  }),
  recentPerson: testNotice({
    debtorName: 'Bleibtnoch, Berta',
    debtorKind: 'person',
    legalForm: null,
    register: null,
    caseNumber: '71 IK 903/26',
    publicationDate: '2026-11-18',
  }),
};

/** Names, addresses and Aktenzeichen of every seeded case: none may appear in the statistics. */
const PERSONAL = Object.values(NOTICES).flatMap(
  (notice) =>
    [notice.debtorName, notice.street, notice.caseNumber, notice.postalCode, notice.city]
      .filter((value): value is string => Boolean(value))
      .filter((value) => !['Köln', 'Leipzig'].includes(value)), // place names that are also court names
);

/**
 * The personal values found in `text`, each as a whole (no letter or digit right before or after it): a postal
 * code such as "04109" is not personal inside a case id or a listing fingerprint, hashed numbers that differ in
 * every run and held it about once in a thousand runs.
 */
function personalIn(text: string): string[] {
  return PERSONAL.filter((value) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u').test(text),
  );
}

describe('historical statistics ("Historische Daten")', () => {
  const clock = fixedClock('2026-11-21T09:00:00Z');
  let t: TestApp;
  let free: TestUser;
  let pro: TestUser;
  let admin: TestUser;

  const settle = async () => {
    const store = t.app.get<EventStore>(EVENT_STORE);
    await t.app.get<ProjectionsHost>(PROJECTIONS_HOST).waitFor(await store.headPosition());
  };
  const yearByMonth = { from: '2026-01-01', to: '2026-12-31', groupBy: 'state', interval: 'month' };

  beforeAll(async () => {
    t = await startTestApp({}, { clock });
    [free, pro, admin] = await Promise.all([
      seedUser(t),
      seedUser(t, { plan: 'pro_monthly' }),
      seedUser(t, { role: 'admin', plan: 'pro_yearly' }),
    ]);
    const importer = t.app.get(ImportCaseHandler);
    for (const notice of Object.values(NOTICES)) await importer.execute(notice, { correlationId: 'history-test' });
    await settle();
  });
  afterAll(() => t.close());

  it('gives Pro users any range, by month and Land, zero-filled, most frequent group first', async () => {
    const { body } = await pro.http.get('/api/insolvency/history').query(yearByMonth).expect(200);
    expect(body).toMatchObject({ from: '2026-01-01', to: '2026-12-31', total: 5, restriction: null });
    expect(body.periods).toHaveLength(12);
    expect(body.periods[2]).toEqual({
      key: '2026-03',
      label: 'März 2026',
      from: '2026-03-01',
      to: '2026-03-31',
      total: 1,
    });
    expect(body.periods[10]).toMatchObject({ key: '2026-11', label: 'November 2026', total: 3 });
    expect(body.groups).toEqual([
      { key: 'NW', label: 'Nordrhein-Westfalen', total: 3 },
      { key: 'BY', label: 'Bayern', total: 1 },
      { key: 'SN', label: 'Sachsen', total: 1 },
    ]);
    expect(body.counts).toEqual([
      { period: '2026-03', group: 'BY', count: 1 },
      { period: '2026-10', group: 'NW', count: 1 },
      { period: '2026-11', group: 'NW', count: 2 },
      { period: '2026-11', group: 'SN', count: 1 },
    ]);
  });

  it('groups by ISO week, procedure type, legal form (unbekannt when not parsed) and debtor kind', async () => {
    const query = { from: '2026-11-01', to: '2026-11-21' };
    const weeks = await pro.http
      .get('/api/insolvency/history')
      .query({ ...query, interval: 'week', groupBy: 'debtorKind' });
    expect(weeks.body.periods.map((p: { label: string; from: string; to: string }) => [p.label, p.from, p.to])).toEqual(
      [
        ['KW 44/2026', '2026-11-01', '2026-11-01'],
        ['KW 45/2026', '2026-11-02', '2026-11-08'],
        ['KW 46/2026', '2026-11-09', '2026-11-15'],
        ['KW 47/2026', '2026-11-16', '2026-11-21'],
      ],
    );
    expect(weeks.body.groups).toEqual([
      { key: 'person', label: 'Privatperson', total: 2 },
      { key: 'company', label: 'Unternehmen', total: 1 },
    ]);
    const forms = await pro.http
      .get('/api/insolvency/history')
      .query({ ...query, groupBy: 'legalForm' })
      .expect(200);
    expect(forms.body.groups.map((g: { key: string; total: number }) => [g.key, g.total])).toEqual([
      ['unbekannt', 2],
      ['AG', 1],
    ]);
    const types = await pro.http
      .get('/api/insolvency/history')
      .query({ ...query, groupBy: 'procedureType' })
      .expect(200);
    expect(types.body.groups.map((g: { label: string }) => g.label)).toEqual([
      'Verbraucherinsolvenzverfahren',
      'Eröffnungsantrag',
    ]);
    const courts = await pro.http
      .get('/api/insolvency/history')
      .query({ ...query, groupBy: 'court' })
      .expect(200);
    expect(courts.body.groups.map((g: { key: string }) => g.key)).toEqual(['Amtsgericht Köln', 'Amtsgericht Leipzig']);
  });

  it('shows Free users the last 30 days only and says so', async () => {
    const { body } = await free.http.get('/api/insolvency/history').query(yearByMonth).expect(200);
    expect(body).toMatchObject({
      from: '2026-10-23',
      to: '2026-12-31',
      total: 3,
      restriction: { days: 30, earliestDate: '2026-10-23', applied: true },
    });
    expect(body.periods.map((p: { key: string }) => p.key)).toEqual(['2026-10', '2026-11', '2026-12']);
    const within = await free.http.get('/api/insolvency/history').query({ from: '2026-11-10' }).expect(200);
    expect(within.body.restriction).toEqual({ days: 30, earliestDate: '2026-10-23', applied: false });
    expect(within.body.total).toBe(2);
    // A range wholly before the window shows nothing of it.
    const before = await free.http.get('/api/insolvency/history').query({ from: '2026-03-01', to: '2026-03-31' });
    expect(before.body).toMatchObject({ from: '2026-10-23', to: '2026-10-23', total: 0 });
  });

  it('exports CSV for German Excel: BOM, semicolons, German headings, labels and dates', async () => {
    const response = await pro.http
      .get('/api/insolvency/history.csv')
      .query({ from: '2026-10-01', to: '2026-11-30', groupBy: 'state', interval: 'month' })
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="historische-daten-2026-10-01-bis-2026-11-30.csv"',
    );
    const bytes = response.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe(
      [
        'Zeitraum;Von;Bis;Bundesland;Neue Verfahren',
        'Oktober 2026;01.10.2026;31.10.2026;Nordrhein-Westfalen;1',
        'November 2026;01.11.2026;30.11.2026;Nordrhein-Westfalen;2',
        'November 2026;01.11.2026;30.11.2026;Sachsen;1',
        '',
      ].join('\r\n'),
    );
    const clamped = await free.http.get('/api/insolvency/history.csv').query({ from: '2026-01-01' }).expect(200);
    expect(clamped.text).not.toContain('März');
  });

  it('refuses bad input with German messages', async () => {
    const bad = async (query: Record<string, string>) =>
      (await pro.http.get('/api/insolvency/history').query(query).expect(400)).body.message;
    expect(await bad({ groupBy: 'name' })).toBe(
      'Ungültige Aufteilung (erlaubt: state, court, procedureType, legalForm, debtorKind)',
    );
    expect(await bad({ interval: 'day' })).toBe('Ungültiges Zeitraster (erlaubt: week, month, year)');
    expect(await bad({ from: '2026-02-30' })).toBe('Ungültiges Von-Datum (ein Kalendertag im Format JJJJ-MM-TT)');
    expect(await bad({ from: '2026-11-21', to: '2026-11-01' })).toBe(
      'Das Von-Datum darf nicht nach dem Bis-Datum liegen',
    );
    expect(await bad({ from: '1998-12-31' })).toBe(
      'Das Von-Datum darf nicht vor dem 01.01.1999 liegen (Inkrafttreten der InsO)',
    );
  });

  it('is part of the query API: a Pro user’s personal API key reads it', async () => {
    const { body } = await pro.http.post('/api/auth/api-keys').send({ name: 'Statistik' }).expect(201);
    const response = await apiClient(t).set('X-API-Key', body.key).get('/api/insolvency/history').query(yearByMonth);
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(5);
    expect(response.headers['x-ratelimit-limit']).toBe('50000');
  });

  it('holds no personal data and survives the erasure of the cases and a replay of the log', async () => {
    const aggregates = () => historyAggregates(t.config.readStore, (token) => t.app.get(token));
    const answers = async () =>
      Promise.all(
        ['state', 'court', 'procedureType', 'legalForm', 'debtorKind'].map(
          async (groupBy) =>
            (
              await pro.http
                .get('/api/insolvency/history')
                .query({ ...yearByMonth, groupBy })
                .expect(200)
            ).body,
        ),
      );
    const before = { rows: (await aggregates()).rows, answers: await answers() };
    expect((await aggregates()).openCases).toBe(5);

    const started = await admin.http.post('/api/admin/cleanup').expect(202);
    for (let i = 0; ; i++) {
      const run = (await admin.http.get('/api/admin/dashboard').expect(200)).body.cleanupRun;
      if (run?.runId === started.body.runId && run.status === 'completed') break;
      if (i > 500) throw new Error('cleanup did not complete');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await settle();
    const search = await admin.http.get('/api/insolvency/search').query({ q: 'Quellmalz' }).expect(200);
    expect(search.body.results).toEqual([]);
    expect(await aggregates()).toEqual({ rows: before.rows, openCases: 2 });
    expect(await answers()).toEqual(before.answers);

    // Embedded: `npm run replay -- historical-stats` in place; distributed: a projections worker into a fresh
    // database, whose aggregates must equal the live ones.
    const rebuilt = await rebuildReadModels(t, ['historical-stats']);
    try {
      expect(await historyAggregates(rebuilt.readStore, rebuilt.get)).toEqual({ rows: before.rows, openCases: 2 });
    } finally {
      await rebuilt.close();
    }
    expect(await aggregates()).toEqual({ rows: before.rows, openCases: 2 });
    expect(await answers()).toEqual(before.answers);

    // No name, address or Aktenzeichen: not in the read model's rows, not in the answers, not in the erasure
    // records the statistics are rebuilt from.
    const store = t.app.get<EventStore>(EVENT_STORE);
    const erasures = (await store.readAll({ maxCount: 10_000 })).filter((e) => e.type === 'CaseRetentionExpired');
    expect(erasures).toHaveLength(3);
    expect(erasures.every((e) => (e.data as { statistics?: unknown }).statistics)).toBe(true);
    const published = JSON.stringify([await aggregates(), await answers(), erasures.map((e) => e.data)]);
    expect(PERSONAL.length).toBeGreaterThan(10);
    expect(personalIn(published)).toEqual([]);
    const csv = (await pro.http.get('/api/insolvency/history.csv').query({ ...yearByMonth, groupBy: 'court' })).text;
    expect(personalIn(csv)).toEqual([]);
  });
});
