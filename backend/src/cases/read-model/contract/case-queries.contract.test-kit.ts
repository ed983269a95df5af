import { caseKey } from '../../domain/case-key.js';
import { testNotice } from '../../test/notice-factory.js';
import type { CaseNotice } from '../../domain/case-notice.js';
import type { CaseFilter, CaseQueries, CaseRecord } from '../case-queries.port.js';
import type { CasesReadSideHarness, GivenEvent } from './cases-read-side.harness.test-kit.js';
import { caseImported, noticePublished, retentionExpired } from './case-events.test-kit.js';

/**
 * The behaviour every `CaseQueries` adapter must show, given events of the cases module. Call from an adapter's
 * spec with a harness that builds its read models with the real projections.
 */

const MUELLER_BAU: Partial<CaseNotice> = {
  debtorName: 'Müller Bau GmbH',
  court: 'Amtsgericht Köln',
  caseNumber: '71 IN 100/26',
  state: 'NW',
  postalCode: '50667',
  city: 'Köln',
  register: { court: 'Amtsgericht Köln', type: 'HRB', number: '12345' },
  publicationDate: '2026-11-20',
  publicationType: 'eroeffnung',
};
const MUELLER_LOGISTIK: Partial<CaseNotice> = {
  debtorName: 'Müller Logistik GmbH',
  court: 'Amtsgericht München',
  caseNumber: '1502 IN 200/26',
  state: 'BY',
  postalCode: '80331',
  city: 'München',
  register: { court: 'Amtsgericht München', type: 'HRB', number: '777' },
  publicationDate: '2026-11-18',
};
const ANNA_SCHMIDT: Partial<CaseNotice> = {
  debtorName: 'Anna Schmidt',
  debtorKind: 'person',
  legalForm: null,
  court: 'Amtsgericht Hamburg',
  caseNumber: '67c IK 300/26',
  state: 'HH',
  postalCode: '20095',
  city: 'Hamburg',
  register: null,
  publicationDate: '2026-11-19',
};
const BAECKEREI: Partial<CaseNotice> = {
  debtorName: 'Bäckerei Groß KG',
  legalForm: 'KG',
  court: 'Amtsgericht Charlottenburg',
  caseNumber: '36a IN 400/26',
  state: 'BE',
  postalCode: '10115',
  city: 'Berlin',
  register: { court: 'Amtsgericht Charlottenburg', type: 'HRA', number: '555' },
  publicationDate: '2026-11-20',
};
const NACHLASS: Partial<CaseNotice> = {
  debtorName: 'Nachlass Jürgen Weber',
  debtorKind: 'estate',
  legalForm: null,
  court: 'Amtsgericht Köln',
  caseNumber: '71 IN 500/26',
  state: 'NW',
  postalCode: '50999',
  city: 'Köln',
  register: null,
  publicationDate: '2026-10-01',
};

/** Ids chosen so that the two cases of 2026-11-20 tie on the date: the higher id comes first. */
const ids = { muellerBau: 101, muellerLogistik: 102, anna: 103, baeckerei: 104, nachlass: 105 };

/** Thirty cases of one word for deep pages, one per day of September 2026 (ids 201–230). */
const TRANSPORTE = Array.from({ length: 30 }, (_, i) => ({
  id: 201 + i,
  notice: {
    debtorName: `Transporte Nummer${i + 1} GmbH`,
    court: 'Amtsgericht Essen',
    caseNumber: `160 IN ${i + 1}/26`,
    state: 'NW',
    postalCode: '45127',
    city: 'Essen',
    register: { court: 'Amtsgericht Essen', type: 'HRB', number: `9${i}` },
    publicationDate: `2026-09-${String(i + 1).padStart(2, '0')}`,
  } satisfies Partial<CaseNotice>,
}));

