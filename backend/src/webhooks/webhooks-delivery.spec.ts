import { Webhook } from 'standardwebhooks';
import { MATCH_LOG, type LoggedMatch, type MatchLog } from '../alerts/match-log/match-log.port.js';
import { importTestNotice } from '../test/import-notice.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { changePlan, seedUser, type TestUser } from '../test/test-users.js';
import { deliveryId, portfolioDeliveryId } from './delivery/domain/webhook-id.js';
import { WEBHOOKS_CONSUMER } from './delivery/webhook-dispatcher.js';
import { WEBHOOK_DELIVERY_STORE, type WebhookDeliveryStore } from './delivery/webhook-delivery-store.port.js';
import { WEBHOOK_DIRECTORY, type WebhookDirectory } from './directory/webhook-directory.port.js';
import { startWebhookReceiver } from './test/webhook-receiver.js';

/**
 * Delivery end to end on the configured profile: a Pro user's saved search with its alert matches an imported
 * notice, the matcher records the match in the match log, and the receiver on 127.0.0.1 gets one signed POST,
 * verified with the Standard Webhooks library. On TEST_PROFILE=distributed the matcher runs in the alerts worker
 * behind Kafka and the dispatcher and sender in the scheduler worker.
 */
describe('webhook delivery', () => {
  let t: TestApp;
  let pro: TestUser;
  let log: MatchLog;
  let store: WebhookDeliveryStore;
  const today = new Date().toISOString().slice(0, 10);
  beforeAll(async () => {
    t = await startTestApp({ WEBHOOKS_ALLOW_LOOPBACK: 'true', WEBHOOKS_POLL_SECONDS: '0.2' });
    pro = await seedUser(t, { plan: 'pro_monthly' });
    log = t.get<MatchLog>(MATCH_LOG, 'scheduler');
    store = t.get<WebhookDeliveryStore>(WEBHOOK_DELIVERY_STORE, 'scheduler');
  });
  afterAll(() => t.close());

  /** A saved search with its alert on, for the word `word`: the matcher records its matches in the match log. */
  const savedSearch = async (word: string) =>
    (
      (
        await pro.http
          .post('/api/saved-searches')
          .send({ name: word, criteria: { q: word }, alert: true })
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

  const until = async <T>(probe: () => Promise<T | undefined>, what: string): Promise<T> => {
    for (let i = 0; i < 600; i += 1) {
      const value = await probe();
      if (value !== undefined) return value;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`not reached: ${what}`);
  };

  /** The match log's entry of this case for this alert, once the matcher recorded it. */
  const logged = (caseId: number, alertId: string) =>
    until(
      async () => (await log.after(0, 10_000)).find((m) => m.caseId === caseId && m.alert.id === alertId),
      `match of case ${caseId} for ${alertId}`,
    );

  /** Waits until the dispatcher handled `match` and nothing it enqueued is still to send. */
  const settled = (match: LoggedMatch) =>
    until(
      async () =>
        (await log.cursor(WEBHOOKS_CONSUMER)) >= match.seq && (await store.nextDue()) === null ? true : undefined,
      `webhook delivery up to match ${match.seq}`,
    );

  it('sends one signed POST per match to the endpoints the alert feeds, none for alerts not chosen', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const chosen = await savedSearch('Blitzbau');
      const notChosen = await savedSearch('Gemächlichbau');
      const { endpoint: ep, secret } = await endpoint(receiver.url, {
        allAlerts: false,
        alerts: [{ kind: 'saved-search', id: chosen }],
      });
      const hit = await importTestNotice(t.app, { debtorName: 'Blitzbau GmbH', publicationDate: today });
      const other = await importTestNotice(t.app, { debtorName: 'Gemächlichbau KG', publicationDate: today });
      const [received] = await receiver.received(1);
      const match = await logged(hit.caseId, chosen);
      const payload = new Webhook(secret).verify(received!.body, received!.headers as Record<string, string>) as {
        data: { case: { detectedAt: unknown } };
      };
      // When the product detected the notice, where the installation records it (issue #30 item 1).
      const { detectedAt } = payload.data.case;
      expect(detectedAt === null || typeof detectedAt === 'string').toBe(true);
      expect(payload).toEqual({
        type: 'insolvency.case.matched',
        version: 1,
        timestamp: match.recordedAt,
        data: {
          case: {
            id: hit.caseId,
            key: hit.caseKey,
            companyName: 'Blitzbau GmbH',
            court: hit.notice.court,
            caseNumber: hit.notice.caseNumber,
            publicationDate: today,
            detectedAt,
            url: expect.stringMatching(new RegExp(`/case/${hit.caseId}$`)),
          },
          alert: { kind: 'saved-search', id: chosen, name: 'Blitzbau' },
        },
      });
      expect(received!.headers['webhook-id']).toBe(deliveryId(ep.id, match.eventId, match.alert));
      await settled(await logged(other.caseId, notChosen));
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
      await savedSearch('Wiederholbau');
      const { endpoint: ep, secret } = await endpoint(receiver.url);
      await importTestNotice(t.app, { debtorName: 'Wiederholbau AG', publicationDate: today });
      const [first, second] = await receiver.received(2, 30_000);
      expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
      expect(new Webhook(secret).verify(second!.body, second!.headers as Record<string, string>)).toBeTruthy();
      const delivered = await until(async () => {
        const [latest] = (await pro.http.get(`/api/webhooks/${ep.id}/deliveries`).expect(200)).body.items as {
          status: string;
        }[];
        return latest?.status === 'delivered' ? latest : undefined;
      }, 'the retried delivery recorded');
      expect(delivered).toMatchObject({ attempts: 2, httpStatus: 200 });
    } finally {
      await receiver.close();
    }
  });

  it('re-sends a delivery whose sender died mid-POST, with the same webhook-id, after its lease', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const { endpoint: ep, secret } = await endpoint(receiver.url);
      // What a process killed during the POST leaves: the delivery claimed (attempt 1, leased), no outcome.
      // (e2e/src/webhooks kills the real process.)
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

  it('sends a portfolio hit of a new notice signed as insolvency.portfolio.match, naming customer and rule', async () => {
    // A user of its own: the endpoints above feed all of pro's alerts and their receivers are closed.
    const owner = await seedUser(t, { plan: 'pro_yearly' });
    const { id } = (await owner.http.post('/api/portfolios').send({ name: 'Debitoren Hook' }).expect(201)).body as {
      id: string;
    };
    const receiver = await startWebhookReceiver();
    try {
      const { endpoint: ep, secret } = (
        await owner.http
          .post('/api/webhooks')
          .send({ url: receiver.url, allAlerts: false, alerts: [{ kind: 'portfolio', id }] })
          .expect(201)
      ).body as { endpoint: { id: string }; secret: string };
      // A customer insolvent before the upload: the upload's initial matching finds it, but tells no webhook
      // (a 100,000-row upload must not fire thousands of them).
      // Its saved search tells when the matcher has seen the notice (before any row exists).
      const search = (
        await owner.http
          .post('/api/saved-searches')
          .send({ name: 'Schonlange', criteria: { q: 'Schonlange' }, alert: true })
          .expect(201)
      ).body as { id: string };
      const earlier = await importTestNotice(t.app, {
        debtorName: 'Schonlange Pleite GmbH',
        postalCode: '10115',
        city: 'Berlin',
      });
      await logged(earlier.caseId, search.id);
      const csv = Buffer.from(
        [
          'Kundennummer;Name;PLZ;Ort;Registergericht;Registernummer',
          '50711;Hakenbau Portfolio GmbH;50667;Köln;Amtsgericht Köln;HRB 50711',
          '50712;Ganz Woanders Handel GmbH;80331;München;;',
          '50713;Schonlange Pleite GmbH;10115;Berlin;;',
        ].join('\r\n'),
      );
      const upload = (
        await owner.http.post(`/api/portfolios/${id}/uploads`).attach('file', csv, 'kunden.csv').expect(202)
      ).body as { id: string };
      const view = async () =>
        (await owner.http.get(`/api/portfolios/${id}/uploads/${upload.id}`).expect(200)).body as {
          state: string;
          mapping: Record<string, number | null>;
        };
      const reach = (state: string) =>
        until(async () => {
          const current = await view();
          if (current.state === 'fehlgeschlagen') throw new Error('upload failed');
          return current.state === state ? current : undefined;
        }, `upload ${state}`);
      const mapped = await reach('zuordnen');
      await owner.http.put(`/api/portfolios/${id}/uploads/${upload.id}/mapping`).send({ mapping: mapped.mapping });
      await reach('bereit');
      await owner.http.post(`/api/portfolios/${id}/uploads/${upload.id}/confirm`).expect(202);
      await reach('übernommen');
      await until(async () => {
        const { items } = (await owner.http.get('/api/portfolios').expect(200)).body as {
          items: { id: string }[];
        };
        const found = items.find((p) => p.id === id) as
          { matching: { state: string }; counts: { treffer: number } } | undefined;
        return found?.matching.state === 'fertig' && found.counts.treffer === 1 ? true : undefined;
      }, 'initial matching done with the earlier case as a Treffer');
      const hit = await importTestNotice(t.app, {
        debtorName: 'Hakenbau Portfolio GmbH',
        postalCode: '50667',
        city: 'Köln',
        register: { court: 'Amtsgericht Köln', type: 'HRB', number: '50711' },
        publicationDate: today,
      });
      const [received] = await receiver.received(1);
      const payload = new Webhook(secret).verify(received!.body, received!.headers as Record<string, string>);
      expect(payload).toMatchObject({
        type: 'insolvency.portfolio.match',
        version: 1,
        data: {
          portfolio: { id, name: 'Debitoren Hook' },
          row: { customerNumber: '50711', name: 'Hakenbau Portfolio GmbH' },
          match: { state: 'Treffer', rule: 'Registereintrag' },
          case: { id: hit.caseId, key: hit.caseKey, companyName: 'Hakenbau Portfolio GmbH', publicationDate: today },
        },
      });
      expect(received!.headers['webhook-id']).toBe(portfolioDeliveryId(ep.id, id, 'k:50711', hit.caseKey));
      const match = await logged(hit.caseId, id);
      await settled(match);
      expect(receiver.requests).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it('sends nothing for the endpoints of an owner who went back to Free (the last test: it downgrades)', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const alert = await savedSearch('Kündigungsbau');
      await endpoint(receiver.url);
      await changePlan(t, pro.userId, 'free');
      // The dispatcher reads the plan from the accounts read model (on the distributed profile a worker away).
      const directory = t.get<WebhookDirectory>(WEBHOOK_DIRECTORY, 'scheduler');
      await until(async () => ((await directory.ownerContact(pro.userId))?.plan === 'free' ? true : undefined), 'free');
      const { caseId } = await importTestNotice(t.app, { debtorName: 'Kündigungsbau GmbH', publicationDate: today });
      await settled(await logged(caseId, alert));
      expect(receiver.requests).toHaveLength(0);
    } finally {
      await receiver.close();
    }
  });
});
