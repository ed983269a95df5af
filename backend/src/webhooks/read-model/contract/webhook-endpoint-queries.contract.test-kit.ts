import type { WebhookEndpointEvent } from '../../domain/events.js';
import type { WebhookEndpointQueries } from '../webhook-endpoint-queries.port.js';

/** Builds the endpoints' read model from these events (in order) with the real projection; answers through the port. */
export type WebhookEndpointQueriesHarness = (events: WebhookEndpointEvent[]) => Promise<WebhookEndpointQueries>;

export const endpointCreated = (endpointId: string, ownerId: string, url = 'https://hooks.example.com/in') =>
  ({
    type: 'WebhookEndpointCreated',
    data: {
      endpointId,
      ownerId,
      url,
      description: 'ERP',
      feed: { all: true },
      secretHint: 'AbCd',
      createdAt: '2026-11-28T08:00:00.000Z',
    },
  }) satisfies WebhookEndpointEvent;

/** The behaviour every `WebhookEndpointQueries` adapter must show, given the endpoints' domain events. */
export function webhookEndpointQueriesContract(name: string, harness: WebhookEndpointQueriesHarness): void {
  describe(`WebhookEndpointQueries contract: ${name}`, () => {
    it("lists only the owner's endpoints, oldest first, with the secret's hint and never a secret", async () => {
      const queries = await harness([
        endpointCreated('e1', 'u1'),
        endpointCreated('e2', 'u2'),
        endpointCreated('e3', 'u1', 'https://other.example.com/'),
      ]);
      expect((await queries.ofOwner('u1')).map((endpoint) => endpoint.id)).toEqual(['e1', 'e3']);
      expect(await queries.findOwn('e1', 'u1')).toEqual({
        id: 'e1',
        url: 'https://hooks.example.com/in',
        description: 'ERP',
        allAlerts: true,
        alerts: [],
        enabled: true,
        disabledReason: null,
        secretHint: 'AbCd',
        secretRotatedAt: null,
        createdAt: '2026-11-28T08:00:00.000Z',
        updatedAt: null,
      });
      expect(await queries.findOwn('e2', 'u1')).toBeNull();
      expect(await queries.countOfOwner('u1')).toBe(2);
      expect(await queries.countOfOwner('u9')).toBe(0);
    });

    it('shows changes, the rotated hint and the disabled state; the dispatcher sees enabled endpoints only', async () => {
      const queries = await harness([
        endpointCreated('e1', 'u1'),
        endpointCreated('e2', 'u1'),
        {
          type: 'WebhookEndpointUpdated',
          data: {
            endpointId: 'e1',
            ownerId: 'u1',
            url: 'https://hooks.example.com/v2',
            description: 'ERP neu',
            feed: { all: false, alerts: [{ kind: 'subscription', id: 's1' }] },
            updatedAt: '2026-11-28T09:00:00.000Z',
          },
        },
        {
          type: 'WebhookSecretRotated',
          data: {
            endpointId: 'e1',
            ownerId: 'u1',
            secretHint: 'WxYz',
            rotatedAt: '2026-11-28T10:00:00.000Z',
            previousValidUntil: '2026-11-29T10:00:00.000Z',
          },
        },
        {
          type: 'WebhookEndpointDisabled',
          data: { endpointId: 'e2', ownerId: 'u1', reason: 'failing', disabledAt: '2026-11-28T11:00:00.000Z' },
        },
      ]);
      expect(await queries.findOwn('e1', 'u1')).toMatchObject({
        url: 'https://hooks.example.com/v2',
        description: 'ERP neu',
        allAlerts: false,
        alerts: [{ kind: 'subscription', id: 's1' }],
        secretHint: 'WxYz',
        secretRotatedAt: '2026-11-28T10:00:00.000Z',
        updatedAt: '2026-11-28T09:00:00.000Z',
      });
      expect(await queries.findOwn('e2', 'u1')).toMatchObject({ enabled: false, disabledReason: 'failing' });
      expect(await queries.enabledTargets()).toEqual([
        {
          id: 'e1',
          ownerId: 'u1',
          url: 'https://hooks.example.com/v2',
          feed: { all: false, alerts: [{ kind: 'subscription', id: 's1' }] },
          enabled: true,
          createdAt: '2026-11-28T08:00:00.000Z',
        },
      ]);
      expect(await queries.target('e2')).toMatchObject({ id: 'e2', ownerId: 'u1', enabled: false });
      expect(await queries.target('unknown')).toBeNull();
    });

    it('forgets a deleted endpoint', async () => {
      const queries = await harness([
        endpointCreated('e1', 'u1'),
        {
          type: 'WebhookEndpointDeleted',
          data: { endpointId: 'e1', ownerId: 'u1', deletedAt: '2026-11-28T09:00:00Z' },
        },
      ]);
      expect(await queries.ofOwner('u1')).toEqual([]);
      expect(await queries.target('e1')).toBeNull();
      expect(await queries.eraseEndpoint('e1')).toBe(true);
    });
  });
}