const EVENTS: GivenEvent[] = [
  caseImported(ids.muellerBau, MUELLER_BAU, '2026-11-20T08:00:00.000Z'),
  caseImported(ids.muellerLogistik, MUELLER_LOGISTIK, '2026-11-18T08:00:00.000Z'),
  caseImported(ids.anna, ANNA_SCHMIDT, '2026-11-19T08:00:00.000Z'),
  caseImported(ids.baeckerei, BAECKEREI, '2026-11-20T09:00:00.000Z'),
  caseImported(ids.nachlass, NACHLASS, '2026-10-01T08:00:00.000Z'),
  ...TRANSPORTE.map((t) => caseImported(t.id, t.notice, `2026-09-${t.notice.publicationDate.slice(8)}T08:00:00.000Z`)),
];

/** Every case in search order: newest publication first, same day: higher id first. */
const ALL_IN_ORDER = [
  ids.baeckerei,
  ids.muellerBau,
  ids.anna,
  ids.muellerLogistik,
  ids.nachlass,
  ...TRANSPORTE.map((t) => t.id).reverse(),
];

export function caseQueriesContract(adapter: string, createHarness: () => Promise<CasesReadSideHarness>): void {
  describe(`CaseQueries contract: ${adapter}`, () => {
    let harness: CasesReadSideHarness;
    let cases: CaseQueries;

    beforeAll(async () => {
      harness = await createHarness();
      ({ cases } = await harness.given(EVENTS));
    });
    afterAll(() => harness.dispose());

    const found = async (filter: CaseFilter, page = { offset: 0, limit: 100 }) => {
      const result = await cases.search(filter, page);
      return { total: result.total, ids: result.cases.map((c) => c.id) };
    };
    const inOrder = (...wanted: number[]) => ALL_IN_ORDER.filter((id) => wanted.includes(id));

    describe('search', () => {
      it('without words or filters: every case, newest publication first, ties by the higher case id', async () => {
        expect(await found({})).toEqual({ total: 35, ids: ALL_IN_ORDER });
      });

      it('one word finds the cases whose debtor name holds it, umlauts and case folded', async () => {
        expect(await found({ q: 'müller' })).toEqual({ total: 2, ids: [ids.muellerBau, ids.muellerLogistik] });
        expect(await found({ q: 'MÜLLER' })).toEqual({ total: 2, ids: [ids.muellerBau, ids.muellerLogistik] });
        expect(await found({ q: 'bäckerei' })).toEqual({ total: 1, ids: [ids.baeckerei] });
      });

      it('every word is a prefix', async () => {
        expect(await found({ q: 'Mül' })).toEqual({ total: 2, ids: [ids.muellerBau, ids.muellerLogistik] });
        expect(await found({ q: 'Schm' })).toEqual({ total: 1, ids: [ids.anna] });
      });

      it('two words find the cases holding both', async () => {
        expect(await found({ q: 'Müller Bau' })).toEqual({ total: 1, ids: [ids.muellerBau] });
        expect(await found({ q: 'müller log' })).toEqual({ total: 1, ids: [ids.muellerLogistik] });
        expect(await found({ q: 'Müller Schmidt' })).toEqual({ total: 0, ids: [] });
      });

      it('a complete Aktenzeichen finds exactly that case', async () => {
        expect(await found({ q: '71 IN 100/26' })).toEqual({ total: 1, ids: [ids.muellerBau] });
        expect(await found({ q: '67c IK 300/26' })).toEqual({ total: 1, ids: [ids.anna] });
        expect(await found({ q: '71 IN 999/26' })).toEqual({ total: 0, ids: [] });
      });

      it('a register number filter finds the case, with or without its register type', async () => {
        expect(await found({ registerNumber: 'HRB 12345' })).toEqual({ total: 1, ids: [ids.muellerBau] });
        expect(await found({ registerNumber: '12345' })).toEqual({ total: 1, ids: [ids.muellerBau] });
        expect(await found({ registerNumber: 'HRA 12345' })).toEqual({ total: 0, ids: [] });
      });

      it('filters by Land, procedure type, publication dates and debtor kind', async () => {
        expect(await found({ state: 'BY' })).toEqual({ total: 1, ids: [ids.muellerLogistik] });
        expect(await found({ procedureType: 'verbraucher' })).toEqual({ total: 1, ids: [ids.anna] });
        expect(await found({ dateFrom: '2026-11-19', dateTo: '2026-11-20' })).toEqual({
          total: 3,
          ids: [ids.baeckerei, ids.muellerBau, ids.anna],
        });
        expect(await found({ debtorKind: 'person', dateFrom: '2026-10-01' })).toEqual({
          total: 2,
          ids: [ids.anna, ids.nachlass],
        });
        expect((await found({ debtorKind: 'company' })).total).toBe(33);
      });

      it('filters by the beginning of the postal code and of the city name', async () => {
        expect(await found({ postalCode: '50' })).toEqual({ total: 2, ids: [ids.muellerBau, ids.nachlass] });
        expect(await found({ city: 'köln' })).toEqual({ total: 2, ids: [ids.muellerBau, ids.nachlass] });
        expect(await found({ city: 'Mün' })).toEqual({ total: 1, ids: [ids.muellerLogistik] });
      });

      it('words and filters together', async () => {
        expect(await found({ q: 'müller', state: 'NW' })).toEqual({ total: 1, ids: [ids.muellerBau] });
        expect(await found({ q: 'transporte', dateFrom: '2026-09-29' })).toEqual({ total: 2, ids: [230, 229] });
        expect(await found({ q: 'müller', city: 'Hamburg' })).toEqual({ total: 0, ids: [] });
      });

      it('pages, also deep ones, are slices of the whole order with the exact total', async () => {
        const transporte = inOrder(...TRANSPORTE.map((t) => t.id));
        expect(await found({ q: 'transporte' }, { offset: 20, limit: 5 })).toEqual({
          total: 30,
          ids: transporte.slice(20, 25),
        });
        expect(await found({}, { offset: 30, limit: 10 })).toEqual({ total: 35, ids: ALL_IN_ORDER.slice(30) });
        expect(await found({ state: 'NW' }, { offset: 100, limit: 10 })).toEqual({ total: 32, ids: [] });
      });

      it('a first page of five (the free plan) still tells the whole total', async () => {
        expect(await found({}, { offset: 0, limit: 5 })).toEqual({ total: 35, ids: ALL_IN_ORDER.slice(0, 5) });
        expect(await found({ q: 'transporte' }, { offset: 0, limit: 5 })).toEqual({
          total: 30,
          ids: [230, 229, 228, 227, 226],
        });
      });

      it('answers the case as the read model keeps it (whole latest text, register, dates)', async () => {
        const [record] = (await cases.search({ q: '71 IN 100/26' }, { offset: 0, limit: 1 })).cases;
        expect(record).toMatchObject<Partial<CaseRecord>>({
          id: ids.muellerBau,
          companyName: 'Müller Bau GmbH',
          court: 'Amtsgericht Köln',
          caseNumber: '71 IN 100/26',
          debtorKind: 'company',
          legalForm: 'GmbH',
          state: 'NW',
          postalCode: '50667',
          city: 'Köln',
          registerType: 'HRB',
          registerNumber: '12345',
          registerCourt: 'Amtsgericht Köln',
          publicationDate: '2026-11-20',
          firstPublicationDate: '2026-11-20',
          publicationType: 'eroeffnung',
          procedureType: 'regel',
          noticeCount: 1,
          createdAt: '2026-11-20T08:00:00.000Z',
        });
      });
    });

    describe('latest cases, counts and statistics', () => {
      it('the latest cases in search order', async () => {
        expect((await cases.latestCases(3)).map((c) => c.id)).toEqual(ALL_IN_ORDER.slice(0, 3));
      });

      it('counts the cases, all or by publication date', async () => {
        expect(await cases.countCases()).toBe(35);
        expect(await cases.countCases({ from: '2026-11-19' })).toBe(3);
        expect(await cases.countCases({ from: '2026-10-01', before: '2026-11-19' })).toBe(2);
        expect(await cases.countCases({ before: '2026-09-03' })).toBe(2);
      });

      it('cases per publication day of a range, days without cases left out', async () => {
        expect(await cases.casesPerPublicationDay('2026-11-17', '2026-11-20')).toEqual([
          { date: '2026-11-18', count: 1 },
          { date: '2026-11-19', count: 1 },
          { date: '2026-11-20', count: 2 },
        ]);
      });

      it('cases per Land, most first', async () => {
        expect(await cases.casesPerState()).toEqual([
          { state: 'NW', count: 32 },
          { state: 'BE', count: 1 },
          { state: 'BY', count: 1 },
          { state: 'HH', count: 1 },
        ]);
      });

      it('import activity: cases recorded since a moment, the latest recorded first', async () => {
        expect(await cases.countImportedSince('2026-11-19T00:00:00.000Z')).toBe(3);
        expect(await cases.countImportedSince('2026-11-20T08:30:00.000Z')).toBe(1);
        expect(await cases.latestImported(2)).toEqual([
          {
            id: ids.baeckerei,
            companyName: 'Bäckerei Groß KG',
            court: 'Amtsgericht Charlottenburg',
            createdAt: '2026-11-20T09:00:00.000Z',
          },
          {
            id: ids.muellerBau,
            companyName: 'Müller Bau GmbH',
            court: 'Amtsgericht Köln',
            createdAt: '2026-11-20T08:00:00.000Z',
          },
        ]);
      });

      it('knows the listing fingerprints of a publication day', async () => {
        const known = await cases.knownFingerprints('2026-11-20');
        expect([...known].sort()).toHaveLength(2);
        expect(await cases.knownFingerprints('2026-11-21')).toEqual(new Set());
      });

      it('names the case key of each listing of a day whose case is still recorded', async () => {
        const live = await cases.liveListings('2026-11-20');
        expect(new Set(live.keys())).toEqual(await cases.knownFingerprints('2026-11-20'));
        expect(new Set(live.values()).size).toBe(2);
        for (const key of live.values()) expect(key).toContain('~');
        expect(await cases.liveListings('2026-11-21')).toEqual(new Map());
      });
    });

    describe('active cases ("Aktive Verfahren")', () => {
      /** A notice of case `id` (its own Aktenzeichen) of the given type and day. */
      const notice = (id: number, publicationType: CaseNotice['publicationType'], publicationDate: string) => ({
        debtorName: `Firma ${id} GmbH`,
        caseNumber: `${id} IN 1/26`,
        publicationType,
        publicationDate,
      });
      const imported = (id: number, type: CaseNotice['publicationType'], date: string) =>
        caseImported(id, notice(id, type, date));
      const published = (id: number, type: CaseNotice['publicationType'], date: string) =>
        noticePublished(id, notice(id, type, date));

      it('counts only the cases whose proceedings still run', async () => {
        const { cases: store } = await harness.given([
          imported(1, 'eroeffnung', '2026-03-02'),
          imported(2, 'sicherungsmassnahmen', '2026-03-02'),
          imported(3, 'masseunzulaenglichkeit', '2026-03-02'),
          imported(4, 'aufhebung', '2026-03-02'),
          imported(5, 'abweisung_mangels_masse', '2026-03-02'),
          imported(6, 'versagung_restschuldbefreiung', '2026-03-02'),
        ]);
        expect(await store.countCases()).toBe(6);
        expect(await store.countActiveCases()).toBe(3);
      });

      it('a later notice that ends the proceedings takes the case out, one that reopens them brings it back', async () => {
        const openings = [
          imported(1, 'eroeffnung', '2026-03-02'),
          imported(2, 'eroeffnung', '2026-03-02'),
          imported(3, 'eroeffnung', '2026-03-02'),
          imported(4, 'pruefungstermin', '2026-03-05'),
        ];
        expect(await (await harness.given(openings)).cases.countActiveCases()).toBe(4);
        const { cases: later } = await harness.given([
          ...openings,
          published(1, 'einstellung', '2026-04-01'),
          published(2, 'aufhebung', '2026-04-01'),
          published(2, 'nachtragsverteilung', '2026-06-01'),
          // Arrives after the hearing it precedes: the case is aufgehoben all the same.
          published(4, 'aufhebung', '2026-03-01'),
        ]);
        expect(await later.countActiveCases()).toBe(2);
        expect((await later.getCase(4))?.case.status).toBe('Verfahren aufgehoben');
        expect(await later.countCases()).toBe(4);
      });

      it('names the watched cases with a deadline ahead: recorded, read from the text, set by a later notice', async () => {
        const dated = (kind: 'pruefungstermin' | 'anmeldefrist', date: string) => ({
          kind,
          date,
          time: kind === 'pruefungstermin' ? '10:00' : null,
          place: null,
          sentence: `Termin am ${date}.`,
          relative: null,
        });
        const withDeadlines = (id: number, date: string, ...deadlines: ReturnType<typeof dated>[]) => ({
          ...notice(id, 'eroeffnung', date),
          deadlines,
        });
        const { cases: store } = await harness.given([
          caseImported(1, withDeadlines(1, '2026-11-02', dated('pruefungstermin', '2026-12-10'))),
          caseImported(2, withDeadlines(2, '2026-10-01', dated('anmeldefrist', '2026-11-01'))),
          // Recorded before deadlines were read: the text's (here the day the publication takes effect) count.
          imported(3, 'eroeffnung', '2026-11-27'),
          imported(4, 'eroeffnung', '2026-10-01'),
          caseImported(5, withDeadlines(5, '2026-09-01', dated('anmeldefrist', '2026-10-01'))),
          noticePublished(5, {
            ...withDeadlines(5, '2026-11-20', dated('pruefungstermin', '2027-01-15')),
            publicationType: 'pruefungstermin',
          }),
          caseImported(6, withDeadlines(6, '2026-11-01', dated('anmeldefrist', '2026-11-28'))),
          retentionExpired(6, withDeadlines(6, '2026-11-01', dated('anmeldefrist', '2026-11-28'))),
        ]);
        expect(await store.withDeadlinesFrom([5, 4, 3, 2, 1, 6, 999], '2026-11-28')).toEqual([5, 3, 1]);
        expect(await store.withDeadlinesFrom([1, 5], '2026-12-11')).toEqual([5]);
        expect(await store.withDeadlinesFrom([], '2026-11-28')).toEqual([]);
        // Thousands of watched cases (a portfolio) answer the same.
        const many = [...Array.from({ length: 5_000 }, (_, i) => 10_000 + i), 1, 2, 3, 5];
        expect(await store.withDeadlinesFrom(many, '2026-11-28')).toEqual([1, 3, 5]);
      });

      it('an erased case no longer counts', async () => {
        const { cases: erased } = await harness.given([
          imported(1, 'eroeffnung', '2026-03-02'),
          imported(2, 'eroeffnung', '2026-03-02'),
          imported(3, 'aufhebung', '2026-03-02'),
          retentionExpired(1, notice(1, 'eroeffnung', '2026-03-02')),
          retentionExpired(3, notice(3, 'aufhebung', '2026-03-02')),
        ]);
        expect(await erased.countActiveCases()).toBe(1);
        expect(await erased.countCases()).toBe(1);
      });
    });

    describe('historical statistics', () => {
      it('new proceedings per month and Land', async () => {
        const counts = await cases.historyCounts({
          from: '2026-09-01',
          to: '2026-11-30',
          interval: 'month',
          groupBy: 'state',
        });
        expect(sum(counts)).toEqual({
          '2026-09 NW': 30,
          '2026-10 NW': 1,
          '2026-11 NW': 1,
          '2026-11 BY': 1,
          '2026-11 HH': 1,
          '2026-11 BE': 1,
        });
      });

      it('per year and debtor kind; per ISO week and procedure type (an application stage counts as antrag)', async () => {
        expect(
          sum(
            await cases.historyCounts({
              from: '2026-01-01',
              to: '2026-12-31',
              interval: 'year',
              groupBy: 'debtorKind',
            }),
          ),
        ).toEqual({
          '2026 company': 33,
          '2026 person': 1,
          '2026 estate': 1,
        });
        expect(
          sum(
            await cases.historyCounts({
              from: '2026-11-16',
              to: '2026-11-22',
              interval: 'week',
              groupBy: 'procedureType',
            }),
          ),
        ).toEqual({
          '2026-W47 regel': 1,
          '2026-W47 antrag': 2,
          '2026-W47 verbraucher': 1,
        });
      });
    });

    describe('the case page', () => {
      let withNotices: CaseQueries;
      beforeAll(async () => {
        ({ cases: withNotices } = await harness.given([
          // Recorded before detection times: detected when imported (the event's time).
          caseImported(
            7,
            { ...MUELLER_BAU, publicationType: 'sicherungsmassnahmen', publicationDate: '2026-11-02' },
            '2026-11-02T09:12:00.000Z',
          ),
          noticePublished(7, {
            ...MUELLER_BAU,
            publicationType: 'eroeffnung',
            publicationDate: '2026-11-20',
            detectedAt: '2026-11-20T09:42:17.000Z',
            claimsDeadline: '2027-01-15',
            administrator: {
              role: 'Insolvenzverwalter',
              name: 'Dr. Eva Klar',
              firm: null,
              street: 'Ring 1',
              postalCode: '50667',
              city: 'Köln',
              phone: null,
              email: 'klar@example.org',
            },
            hearings: [{ kind: 'pruefungstermin', date: '2027-02-10', time: '09:30', place: 'Saal 12' }],
            deadlines: [
              {
                kind: 'anmeldefrist',
                date: '2027-01-15',
                time: null,
                place: null,
                sentence: 'Insolvenzforderungen sind bis zum 15.01.2027 anzumelden.',
                relative: null,
              },
            ],
            text: 'Amtsgericht Köln, 71 IN 100/26: Das Insolvenzverfahren wird eröffnet.',
          }),
        ]));
      });

      it('the case with its latest facts and every notice recorded for it', async () => {
        const found = await withNotices.getCase(7);
        expect(found?.case).toMatchObject({
          id: 7,
          companyName: 'Müller Bau GmbH',
          publicationDate: '2026-11-20',
          firstPublicationDate: '2026-11-02',
          // The shown notice's detection time, beside its publication date.
          detectedAt: '2026-11-20T09:42:17.000Z',
          publicationType: 'eroeffnung',
          noticeCount: 2,
          claimsDeadline: '2027-01-15',
          administratorContact: { name: 'Dr. Eva Klar', email: 'klar@example.org' },
          description: 'Amtsgericht Köln, 71 IN 100/26: Das Insolvenzverfahren wird eröffnet.',
        });
        const notices = [...(found?.notices ?? [])].sort((a, b) => a.seq - b.seq);
        expect(notices.map((n) => [n.publicationDate, n.publicationType, n.detectedAt])).toEqual([
          ['2026-11-02', 'sicherungsmassnahmen', '2026-11-02T09:12:00.000Z'],
          ['2026-11-20', 'eroeffnung', '2026-11-20T09:42:17.000Z'],
        ]);
        expect(notices[1]).toMatchObject({
          text: 'Amtsgericht Köln, 71 IN 100/26: Das Insolvenzverfahren wird eröffnet.',
          hearings: [{ kind: 'pruefungstermin', date: '2027-02-10', time: '09:30', place: 'Saal 12' }],
          deadlines: [
            {
              kind: 'anmeldefrist',
              date: '2027-01-15',
              time: null,
              place: null,
              sentence: 'Insolvenzforderungen sind bis zum 15.01.2027 anzumelden.',
              relative: null,
            },
          ],
          recordedAt: expect.any(String),
        });
        // A notice recorded before deadlines were read has none recorded (the case page reads them from its text).
        expect(notices[0]?.deadlines).toBeNull();
      });

      it('no case under an unknown id', async () => {
        expect(await withNotices.getCase(8)).toBeNull();
      });

      it('the detection times of the cases a publication day shows', async () => {
        expect(await withNotices.detectionTimes('2026-11-20')).toEqual(['2026-11-20T09:42:17.000Z']);
        // The case shows its newest notice: its first publication day has no case any more.
        expect(await withNotices.detectionTimes('2026-11-02')).toEqual([]);
      });
    });

    describe('debtor file (issue #32)', () => {
      const bonn = { court: 'Amtsgericht Bonn', city: 'Bonn', postalCode: '53111', street: 'Hauptstraße 1' };
      const givenFile = () =>
        harness.given([
          caseImported(301, { ...bonn, caseNumber: '12 IN 3/26', debtorName: 'Alpha Bau GmbH', register: null }),
          caseImported(302, {
            ...bonn,
            caseNumber: '12 IN 40/26',
            debtorName: 'Beta Bau GmbH',
            register: { court: 'Amtsgericht Bonn', type: 'HRB', number: '4711' },
            text: 'über das Vermögen der Beta Bau GmbH (vormals Alpha Bau GmbH, Bonn)',
          }),
          caseImported(303, {
            court: 'Amtsgericht Köln',
            caseNumber: '71 IN 100/26',
            debtorName: 'Beta Bau GmbH',
            register: { court: 'AG Bonn', type: 'HRB', number: '4711' },
          }),
          caseImported(304, {
            court: 'Amtsgericht München',
            caseNumber: '1502 IN 9/26',
            city: 'München',
            debtorName: 'Alpha Bau GmbH',
            register: null,
          }),
        ]);

      it('the file of a case: its cases and each link once with its reason', async () => {
        const { cases: withFile } = await givenFile();
        const file = {
          fileId: 301,
          caseIds: [301, 302, 303],
          links: [
            { a: 301, b: 302, rule: 'former-name', reason: 'früherer Name Alpha Bau GmbH' },
            { a: 302, b: 303, rule: 'register', reason: 'gleiche Registernummer HRB 4711, AG Bonn' },
          ],
        };
        expect(await withFile.debtorFile(303)).toEqual(file);
        expect(await withFile.debtorFile(301)).toEqual(file);
        // The namesake in München is in no file; neither is an unknown case.
        expect(await withFile.debtorFile(304)).toBeNull();
        expect(await withFile.debtorFile(999)).toBeNull();
      });

      it('no file without the cases that linked it', async () => {
        const { cases: erased } = await harness.given([
          caseImported(311, { court: 'Amtsgericht Bonn', caseNumber: '12 IN 5/26', debtorName: 'Gamma GmbH' }),
          caseImported(312, { court: 'Amtsgericht Köln', caseNumber: '71 IN 6/26', debtorName: 'Gamma GmbH' }),
          retentionExpired(312, { court: 'Amtsgericht Köln', caseNumber: '71 IN 6/26', debtorName: 'Gamma GmbH' }),
        ]);
        expect(await erased.debtorFile(311)).toBeNull();
        expect(await erased.debtorFile(312)).toBeNull();
      });
    });

    describe('corrected and withdrawn notices (issue #32)', () => {
      const administrator = (name: string) => ({
        role: 'Insolvenzverwalter',
        name,
        firm: null,
        street: null,
        postalCode: null,
        city: null,
        phone: null,
        email: null,
      });
      const first = testNotice({
        caseNumber: '81 IN 5/26',
        debtorName: 'Korrektur Bau GmbH',
        publicationType: 'eroeffnung',
        administrator: administrator('Dr. Anna Alt'),
        claimsDeadline: '2027-01-10',
      });
      const earlier = testNotice({
        caseNumber: '81 IN 5/26',
        debtorName: 'Korrektur Bau GmbH',
        publicationDate: '2026-11-10',
        publicationType: 'sicherungsmassnahmen',
      });
      const corrected = {
        ...first,
        fingerprint: 'corrected-1',
        listingFingerprint: 'listing-corrected-1',
        debtorName: 'Korrektur Hochbau GmbH',
        administrator: administrator('Dr. Bernd Neu'),
        text: `${first.text} (berichtigt)`,
      };
      const key = caseKey(first.court, first.caseNumber);
      const given = (): GivenEvent[] => [
        { type: 'CaseImported', data: { caseId: 301, caseKey: key, notice: earlier } },
        { type: 'CaseNoticePublished', data: { caseId: 301, caseKey: key, notice: first } },
        {
          type: 'CaseNoticeCorrected',
          data: {
            caseId: 301,
            caseKey: key,
            fingerprint: first.fingerprint,
            correctedAt: '2026-11-28T09:00:00.000Z',
            notice: corrected,
            changes: [
              { field: 'debtorName', before: 'Korrektur Bau GmbH', after: 'Korrektur Hochbau GmbH' },
              { field: 'administrator', before: 'Dr. Anna Alt', after: 'Dr. Bernd Neu' },
            ],
          },
        },
        {
          type: 'CaseNoticeWithdrawn',
          data: {
            caseId: 301,
            caseKey: key,
            fingerprint: earlier.fingerprint,
            publicationDate: earlier.publicationDate,
            withdrawnAt: '2026-11-28T10:00:00.000Z',
            notice: earlier,
          },
        },
      ];

      it('shows the corrected facts, the correction on its notice and the withdrawn notice marked', async () => {
        const { cases: store } = await harness.given(given());
        const found = await store.getCase(301);
        expect(found?.case).toMatchObject({ companyName: 'Korrektur Hochbau GmbH', noticeCount: 2 });
        expect(found?.case.administrator).toContain('Dr. Bernd Neu');
        const bySeq = [...(found?.notices ?? [])].sort((a, b) => a.seq - b.seq);
        expect(bySeq.map((n) => [n.fingerprint, n.withdrawnAt ?? null])).toEqual([
          [earlier.fingerprint, '2026-11-28T10:00:00.000Z'],
          ['corrected-1', null],
        ]);
        expect(bySeq[1]).toMatchObject({
          text: corrected.text,
          administrator: expect.stringContaining('Dr. Bernd Neu'),
        });
        expect(bySeq[1].corrections).toEqual([
          {
            correctedAt: '2026-11-28T09:00:00.000Z',
            changes: [
              { field: 'debtorName', before: 'Korrektur Bau GmbH', after: 'Korrektur Hochbau GmbH' },
              { field: 'administrator', before: 'Dr. Anna Alt', after: 'Dr. Bernd Neu' },
            ],
          },
        ]);
        expect(bySeq[0].corrections ?? []).toEqual([]);
        // The corrected row is known: the importer does not fetch it as a new notice.
        expect((await store.knownFingerprints(first.publicationDate)).has('listing-corrected-1')).toBe(true);
        // Found under the corrected name.
        const page = await store.search({ q: 'Hochbau' }, { offset: 0, limit: 10 });
        expect(page.cases.map((c) => c.id)).toContain(301);
      });

      it('forgets corrections and withdrawals with the case', async () => {
        const { cases: store } = await harness.given([...given(), retentionExpired(301, earlier)]);
        expect(await store.getCase(301)).toBeNull();
        expect(await store.liveListings(first.publicationDate)).toEqual(new Map());
      });
    });

    describe('before the read models exist', () => {
      it('answers as an empty read model', async () => {
        const { cases: none } = await harness.empty();
        expect(await none.search({ q: 'müller' }, { offset: 0, limit: 5 })).toEqual({ total: 0, cases: [] });
        expect(await none.search({}, { offset: 0, limit: 5 })).toEqual({ total: 0, cases: [] });
        expect(await none.getCase(1)).toBeNull();
        expect(await none.debtorFile(1)).toBeNull();
        expect(await none.latestCases(5)).toEqual([]);
        expect(await none.countCases()).toBe(0);
        expect(await none.countActiveCases()).toBe(0);
        expect(await none.casesPerPublicationDay('2026-11-01', '2026-11-30')).toEqual([]);
        expect(await none.casesPerState()).toEqual([]);
        expect(await none.countImportedSince('2026-01-01T00:00:00.000Z')).toBe(0);
        expect(await none.latestImported(10)).toEqual([]);
        expect(await none.knownFingerprints('2026-11-20')).toEqual(new Set());
        expect(await none.liveListings('2026-11-20')).toEqual(new Map());
        expect(
          await none.historyCounts({ from: '2026-01-01', to: '2026-12-31', interval: 'month', groupBy: 'state' }),
        ).toEqual([]);
      });
    });
  });
}

/** Counts by "period group", added up (an adapter may answer a period in several parts). */
function sum(counts: readonly { period: string; group: string; count: number }[]): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const { period, group, count } of counts) sums[`${period} ${group}`] = (sums[`${period} ${group}`] ?? 0) + count;
  return sums;
}
