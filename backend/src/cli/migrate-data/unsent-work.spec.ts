import { AT, notice } from '../../alerts/read-model/contract/match-store-fixtures.test-kit.js';
import { sqliteAlertMatchStore } from '../../alerts/read-model/sqlite/alert-match-store.sqlite-harness.test-kit.js';
import { SqlitePortfolioRowStore } from '../../portfolios/rows/sqlite/sqlite-portfolio-row-store.js';
import { SqliteWebhookDeliveryStore } from '../../webhooks/delivery/sqlite/sqlite-webhook-delivery-store.js';
import { describeUnsent, unsentWork } from './unsent-work.js';

describe('what an embedded installation has not delivered yet (migrate-data refuses to drop it silently)', () => {
  it('counts unmailed matches, portfolio hits and matches no webhook got, and waiting webhook deliveries', async () => {
    const { db, store } = sqliteAlertMatchStore();
    const deliveries = new SqliteWebhookDeliveryStore(db);
    const portfolios = new SqlitePortfolioRowStore(db);
    await portfolios.addPortfolio({ id: 'p-now', ownerId: 'u1', name: 'Sofort', mode: 'sofort', createdAt: AT });
    await portfolios.addPortfolio({ id: 'p-daily', ownerId: 'u1', name: 'Täglich', mode: 'täglich', createdAt: AT });
    const embedded = { alerts: store, deliveries, portfolios, webhookEndpoints: 1 };
    expect(describeUnsent(await unsentWork(embedded))).toEqual([]);

    await store.record(
      { ...notice('e1', 1, { subscriptions: ['sub-1'], searches: ['search-1'] }), portfolioIds: ['p-now', 'p-daily'] },
      AT,
    );
    await deliveries.enqueue([
      {
        id: 'delivery-1',
        endpointId: 'endpoint-1',
        ownerId: 'u1',
        eventType: 'insolvency.case.matched',
        body: '{}',
        at: new Date(AT),
      },
    ]);
    const unsent = await unsentWork(embedded);
    expect(unsent).toEqual({ digestAlerts: 2, portfolioAlerts: 2, webhookMatches: 4, webhookDeliveries: true });
    expect(describeUnsent(unsent)).toEqual([
      '2 Benachrichtigungen oder Suchprofile mit Treffern, die noch nicht versandt sind',
      '2 Portfolio-Treffer, die noch nicht versandt sind',
      '4 Treffer, die noch an keinen Webhook gingen',
      'Webhook-Zustellungen, die noch ausstehen',
    ]);
    // Without webhook endpoints the dispatcher's backlog is nobody's.
    expect((await unsentWork({ ...embedded, webhookEndpoints: 0 })).webhookMatches).toBe(0);

    // The immediate portfolio mail sent its hit: the daily portfolio's is still waiting for its digest.
    const entries = await store.after(0, 10);
    await store.advance('portfolio-sofort', entries.at(-1)!.seq);
    expect((await unsentWork(embedded)).portfolioAlerts).toBe(1);

    // Mailed, dispatched and delivered: nothing left.
    await store.markSent('sub-1', [1]);
    await store.discardSearchMatches('search-1', 'all');
    for (const consumer of ['portfolio-digest', 'webhooks']) await store.advance(consumer, entries.at(-1)!.seq);
    await deliveries.removeEndpoint('endpoint-1');
    expect(describeUnsent(await unsentWork(embedded))).toEqual([]);
    db.close();
  });
});
