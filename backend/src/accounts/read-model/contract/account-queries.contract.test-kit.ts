import type { UserEvent } from '../../domain/events.js';
import type { AccountQueries } from '../account-queries.port.js';

/** Builds the accounts read model from these events (in order) with the real projection and answers through the port. */
export type AccountQueriesHarness = (events: UserEvent[]) => Promise<AccountQueries>;

const at = '2026-11-20T08:00:00.000Z';

export const registered = (
  userId: string,
  email: string,
  registeredAt = at,
  name = ['Erika', 'Muster'],
): UserEvent => ({
  type: 'UserRegistered',
  data: {
    userId,
    email,
    firstName: name[0]!,
    lastName: name[1]!,
    passwordHash: 'hash',
    role: 'user',
    registeredAt,
  },
});
const loggedIn = (userId: string, sessionId: string, expiresAt: string): UserEvent => ({
  type: 'UserLoggedIn',
  data: { userId, sessionId, expiresAt, at },
});

/** The behaviour every `AccountQueries` adapter must show, given the accounts' domain events. */
export function accountQueriesContract(name: string, harness: AccountQueriesHarness): void {
  describe(`AccountQueries contract: ${name}`, () => {
    const now = new Date('2026-11-21T09:00:00Z');

    it('finds a user by id and by address in any letter case, null for unknown ones', async () => {
      const accounts = await harness([registered('u1', 'Erika@Example.org')]);
      expect(await accounts.userById('u1')).toMatchObject({
        id: 'u1',
        email: 'Erika@Example.org',
        firstName: 'Erika',
        lastName: 'Muster',
        role: 'user',
        isActive: true,
        plan: 'free',
        cancelAtPeriodEnd: false,
        stripeCustomerId: null,
      });
      expect((await accounts.userByEmail(' erika@EXAMPLE.org '))?.id).toBe('u1');
      expect(await accounts.userById('nobody')).toBeNull();
      expect(await accounts.userByEmail('other@example.org')).toBeNull();
    });

    it('answers an open session until it expires, is logged out or its user is deactivated', async () => {
      const open = await harness([registered('u1', 'a@example.org'), loggedIn('u1', 's1', '2026-11-21T12:00:00.000Z')]);
      expect((await open.userOfOpenSession('u1', 's1', now))?.id).toBe('u1');
      expect(await open.userOfOpenSession('u1', 's1', new Date('2026-11-21T12:00:00Z'))).toBeNull();
      expect(await open.userOfOpenSession('u2', 's1', now)).toBeNull();
      const loggedOut = await harness([
        registered('u1', 'a@example.org'),
        loggedIn('u1', 's1', '2026-11-21T12:00:00.000Z'),
        { type: 'UserLoggedOut', data: { userId: 'u1', sessionId: 's1', at } },
      ]);
      expect(await loggedOut.userOfOpenSession('u1', 's1', now)).toBeNull();
      const deactivated = await harness([
        registered('u1', 'a@example.org'),
        loggedIn('u1', 's1', '2026-11-21T12:00:00.000Z'),
        { type: 'UserDeactivated', data: { userId: 'u1', at } },
      ]);
      expect(await deactivated.userOfOpenSession('u1', 's1', now)).toBeNull();
      expect((await deactivated.userById('u1'))?.isActive).toBe(false);
    });

    it('records plans and the billing customer', async () => {
      const accounts = await harness([
        registered('u1', 'a@example.org'),
        { type: 'BillingCustomerLinked', data: { userId: 'u1', stripeCustomerId: 'cus_1' } },
        {
          type: 'UserPlanChanged',
          data: {
            userId: 'u1',
            plan: 'pro_yearly',
            source: 'stripe',
            periodEnd: '2027-11-20T00:00:00.000Z',
            cancelAtPeriodEnd: true,
            stripeSubscriptionId: 'sub_1',
            at,
          },
        },
      ]);
      expect(await accounts.userByStripeCustomer('cus_1')).toMatchObject({
        id: 'u1',
        plan: 'pro_yearly',
        planPeriodEnd: '2027-11-20T00:00:00.000Z',
        cancelAtPeriodEnd: true,
        stripeSubscriptionId: 'sub_1',
      });
      expect(await accounts.userByStripeCustomer('cus_2')).toBeNull();
    });

    it("lists a user's API keys newest first, revoked ones with their revocation time", async () => {
      const accounts = await harness([
        registered('u1', 'a@example.org'),
        { type: 'ApiKeyIssued', data: { userId: 'u1', keyId: 'k1', name: 'ERP', secretHash: 'h1', at } },
        {
          type: 'ApiKeyIssued',
          data: { userId: 'u1', keyId: 'k2', name: 'CRM', secretHash: 'h2', at: '2026-11-20T09:00:00.000Z' },
        },
        { type: 'ApiKeyRevoked', data: { userId: 'u1', keyId: 'k1', at: '2026-11-20T10:00:00.000Z' } },
      ]);
      expect((await accounts.apiKeysOf('u1')).map((key) => [key.keyId, key.revokedAt])).toEqual([
        ['k2', null],
        ['k1', '2026-11-20T10:00:00.000Z'],
      ]);
      expect(await accounts.apiKey('k2')).toEqual({
        keyId: 'k2',
        userId: 'u1',
        name: 'CRM',
        secretHash: 'h2',
        createdAt: '2026-11-20T09:00:00.000Z',
        revokedAt: null,
      });
      expect(await accounts.apiKey('k3')).toBeNull();
      expect(await accounts.apiKeysOf('u2')).toEqual([]);
    });

    it('pages the user list newest first, searching address and name, filtering plan, status and role', async () => {
      const accounts = await harness([
        registered('u1', 'anna@example.org', '2026-11-01T08:00:00.000Z', ['Anna', 'Alt']),
        registered('u2', 'bernd@example.org', '2026-11-02T08:00:00.000Z', ['Bernd', 'Bau_er']),
        registered('u3', 'carla@example.org', '2026-11-03T08:00:00.000Z', ['Carla', 'Neu']),
        { type: 'UserDeactivated', data: { userId: 'u3', at } },
        { type: 'UserRoleChanged', data: { userId: 'u1', role: 'admin', at } },
      ]);
      const ids = async (query: Parameters<AccountQueries['listUsers']>[0]) => {
        const { users, total } = await accounts.listUsers(query);
        return { ids: users.map((user) => user.id), total };
      };
      expect(await ids({ page: 1, limit: 2 })).toEqual({ ids: ['u3', 'u2'], total: 3 });
      expect(await ids({ page: 2, limit: 2 })).toEqual({ ids: ['u1'], total: 3 });
      expect(await ids({ page: 1, limit: 10, search: 'ANNA alt' })).toEqual({ ids: ['u1'], total: 1 });
      expect(await ids({ page: 1, limit: 10, search: 'bau_' })).toEqual({ ids: ['u2'], total: 1 });
      expect(await ids({ page: 1, limit: 10, search: '%' })).toEqual({ ids: [], total: 0 });
      // Searched literally, never as a pattern (a regex would match every address).
      expect(await ids({ page: 1, limit: 10, search: '.*' })).toEqual({ ids: [], total: 0 });
      expect(await ids({ page: 1, limit: 10, status: 'inactive' })).toEqual({ ids: ['u3'], total: 1 });
      expect(await ids({ page: 1, limit: 10, plan: 'pro_monthly' })).toEqual({ ids: [], total: 0 });
      expect(await ids({ page: 1, limit: 10, role: 'admin', status: 'active' })).toEqual({ ids: ['u1'], total: 1 });
    });

    it('counts active administrators, and forgets an account whose erasure was asked for', async () => {
      const admin = (userId: string): UserEvent => ({ type: 'UserRoleChanged', data: { userId, role: 'admin', at } });
      const accounts = await harness([
        registered('u1', 'a@example.org'),
        registered('u2', 'b@example.org'),
        registered('u3', 'c@example.org'),
        registered('u4', 'd@example.org'),
        admin('u1'),
        admin('u2'),
        admin('u3'),
        { type: 'UserDeactivated', data: { userId: 'u2', at } },
        loggedIn('u3', 's3', '2026-11-21T12:00:00.000Z'),
        { type: 'AccountErasureRequested', data: { userId: 'u3', at } },
      ]);
      expect(await accounts.activeAdminCount()).toBe(1);
      expect(await accounts.userById('u3')).toBeNull();
      expect(await accounts.userByEmail('c@example.org')).toBeNull();
      expect(await accounts.userOfOpenSession('u3', 's3', now)).toBeNull();
    });
  });
}
