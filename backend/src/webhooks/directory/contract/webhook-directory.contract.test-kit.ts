import { planChanged, subscriptionCreated, userRegistered } from '../../../test/read-side-events.js';
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

    it('looks alerts up by the ids a batch of matches names, with their owners; unknown ones are left out', async () => {
      const directory = await harness([
        subscriptionCreated('sub-1', 'u1', { companyName: 'Müller Bau GmbH' }),
        subscriptionCreated('sub-2', 'u2', { companyName: 'Fremd GmbH' }),
        savedSearchCreated('ss-1', 'u1', 'Bau NRW'),
      ]);
      const found = await directory.alertsByRef([
        { kind: 'subscription', id: 'sub-2' },
        { kind: 'saved-search', id: 'ss-1' },
        { kind: 'subscription', id: 'sub-2' },
        { kind: 'subscription', id: 'gone' },
      ]);
      expect(found.sort((a, b) => a.id.localeCompare(b.id))).toEqual([
        { kind: 'saved-search', id: 'ss-1', name: 'Bau NRW', ownerId: 'u1' },
        { kind: 'subscription', id: 'sub-2', name: 'Fremd GmbH', ownerId: 'u2' },
      ]);
      expect(await directory.alertsByRef([])).toEqual([]);
    });

    it("gives owners' addresses and plans, one at a time or many at once", async () => {
      const directory = await harness([
        userRegistered('u1', 'erika@example.de', 'Erika', 'Muster'),
        userRegistered('u2', 'max@example.de', 'Max', 'Pro'),
        planChanged('u2', 'pro_yearly'),
      ]);
      const contacts = await directory.ownerContacts(['u1', 'u2', 'u9', 'u1']);
      expect([...contacts.keys()].sort()).toEqual(['u1', 'u2']);
      expect(contacts.get('u2')).toEqual({ email: 'max@example.de', name: 'Max Pro', plan: 'pro_yearly' });
      expect(await directory.ownerContacts([])).toEqual(new Map());
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
