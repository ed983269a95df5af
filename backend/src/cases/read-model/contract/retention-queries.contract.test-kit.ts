import type { CaseNotice } from '../../domain/case-notice.js';
import type { CleanupCutoffs } from '../../domain/retention-run-events.js';
import { START_CURSOR } from '../retention-queries.port.js';
import type { CasesReadSideHarness } from './cases-read-side.harness.test-kit.js';
import { caseImported, noticePublished, retentionExpired } from './case-events.test-kit.js';

/**
 * The behaviour every `RetentionQueries` adapter must show: which cases are due in which order, what travels with
 * their erasure, and that once the projections have applied the erasure, no query of the read side answers
 * anything of the debtor (anonymised counts and listing hashes stay).
 */

// Companies are kept until 2026-06-30 here, everyone else until 2026-09-30.
const CUTOFFS: CleanupCutoffs = { companies: '2026-06-30', individuals: '2026-09-30' };

const OLD_COMPANY: Partial<CaseNotice> = {
  debtorName: 'Altlast Maschinenbau GmbH',
  court: 'Amtsgericht Köln',
  caseNumber: '71 IN 11/25',
  publicationDate: '2026-03-01',
  register: { court: 'Amtsgericht Köln', type: 'HRB', number: '4711' },
};
const OLD_PERSON: Partial<CaseNotice> = {
  debtorName: 'Zacharias Quendel',
  debtorKind: 'person',
  legalForm: null,
  court: 'Amtsgericht Hamburg',
  caseNumber: '67c IK 12/25',
  state: 'HH',
  postalCode: '20095',
  city: 'Hamburg',
  register: null,
  publicationDate: '2026-08-01',
};
const RECENT_COMPANY: Partial<CaseNotice> = {
  debtorName: 'Neuzeit Logistik GmbH',
  court: 'Amtsgericht Köln',
  caseNumber: '71 IN 13/26',
  publicationDate: '2026-08-15',
};
const RECENT_PERSON: Partial<CaseNotice> = {
  debtorName: 'Yvonne Quendel',
  debtorKind: 'person',
  legalForm: null,
  court: 'Amtsgericht Hamburg',
  caseNumber: '67c IK 14/26',
  register: null,
  publicationDate: '2026-11-01',
};

export function retentionQueriesContract(adapter: string, createHarness: () => Promise<CasesReadSideHarness>): void {
  describe(`RetentionQueries contract: ${adapter}`, () => {
    let harness: CasesReadSideHarness;
    beforeEach(async () => {
      harness = await createHarness();
    });
    afterEach(() => harness.dispose());

    const given = () =>
      harness.given([
        caseImported(1, OLD_COMPANY),
        noticePublished(1, { ...OLD_COMPANY, publicationType: 'eroeffnung', publicationDate: '2026-04-01' }),
        caseImported(2, OLD_PERSON),
        caseImported(3, RECENT_COMPANY),
        caseImported(4, RECENT_PERSON),
      ]);

    it('lists the due cases by their latest publication and debtor kind, in batches after a cursor', async () => {
      const { retention } = await given();
      expect(await retention.countExpired(CUTOFFS)).toBe(2);
      const first = await retention.expiredCases(CUTOFFS, START_CURSOR, 1);
      expect(first).toEqual([
        expect.objectContaining({ id: 1, debtorKind: 'company', noticeCount: 2, publicationDate: '2026-04-01' }),
      ]);
      const rest = await retention.expiredCases(CUTOFFS, { publicationDate: '2026-04-01', id: 1 }, 10);
      expect(rest).toEqual([
        expect.objectContaining({ id: 2, debtorKind: 'person', noticeCount: 1, publicationDate: '2026-08-01' }),
      ]);
      expect(rest[0]!.caseKey).toEqual(expect.any(String));
      expect(await retention.expiredCases(CUTOFFS, { publicationDate: '2026-08-01', id: 2 }, 10)).toEqual([]);
    });

    it('what travels with an erasure: the listing hashes and the statistics facts of each case', async () => {
      const { retention } = await given();
      const listings = await retention.knownListings([1, 2, 99]);
      expect(listings.get(1)).toHaveLength(2);
      expect(listings.get(2)).toEqual([{ fingerprint: expect.any(String), publicationDate: '2026-08-01' }]);
      expect(listings.get(99)).toEqual([]);
      const facts = await retention.statisticsFacts([1, 2]);
      expect(facts.get(2)).toEqual({
        day: '2026-08-01',
        state: 'HH',
        court: 'Amtsgericht Hamburg',
        procedureType: 'verbraucher',
        legalForm: 'unbekannt',
        debtorKind: 'person',
      });
      expect(facts.get(1)).toMatchObject({ day: '2026-03-01', court: 'Amtsgericht Köln', debtorKind: 'company' });
    });

    it('the daily upkeep of the search index leaves every answer as it was', async () => {
      const { cases, retention } = await given();
      const answers = async () =>
        JSON.stringify([
          await cases.search({ q: 'Zacharias' }, { offset: 0, limit: 10 }),
          await cases.search({ q: 'quend' }, { offset: 0, limit: 10 }),
          await cases.search({ q: '67c IK 12/25' }, { offset: 0, limit: 10 }),
          await cases.search({}, { offset: 0, limit: 10 }),
        ]);
      const before = await answers();
      await retention.maintainSearchIndex();
      expect(await answers()).toBe(before);
      expect(before).toContain('Zacharias');
    });

    it('after the erasure no query answers anything of the debtor; counts and listing hashes stay', async () => {
      const before = await given();
      const fingerprints = await before.cases.knownFingerprints('2026-08-01');
      const { cases, retention } = await harness.given([
        caseImported(2, OLD_PERSON),
        caseImported(4, RECENT_PERSON),
        retentionExpired(2, OLD_PERSON),
      ]);
      expect(await retention.purgeErasedTraces('between-batches')).toBe(true);
      expect(await retention.purgeErasedTraces('end-of-run')).toBe(true);

      const everything = JSON.stringify([
        await cases.search({ q: 'Zacharias' }, { offset: 0, limit: 10 }),
        await cases.search({ q: '67c IK 12/25' }, { offset: 0, limit: 10 }),
        await cases.search({}, { offset: 0, limit: 10 }),
        await cases.getCase(2),
        await cases.latestCases(10),
        await cases.latestImported(10),
        await retention.expiredCases(CUTOFFS, START_CURSOR, 10),
      ]);
      expect(everything).not.toMatch(/Zacharias|12\/25/);
      expect(everything).toContain('Yvonne Quendel');
      expect(await cases.getCase(2)).toBeNull();
      expect(await cases.countCases()).toBe(1);
      expect(await retention.countExpired(CUTOFFS)).toBe(0);
      // Not imported again while the portal still lists it; still counted as a new proceeding of August.
      expect(await cases.knownFingerprints('2026-08-01')).toEqual(fingerprints);
      expect(
        await cases.historyCounts({ from: '2026-08-01', to: '2026-08-31', interval: 'month', groupBy: 'debtorKind' }),
      ).toEqual([{ period: '2026-08', group: 'person', count: 1 }]);
    });

    it('before the read models exist nothing is due', async () => {
      const { retention } = await harness.empty();
      expect(await retention.countExpired(CUTOFFS)).toBe(0);
      expect(await retention.expiredCases(CUTOFFS, START_CURSOR, 10)).toEqual([]);
      expect((await retention.knownListings([1])).get(1)).toEqual([]);
      expect((await retention.statisticsFacts([1])).size).toBe(0);
    });
  });
}
