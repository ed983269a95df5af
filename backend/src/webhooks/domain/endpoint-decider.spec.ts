import { DeciderSpecification } from '../../platform/command-handling/decider-specification.js';
import type { WebhookEndpointCommand } from './commands.js';
import { webhookEndpointDecider } from './endpoint-decider.js';
import { InvalidWebhookEndpoint, WebhookEndpointNotFound, WebhookLimitReached, WebhooksRequirePro } from './errors.js';
import type { WebhookEndpointEvent } from './events.js';

const id = '6f1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const owner = 'user-owner';
const other = 'user-other';
const at = new Date('2026-11-28T09:00:00Z');
const later = new Date('2026-11-29T10:00:00Z');

const create = (overrides: Partial<Extract<WebhookEndpointCommand, { type: 'CreateWebhookEndpoint' }>> = {}) =>
  ({
    type: 'CreateWebhookEndpoint',
    endpointId: id,
    by: owner,
    isPro: true,
    ownerEndpoints: 0,
    maxEndpoints: 10,
    fields: { url: 'https://hooks.example.com/in', description: '  ERP   Anbindung ', feed: { all: true } },
    secretHint: 'AbCd',
    at,
    ...overrides,
  }) satisfies WebhookEndpointCommand;

const created: WebhookEndpointEvent = {
  type: 'WebhookEndpointCreated',
  data: {
    endpointId: id,
    ownerId: owner,
    url: 'https://hooks.example.com/in',
    description: 'ERP Anbindung',
    feed: { all: true },
    secretHint: 'AbCd',
    createdAt: '2026-11-28T09:00:00.000Z',
  },
};

describe('webhook endpoint decider', () => {
  const spec = () => DeciderSpecification.for(webhookEndpointDecider);

  it('registers an endpoint with its description tidied', () => {
    spec().given([]).when(create()).then([created]);
  });

  it('refuses free users, the 11th endpoint and an empty choice of alerts', () => {
    spec()
      .given([])
      .when(create({ isPro: false }))
      .thenThrows(WebhooksRequirePro);
    spec()
      .given([])
      .when(create({ ownerEndpoints: 10 }))
      .thenThrows(WebhookLimitReached);
    spec()
      .given([])
      .when(create({ fields: { url: 'https://x.example', description: '', feed: { all: false, alerts: [] } } }))
      .thenThrows(InvalidWebhookEndpoint);
  });

  it('records the chosen alerts once each, in a stable order; the same choice again records nothing', () => {
    const alerts = [
      { kind: 'saved-search', id: 's1' },
      { kind: 'subscription', id: 'b' },
      { kind: 'subscription', id: 'b' },
    ] as const;
    const update = { type: 'UpdateWebhookEndpoint', by: owner, isPro: true, at: later } as const;
    const updated: WebhookEndpointEvent = {
      type: 'WebhookEndpointUpdated',
      data: {
        endpointId: id,
        ownerId: owner,
        url: 'https://hooks.example.com/in',
        description: 'ERP Anbindung',
        feed: {
          all: false,
          alerts: [
            { kind: 'saved-search', id: 's1' },
            { kind: 'subscription', id: 'b' },
          ],
        },
        updatedAt: '2026-11-29T10:00:00.000Z',
      },
    };
    spec()
      .given([created])
      .when({ ...update, changes: { feed: { all: false, alerts } } })
      .then([updated]);
    spec()
      .given([created, updated])
      .when({ ...update, changes: { feed: { all: false, alerts: [...alerts].reverse() } } })
      .then([]);
  });

  it('answers "not found" to another user, also after deletion', () => {
    spec().given([created]).when({ type: 'DeleteWebhookEndpoint', by: other, at }).thenThrows(WebhookEndpointNotFound);
    const deleted: WebhookEndpointEvent = {
      type: 'WebhookEndpointDeleted',
      data: { endpointId: id, ownerId: owner, deletedAt: '2026-11-28T09:00:00.000Z' },
    };
    spec().given([created]).when({ type: 'DeleteWebhookEndpoint', by: owner, at }).then([deleted]);
    spec()
      .given([created, deleted])
      .when({ type: 'SetWebhookEndpointEnabled', by: owner, enabled: false, at })
      .thenThrows(WebhookEndpointNotFound);
  });

  it('rotates the secret and keeps the previous one valid for 24 hours', () => {
    spec()
      .given([created])
      .when({ type: 'RotateWebhookSecret', by: owner, isPro: true, secretHint: 'WxYz', at })
      .then([
        {
          type: 'WebhookSecretRotated',
          data: {
            endpointId: id,
            ownerId: owner,
            secretHint: 'WxYz',
            rotatedAt: '2026-11-28T09:00:00.000Z',
            previousValidUntil: '2026-11-29T09:00:00.000Z',
          },
        },
      ]);
  });

  it('disables a failing endpoint once; the owner switches it on again', () => {
    const disabled: WebhookEndpointEvent = {
      type: 'WebhookEndpointDisabled',
      data: { endpointId: id, ownerId: owner, reason: 'failing', disabledAt: '2026-11-29T10:00:00.000Z' },
    };
    spec().given([created]).when({ type: 'DisableFailingWebhookEndpoint', at: later }).then([disabled]);
    spec().given([created, disabled]).when({ type: 'DisableFailingWebhookEndpoint', at: later }).then([]);
    spec()
      .given([created, disabled])
      .when({ type: 'SetWebhookEndpointEnabled', by: owner, enabled: true, at: later })
      .then([
        {
          type: 'WebhookEndpointEnabled',
          data: { endpointId: id, ownerId: owner, enabledAt: '2026-11-29T10:00:00.000Z' },
        },
      ]);
  });

  it("feeds an endpoint from the owner's own portfolios only (issue #31); old choices stay valid", () => {
    const chosen = { all: false, alerts: [{ kind: 'portfolio', id: 'pf-1' }] } as const;
    const fields = { url: 'https://hooks.example.com/in', description: '', feed: chosen };
    spec()
      .given([])
      .when(create({ fields, ownPortfolioIds: ['pf-1'] }))
      .then([{ ...created, data: { ...created.data, description: '', feed: chosen } }]);
    // Someone else's portfolio reads as an unknown one, with the same German message.
    spec()
      .given([])
      .when(create({ fields, ownPortfolioIds: ['pf-2'] }))
      .thenThrows(InvalidWebhookEndpoint, 'Das gewählte Portfolio „pf-1“ gibt es in Ihrem Konto nicht.');
    spec()
      .given([])
      .when(create({ fields }))
      .thenThrows(InvalidWebhookEndpoint, /Portfolio/);
    const update = { type: 'UpdateWebhookEndpoint', by: owner, isPro: true, at: later } as const;
    spec()
      .given([created])
      .when({ ...update, changes: { feed: chosen }, ownPortfolioIds: [] })
      .thenThrows(InvalidWebhookEndpoint, /Portfolio „pf-1“/);
    // An endpoint chosen with a portfolio keeps it when only its description changes (the portfolio may be gone).
    const withPortfolio: WebhookEndpointEvent = { ...created, data: { ...created.data, feed: chosen } };
    spec()
      .given([withPortfolio])
      .when({ ...update, changes: { description: 'Neu' } })
      .then([
        {
          type: 'WebhookEndpointUpdated',
          data: {
            endpointId: id,
            ownerId: owner,
            url: 'https://hooks.example.com/in',
            description: 'Neu',
            feed: chosen,
            updatedAt: '2026-11-29T10:00:00.000Z',
          },
        },
      ]);
  });
});
