import { caseImported, planChanged, subscriptionCreated, userRegistered } from '../../../test/read-side-events.js';
import type { WebhookDirectory } from '../webhook-directory.port.js';

/** A domain event of the modules whose read models the directory reads. */
export interface DirectoryEvent {
  readonly type: string;
  readonly data: object;
}

/** Builds the subscriptions, saved searches, cases and accounts read models from these events with the real projections. */
export type WebhookDirectoryHarness = (events: DirectoryEvent[]) => Promise<WebhookDirectory>;

const savedSearchCreated = (savedSearchId: string, ownerId: string, name: string): DirectoryEvent => ({
  type: 'SavedSearchCreated',
  data: { savedSearchId, ownerId, name, criteria: { q: name }, alert: true, createdAt: '2026-11-20T08:00:00.000Z' },
});

/** The behaviour every `WebhookDirectory` adapter must show, given the other modules' domain events. */
export function webhookDirectoryContract(name: string, harness: WebhookDirectoryHarness): void {
  describe(`WebhookDirectory contract: ${name}`, () => {
    it("lists a user's subscriptions and saved searches with their names, no one else's", async () => {
      const directory = await harness([
        subscriptionCreated('sub-1', 'u1', { companyName: 'Müller Bau GmbH' }),
        subscriptionCreated('sub-2', 'u2', { companyName: 'Fremd GmbH' }),
        savedSearchCreated('ss-1', 'u1', 'Bau NRW'),
      ]);
      expect(await directory.alertsOf('u1')).toEqual([
        { kind: 'subscription', id: 'sub-1', name: 'Müller Bau GmbH' },
        { kind: 'saved-search', id: 'ss-1', name: 'Bau NRW' },
      ]);
      expect(await directory.alertsOf('u3')).toEqual([]);
    });

    it("gives a case's public facts and an owner's address", async () => {
      const directory = await harness([
        caseImported(42, 'ag-koeln~73-in-1-26', {
          debtorName: 'Muster Bau GmbH',
          court: 'Amtsgericht Köln',
          caseNumber: '73 IN 1/26',
          detectedAt: '2026-11-20T09:41:00.000Z',
        }),
        userRegistered('u1', 'erika@example.de', 'Erika', 'Muster'),
        userRegistered('u2', 'max@example.de', 'Max', 'Pro'),
        planChanged('u2', 'pro_yearly'),
      ]);
      expect(await directory.caseFacts(42)).toEqual({
        id: 42,
        companyName: 'Muster Bau GmbH',
        court: 'Amtsgericht Köln',
        caseNumber: '73 IN 1/26',
        // When the import first saw the notice (issue #30): the payload says it beside the publication date.
        detectedAt: '2026-11-20T09:41:00.000Z',
      });
      expect(await directory.caseFacts(43)).toBeNull();
      expect(await directory.ownerContact('u1')).toEqual({
        email: 'erika@example.de',
        name: 'Erika Muster',
        plan: 'free',
      });
      expect(await directory.ownerContact('u2')).toMatchObject({ plan: 'pro_yearly' });
      expect(await directory.ownerContact('u9')).toBeNull();
    });
  });
}
