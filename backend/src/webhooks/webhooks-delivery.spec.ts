import { Webhook } from 'standardwebhooks';
import { MATCH_LOG } from '../alerts/match-log/match-log.port.js';
import { importTestNotice } from '../test/import-notice.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { changePlan, seedUser, type TestUser } from '../test/test-users.js';
import { deliveryId } from './delivery/domain/webhook-id.js';
import { WEBHOOKS_CONSUMER } from './delivery/webhook-dispatcher.js';
import { WEBHOOK_DELIVERY_STORE, type WebhookDeliveryStore } from './delivery/webhook-delivery-store.port.js';
import { WEBHOOK_DIRECTORY, type WebhookDirectory } from './directory/webhook-directory.port.js';
import type { InMemoryMatchLog } from './test/in-memory-match-log.js';
import { startWebhookReceiver } from './test/webhook-receiver.js';

/**
 * Delivery end to end on the configured profile: matches appended to the match log (in memory until the
 * alerts-delivery branch's adapters are wired, see `match-log.provider.ts`) reach a receiver on 127.0.0.1 as
 * signed POSTs, verified with the Standard Webhooks library; on TEST_PROFILE=distributed the dispatcher and
 * sender run in the scheduler worker.
 */
describe('webhook delivery', () => {
  let t: TestApp;
  let pro: TestUser;
  let log: InMemoryMatchLog;
  let store: WebhookDeliveryStore;
  let eventNo = 0;
  beforeAll(async () => {
    t = await startTestApp({ WEBHOOKS_ALLOW_LOOPBACK: 'true', WEBHOOKS_POLL_SECONDS: '0.2' });
    pro = await seedUser(t, { plan: 'pro_monthly' });
    log = t.get<InMemoryMatchLog>(MATCH_LOG, 'scheduler');
    store = t.get<WebhookDeliveryStore>(WEBHOOK_DELIVERY_STORE, 'scheduler');
  });
  afterAll(() => t.close());

  const savedSearch = async (name: string) =>
    (
      (
        await pro.http
          .post('/api/saved-searches')
          .send({ name, criteria: { q: name } })
          .expect(201)
      ).body as { id: string }
    ).id;

  const endpoint = async (url: string, body: Record<string, unknown> = {}) =>
    (
      await pro.http
        .post('/api/webhooks')
        .send({ url, ...body })
        .expect(201)
    ).body as {
      endpoint: { id: string };
      secret: string;
    };

  const match = async (alertId: string) => {
    const imported = await importTestNotice(t.app, { debtorName: 'Muster Bau GmbH' });
    eventNo += 1;
    const entry = {
      eventId: `evt-${eventNo}-${imported.caseId}`,
      caseId: imported.caseId,
      caseKey: imported.caseKey,
      publicationDate: imported.notice.publicationDate,
      alert: { kind: 'saved-search' as const, id: alertId },
      recordedAt: new Date().toISOString(),
    };
    const [logged] = log.append(entry);
    return { ...imported, entry: logged! };
  };

  /** Waits until the dispatcher has handled the log up to `seq` and nothing it enqueued is pending. */
  const settled = async (seq: number) => {
    for (let i = 0; i < 600; i += 1) {
      if ((await log.cursor(WEBHOOKS_CONSUMER)) >= seq && (await store.nextDue()) === null) return;
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`webhook delivery did not settle up to match ${seq}`);
  };

  it('sends one signed POST per match to the endpoints the alert feeds, never twice for a replayed match', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const chosen = await savedSearch('Bau Köln');
      const notChosen = await savedSearch('Gastro Bonn');
      const { endpoint: ep, secret } = await endpoint(receiver.url, {
        allAlerts: false,
        alerts: [{ kind: 'saved-search', id: chosen }],
      });
      const { entry, caseId, caseKey, notice } = await match(chosen);
      const other = await match(notChosen);
      const [received] = await receiver.received(1);
      const payload = new Webhook(secret).verify(received!.body, received!.headers as Record<string, string>);
      expect(payload).toEqual({
        type: 'insolvency.case.matched',
        version: 1,
        timestamp: entry.recordedAt,
        data: {
          case: {
            id: caseId,
            key: caseKey,
            companyName: 'Muster Bau GmbH',
            court: notice.court,
            caseNumber: notice.caseNumber,
            publicationDate: notice.publicationDate,
            detectedAt: null,
            url: expect.stringMatching(new RegExp(`/case/${caseId}$`)),
          },
          alert: { kind: 'saved-search', id: chosen, name: 'Bau Köln' },
        },
      });
      expect(received!.headers['webhook-id']).toBe(deliveryId(ep.id, entry.eventId, entry.alert));
      // The same match logged again (a replay) has the same webhook-id: not sent again.
      const [replayed] = log.append({ ...entry });
      await settled(Math.max(replayed!.seq, other.entry.seq));
      expect(receiver.requests).toHaveLength(1);
      const items = (await pro.http.get(`/api/webhooks/${ep.id}/deliveries`).expect(200)).body.items;
      expect(items).toEqual([expect.objectContaining({ status: 'delivered', attempts: 1, httpStatus: 204 })]);
    } finally {
      await receiver.close();
    }
  });

  it('retries a 500 with the same webhook-id until the receiver answers 200', async () => {
    const receiver = await startWebhookReceiver([500, 200]);
    try {
      const alert = await savedSearch('Retry Test');
      const { endpoint: ep, secret } = await endpoint(receiver.url);
      await match(alert);
      const [first, second] = await receiver.received(2, 20_000);
      expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
      expect(new Webhook(secret).verify(second!.body, second!.headers as Record<string, string>)).toBeTruthy();
      const delivered = async () =>
        (await pro.http.get(`/api/webhooks/${ep.id}/deliveries`).expect(200)).body.items[0] as { status: string };
      for (let i = 0; i < 100 && (await delivered()).status !== 'delivered'; i += 1)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await delivered()).toMatchObject({ status: 'delivered', attempts: 2, httpStatus: 200 });
    } finally {
      await receiver.close();
    }
  });

  it('re-sends a delivery whose sender died mid-POST, with the same webhook-id, after its lease', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const { endpoint: ep, secret } = await endpoint(receiver.url);
      // What a process killed during the POST leaves: the delivery claimed (attempt 1, leased), no outcome.
      const at = new Date();
      await store.enqueue([
        {
          id: 'msg_killed_mid_delivery',
          endpointId: ep.id,
          ownerId: pro.userId,
          eventType: 'webhook.test',
          body: JSON.stringify({ type: 'webhook.test', version: 1, timestamp: at.toISOString(), data: {} }),
          at,
          claimedUntil: new Date(at.getTime() + 500),
        },
      ]);
      const [received] = await receiver.received(1, 20_000);
      expect(received!.headers['webhook-id']).toBe('msg_killed_mid_delivery');
      expect(new Webhook(secret).verify(received!.body, received!.headers as Record<string, string>)).toBeTruthy();
      expect(await store.get('msg_killed_mid_delivery')).toMatchObject({ attempts: 2 });
    } finally {
      await receiver.close();
    }
  });

  it('sends nothing for the endpoints of an owner who went back to Free (the last test: it downgrades)', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const alert = await savedSearch('Nach Kündigung');
      await endpoint(receiver.url);
      await changePlan(t, pro.userId, 'free');
      // The dispatcher reads the plan from the accounts read model (on the distributed profile a worker away).
      const directory = t.get<WebhookDirectory>(WEBHOOK_DIRECTORY, 'scheduler');
      for (let i = 0; i < 600 && (await directory.ownerContact(pro.userId))?.plan !== 'free'; i += 1)
        await new Promise((resolve) => setTimeout(resolve, 50));
      const { entry } = await match(alert);
      await settled(entry.seq);
      expect(receiver.requests).toHaveLength(0);
    } finally {
      await receiver.close();
    }
  });
});
