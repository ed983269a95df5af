import { caseLookupTerms } from '../../matching/case-terms.js';
import type { SubscriptionQueries } from '../subscription-queries.port.js';
import {
  confirmationRequested,
  digestFailed,
  digestPrepared,
  planChanged,
  recipientAnswered,
  savedSearchCreated,
  savedSearchDeleted,
  subscriptionCreated,
  subscriptionDeleted,
  subscriptionToggled,
  userRegistered,
  type AlertReadEvent,
} from '../../test/alert-events.js';

/**
 * Builds the read side from these events (recorded in this order at global positions 1, 2, 3, …) with the
 * real projections and answers the port over it.
 */
export type SubscriptionQueriesHarness = (events: readonly AlertReadEvent[]) => Promise<SubscriptionQueries>;

const ANNA = 'user-anna';
const BERT = 'user-bert';
const S1 = '11111111-1111-4111-8111-111111111111';
const S2 = '22222222-2222-4222-8222-222222222222';
const S3 = '33333333-3333-4333-8333-333333333333';

/**
 * The behaviour every adapter of `SubscriptionQueries` must show, given real events of the alerts module (and
 * the account and saved-search events it follows). Call it from an adapter's spec with its harness.
 */
export function subscriptionQueriesContract(adapter: string, harness: SubscriptionQueriesHarness): void {
  describe(`SubscriptionQueries contract: ${adapter}`, () => {
    it('answers empty when nothing was recorded', async () => {
      const queries = await harness([]);
      expect(await queries.ofOwner(ANNA)).toEqual([]);
      expect(await queries.byEmail('a@example.de', null)).toEqual([]);
      expect(await queries.find(S1)).toBeNull();
      expect(await queries.countOfOwner(ANNA)).toBe(0);
      expect(await queries.tallyOfOwner(ANNA)).toEqual({ total: 0, active: 0 });
      expect(await queries.owner(ANNA)).toBeNull();
      expect(await queries.ownersOfAddress('anna@example.de')).toEqual([]);
      expect(await queries.subscriptionCandidates(['n:muller'], 10n)).toEqual([]);
      expect(await queries.savedSearchCandidates(10n)).toEqual([]);
      expect(await queries.candidatesOfBatch([{ terms: ['n:muller'], before: 10n }])).toEqual([
        { subscriptions: [], savedSearches: [] },
      ]);
      expect(await queries.lastDigestDay('a@example.de')).toBeNull();
    });

    it("lists an owner's subscriptions in creation order, with the API's fields", async () => {
      const queries = await harness([
        userRegistered(ANNA, 'Anna@Example.de', 'Anna', 'Alt'),
        subscriptionCreated(S2, ANNA, { email: 'anna@example.de', companyName: 'Zweite AG', keywords: ['Köln'] }),
        subscriptionCreated(S3, BERT, { email: 'bert@example.de', companyName: 'Fremd GmbH' }),
        subscriptionCreated(S1, ANNA, { email: 'kredit@example.de', companyName: 'Erste GmbH' }),
        subscriptionToggled(S1, false),
      ]);
      const list = await queries.ofOwner(ANNA);
      expect(list.map((s) => s.id)).toEqual([S2, S1]);
      expect(list[0]).toEqual({
        id: S2,
        email: 'anna@example.de',
        companyName: 'Zweite AG',
        keywords: ['Köln'],
        active: true,
        createdAt: '2026-11-21T09:00:00.000Z',
        updatedAt: null,
        lastNotification: null,
        caseNumber: null,
        court: null,
        registerNumber: null,
        // No mode chosen: daily (issue #30).
        mode: 'täglich',
        recipientStatus: 'own',
        confirmationSentAt: null,
      });
      expect(list[1]).toMatchObject({ active: false, recipientStatus: 'pending' });
      expect(await queries.countOfOwner(ANNA)).toBe(2);
      expect(await queries.owner(ANNA)).toEqual({ emailKey: 'anna@example.de', name: 'Anna Alt' });
      // By the account's address (folded), not by the addresses its subscriptions send to.
      expect(await queries.ownersOfAddress('anna@example.de')).toEqual([ANNA]);
      expect(await queries.ownersOfAddress('kredit@example.de')).toEqual([]);
    });

    it("counts an owner's subscriptions, all and switched on, and no one else's", async () => {
      const queries = await harness([
        subscriptionCreated(S1, ANNA, { companyName: 'Erste GmbH' }),
        subscriptionCreated(S2, ANNA, { companyName: 'Zweite AG' }),
        subscriptionCreated(S3, BERT, { companyName: 'Fremd GmbH' }),
        subscriptionToggled(S1, false),
      ]);
      expect(await queries.tallyOfOwner(ANNA)).toEqual({ total: 2, active: 1 });
      expect(await queries.tallyOfOwner(BERT)).toEqual({ total: 1, active: 1 });
      const allOff = await harness([subscriptionCreated(S1, ANNA), subscriptionToggled(S1, false)]);
      expect(await allOff.tallyOfOwner(ANNA)).toEqual({ total: 1, active: 0 });
    });

    it('shows the delivery mode of a subscription (issue #30)', async () => {
      const queries = await harness([
        userRegistered(ANNA, 'Anna@Example.de', 'Anna', 'Alt'),
        subscriptionCreated(S1, ANNA, { email: 'anna@example.de', companyName: 'Eilig GmbH', mode: 'sofort' }),
        subscriptionCreated(S2, ANNA, { email: 'anna@example.de', companyName: 'Gemach GmbH' }),
      ]);
      expect((await queries.find(S1))?.mode).toBe('sofort');
      expect((await queries.find(S2))?.mode).toBe('täglich');
    });

    it('finds subscriptions by address in any letter case, scoped to the owner unless asked for everyone', async () => {
      const queries = await harness([
        subscriptionCreated(S1, ANNA, { email: 'Kredit@Example.de' }),
        subscriptionCreated(S2, BERT, { email: 'kredit@example.de' }),
      ]);
      expect((await queries.byEmail('KREDIT@example.DE', ANNA)).map((s) => s.id)).toEqual([S1]);
      expect((await queries.byEmail('kredit@example.de', BERT)).map((s) => s.id)).toEqual([S2]);
      expect((await queries.byEmail('kredit@example.de', null)).map((s) => s.id)).toEqual([S1, S2]);
      expect(await queries.byEmail('kredit@example.de', 'user-nobody')).toEqual([]);
    });

    it("shows the double opt-in state of a foreign address: pending with the mail's time, confirmed, refused", async () => {
      const requested = await harness([
        subscriptionCreated(S1, ANNA, { email: 'kredit@example.de' }),
        confirmationRequested(ANNA, 'kredit@example.de', '2026-11-21T10:00:00.000Z'),
      ]);
      expect(await requested.find(S1)).toMatchObject({
        recipientStatus: 'pending',
        confirmationSentAt: '2026-11-21T10:00:00.000Z',
      });
      const confirmed = await harness([
        subscriptionCreated(S1, ANNA, { email: 'kredit@example.de' }),
        confirmationRequested(ANNA, 'kredit@example.de'),
        recipientAnswered(ANNA, 'kredit@example.de', 'confirmed'),
      ]);
      expect(await confirmed.find(S1)).toMatchObject({ recipientStatus: 'confirmed', confirmationSentAt: null });
      const refused = await harness([
        subscriptionCreated(S1, ANNA, { email: 'kredit@example.de' }),
        recipientAnswered(ANNA, 'kredit@example.de', 'refused'),
      ]);
      expect(await refused.find(S1)).toMatchObject({ recipientStatus: 'refused' });
    });

    it('forgets a deleted subscription', async () => {
      const queries = await harness([subscriptionCreated(S1, ANNA), subscriptionDeleted(S1, ANNA)]);
      expect(await queries.find(S1)).toBeNull();
      expect(await queries.ofOwner(ANNA)).toEqual([]);
      expect(await queries.countOfOwner(ANNA)).toBe(0);
      expect(await queries.tallyOfOwner(ANNA)).toEqual({ total: 0, active: 0 });
    });

    it('offers active subscriptions created before a position under their index terms as match candidates', async () => {
      const queries = await harness([
        subscriptionCreated(S1, ANNA, { companyName: 'Müller Bau GmbH' }), // position 1
        subscriptionCreated(S2, ANNA, { companyName: 'Müller Bau', registerNumber: 'HRB 777' }), // 2
        subscriptionToggled(S2, false), // 3
        subscriptionCreated(S3, BERT, { companyName: '', keywords: [], registerNumber: 'HRB 777' }), // 4
      ]);
      const terms = caseLookupTerms({
        nameTokens: ['muller', 'bau', 'gmbh'],
        contextTokens: [],
        caseRef: null,
        registerRef: 'hrb 777',
      });
      const candidates = await queries.subscriptionCandidates(terms, 5n);
      expect(candidates.map((c) => c.id).sort()).toEqual([S1, S3].sort());
      expect(candidates.find((c) => c.id === S1)?.criteria).toEqual({
        nameTokens: ['muller', 'bau'],
        keywordTokens: [],
        caseRef: null,
        registerRef: null,
        legalForm: 'GmbH',
        registerCourt: [],
      });
      expect((await queries.subscriptionCandidates(terms, 4n)).map((c) => c.id)).toEqual([S1]);
      expect(await queries.subscriptionCandidates(['n:unbekannt'], 5n)).toEqual([]);
    });

    it('reads what a subscription watches with the current rules, also from an event of older rules (#29)', async () => {
      const older = subscriptionCreated(S1, ANNA, { companyName: 'HRB62' });
      // Criteria as they were recorded before issue #29: the identifier was a name word.
      const recorded = {
        ...older,
        data: {
          ...older.data,
          criteria: { nameTokens: ['hrb62'], keywordTokens: [], caseRef: null, registerRef: null },
        },
      } as typeof older;
      // A legal form alone, as validated before issue #29: it watches nothing now.
      const gmbhOnly = subscriptionCreated(S3, BERT, { companyName: 'Irgendwer GmbH' });
      const legalFormOnly = { ...gmbhOnly, data: { ...gmbhOnly.data, companyName: 'GmbH' } } as typeof gmbhOnly;
      const queries = await harness([
        recorded, // position 1
        subscriptionCreated(S2, ANNA, { companyName: '', registerNumber: 'Amtsgericht Köln HRB 62' }), // 2
        legalFormOnly, // 3
      ]);
      const gmbh = caseLookupTerms({
        nameTokens: ['muller', 'gmbh'],
        contextTokens: [],
        caseRef: null,
        registerRef: 'hrb 62',
      });
      const candidates = await queries.subscriptionCandidates(gmbh, 5n);
      expect(candidates.map((c) => c.id).sort()).toEqual([S1, S2].sort());
      expect(candidates.find((c) => c.id === S1)?.criteria).toMatchObject({ nameTokens: [], registerRef: 'hrb 62' });
      expect(candidates.find((c) => c.id === S2)?.criteria).toMatchObject({
        registerRef: 'hrb 62',
        registerCourt: ['koln'],
      });
      expect(await queries.subscriptionCandidates(['*', 'n:gmbh'], 5n)).toEqual([]);
    });

    it('answers a batch of candidate lookups as each lookup alone, in order', async () => {
      const queries = await harness([
        subscriptionCreated(S1, ANNA, { companyName: 'Müller Bau GmbH' }), // position 1
        savedSearchCreated('search-1', ANNA, { q: 'Bau' }), // 2
        subscriptionCreated(S2, BERT, { companyName: 'Schmidt Handel' }), // 3
        subscriptionCreated(S3, BERT, { companyName: '', keywords: [], registerNumber: 'HRB 777' }), // 4
      ]);
      const muller = caseLookupTerms({
        nameTokens: ['muller', 'bau'],
        contextTokens: [],
        caseRef: null,
        registerRef: 'hrb 777',
      });
      const schmidt = caseLookupTerms({
        nameTokens: ['schmidt', 'handel'],
        contextTokens: [],
        caseRef: null,
        registerRef: null,
      });
      const lookups = [
        { terms: muller, before: 5n },
        { terms: schmidt, before: 3n },
        { terms: schmidt, before: 4n },
        { terms: muller, before: 2n },
        { terms: [], before: 5n },
      ];
      const batch = await queries.candidatesOfBatch(lookups);
      expect(batch.map((answer) => answer.subscriptions.map((c) => c.id).sort())).toEqual([
        [S1, S3].sort(),
        [],
        [S2],
        [S1],
        [],
      ]);
      expect(batch.map((answer) => answer.savedSearches.map((c) => c.id))).toEqual([
        ['search-1'],
        ['search-1'],
        ['search-1'],
        [],
        ['search-1'],
      ]);
      for (const [i, { terms, before }] of lookups.entries()) {
        expect(batch[i]!.subscriptions).toEqual(
          expect.arrayContaining(await queries.subscriptionCandidates(terms, before)),
        );
        expect(batch[i]!.savedSearches).toEqual(await queries.savedSearchCandidates(before));
      }
      expect(await queries.candidatesOfBatch([])).toEqual([]);
    });

    it('offers saved searches with the alert on, created before a position, as candidates', async () => {
      const queries = await harness([
        savedSearchCreated('search-1', ANNA, { q: 'Bau', state: 'BY' }), // 1
        savedSearchCreated('search-2', ANNA, { q: 'Handel' }, false), // 2
        savedSearchCreated('search-3', BERT, { q: 'Logistik' }), // 3
      ]);
      expect(await queries.savedSearchCandidates(3n)).toEqual([
        { id: 'search-1', criteria: { q: 'Bau', state: 'BY' } },
      ]);
      expect((await queries.savedSearchCandidates(4n)).map((c) => c.id).sort()).toEqual(['search-1', 'search-3']);
    });

    it("tells the digest each subscription's plan, address, recipient state, creation, mode and state; deleted ones are unknown", async () => {
      const queries = await harness([
        userRegistered(ANNA, 'anna@example.de'), // 1
        planChanged(ANNA, 'pro_monthly'), // 2
        subscriptionCreated(S1, ANNA, { email: 'Anna@Example.de' }), // 3
        subscriptionCreated(S2, ANNA, { email: 'kredit@example.de', mode: 'sofort' }), // 4
        recipientAnswered(ANNA, 'kredit@example.de', 'confirmed'), // 5
        subscriptionCreated(S3, BERT, { email: 'bert@example.de', mode: 'sofort' }), // 6
        subscriptionToggled(S3, false), // 7
      ]);
      const target = { mode: 'täglich', active: true };
      expect(await queries.digestTargets([S2, 'gone', S1, S3])).toEqual([
        {
          id: S2,
          plan: 'pro_monthly',
          address: 'kredit@example.de',
          recipient: 'confirmed',
          createdPosition: 4n,
          ...target,
          mode: 'sofort',
        },
        { id: 'gone', plan: null, address: null, recipient: null, createdPosition: null, mode: null, active: null },
        { id: S1, plan: 'pro_monthly', address: 'anna@example.de', recipient: 'own', createdPosition: 3n, ...target },
        {
          id: S3,
          plan: null,
          address: 'bert@example.de',
          recipient: 'pending',
          createdPosition: 6n,
          mode: 'sofort',
          active: false,
        },
      ]);
    });

    it("tells a saved search's alert its name, criteria, owner's plan and address; deleted ones do not exist", async () => {
      const queries = await harness([
        userRegistered(ANNA, 'Anna@Example.de'), // 1
        planChanged(ANNA, 'pro_yearly'), // 2
        savedSearchCreated('search-1', ANNA, { q: 'Bau' }, true, 'Baufirmen'), // 3
        savedSearchCreated('search-2', ANNA, { q: 'Handel' }, false), // 4
        savedSearchCreated('search-3', ANNA, { q: 'Weg' }), // 5
        savedSearchDeleted('search-3', ANNA), // 6
      ]);
      const [one, two, three] = await queries.searchAlertTargets(['search-1', 'search-2', 'search-3']);
      expect(one).toEqual({
        id: 'search-1',
        exists: true,
        name: 'Baufirmen',
        criteria: { q: 'Bau' },
        alert: true,
        mode: 'täglich',
        plan: 'pro_yearly',
        address: 'anna@example.de',
        createdPosition: 3n,
      });
      expect(two).toMatchObject({ id: 'search-2', exists: true, alert: false });
      expect(three).toMatchObject({ id: 'search-3', exists: false, alert: false });
    });

    it("remembers the Berlin day of an address's last digest, and forgets it when the digest failed", async () => {
      const sent = await harness([
        subscriptionCreated(S1, ANNA, { email: 'Kredit@example.de' }),
        digestPrepared(S1, 'digest-1', '2026-11-21T23:30:00.000Z'),
      ]);
      expect(await sent.lastDigestDay('kredit@example.de')).toBe('2026-11-22');
      const failed = await harness([
        subscriptionCreated(S1, ANNA, { email: 'kredit@example.de' }),
        digestPrepared(S1, 'digest-1'),
        digestFailed(S1, 'digest-1'),
      ]);
      expect(await failed.lastDigestDay('kredit@example.de')).toBeNull();
    });
  });
}
