import type { MatchLog } from '../../alerts/match-log/match-log.port.js';
import { CaseStreams } from '../../cases/domain/events.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { importTestNotice } from '../../test/import-notice.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { seedUser } from '../../test/test-users.js';
import { WEBHOOK_DIRECTORY, type WebhookDirectory } from '../directory/webhook-directory.port.js';
import { WEBHOOK_ENDPOINT_QUERIES, type WebhookEndpointQueries } from '../read-model/webhook-endpoint-queries.port.js';
import { InMemoryMatchLog } from '../test/in-memory-match-log.js';
import { WEBHOOK_DELIVERY_STORE, type WebhookDeliveryStore } from './webhook-delivery-store.port.js';
import { WEBHOOKS_CONSUMER, WebhookDispatcher } from './webhook-dispatcher.js';

/**
 * The dispatcher on a match log in memory (the port's behaviour, without the matcher): replays, backlogs and
 * matches of cases erased meanwhile. The app provides endpoints, directory and queue.
 */
describe('webhook dispatcher', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The app's own delivery loop stays idle: its match log is not the one this spec writes.
    t = await startTestApp({ WEBHOOKS_ALLOW_LOOPBACK: 'true' });
  });
  afterAll(() => t.close());

  const dispatcherOn = (log: MatchLog) =>
    new WebhookDispatcher(
      log,
      t.get<WebhookEndpointQueries>(WEBHOOK_ENDPOINT_QUERIES),
      t.get<WebhookDeliveryStore>(WEBHOOK_DELIVERY_STORE),
      t.get<Clock>(CLOCK),
      t.get<AppConfig>(APP_CONFIG),
      t.get<WebhookDirectory>(WEBHOOK_DIRECTORY),
      t.get<EventStore>(EVENT_STORE),
      t.get(CaseStreams),
    );

  it('enqueues a replayed match once, skips the backlog before the endpoint and a case without a stream', async () => {
    const pro = await seedUser(t, { plan: 'pro_monthly' });
    const search = (await pro.http.post('/api/saved-searches').send({ name: 'Replay', criteria: { q: 'Replay' } }))
      .body as { id: string };
    const imported = await importTestNotice(t.app);
    const entry = (eventId: string, recordedAt: string, caseId = imported.caseId) => ({
      eventId,
      caseId,
      caseKey: imported.caseKey,
      publicationDate: imported.notice.publicationDate,
      alert: { kind: 'saved-search' as const, id: search.id },
      recordedAt,
    });
    const log = new InMemoryMatchLog();
    log.append(entry('before-the-endpoint', '2000-01-01T00:00:00.000Z'));
    await pro.http.post('/api/webhooks').send({ url: 'http://127.0.0.1:9/hook' }).expect(201);
    const now = new Date().toISOString();
    log.append(entry('evt-1', now), entry('evt-1', now));
    const dispatcher = dispatcherOn(log);
    expect(await dispatcher.dispatchPending()).toBe(1);
    expect(await log.cursor(WEBHOOKS_CONSUMER)).toBe(3);
    // The case is read from its stream, which exists once the matcher saw it: a case without one (erased) is
    // passed over, nothing is sent about it.
    log.append({ ...entry('evt-erased-case', now), caseKey: 'erased|1 in 1/26' });
    expect(await dispatcher.dispatchPending()).toBe(0);
    expect(await log.cursor(WEBHOOKS_CONSUMER)).toBe(4);
  });

  it("says why an alert got a case over the debtor's file (issue #32), and nothing of it for a plain match", async () => {
    const pro = await seedUser(t, { plan: 'pro_monthly' });
    const subscription = (
      await pro.http.post('/api/subscriptions').send({ email: pro.email, companyName: 'Altname Bau', keywords: [] })
    ).body as { id: string };
    const imported = await importTestNotice(t.app);
    const { endpoint } = (await pro.http.post('/api/webhooks').send({ url: 'http://127.0.0.1:9/hook' }).expect(201))
      .body as { endpoint: { id: string } };
    const reason = 'gehört zur Akte von Altname Bau GmbH (AG Bonn, 12 IN 3/26): früherer Name Altname Bau GmbH';
    const entry = (eventId: string) => ({
      eventId,
      caseId: imported.caseId,
      caseKey: imported.caseKey,
      publicationDate: imported.notice.publicationDate,
      alert: { kind: 'subscription' as const, id: subscription.id },
      recordedAt: new Date().toISOString(),
    });
    const log = new InMemoryMatchLog();
    log.append({ ...entry('evt-file'), reason }, entry('evt-plain'));
    expect(await dispatcherOn(log).dispatchPending()).toBe(2);
    const bodies = (await t.get<WebhookDeliveryStore>(WEBHOOK_DELIVERY_STORE).log(endpoint.id, 10)).map(
      (delivery) => JSON.parse(delivery.body ?? 'null') as { data: { alert: Record<string, unknown> } },
    );
    expect(bodies.map((body) => body.data.alert.reason ?? null).sort()).toEqual([null, reason].sort());
  });
});
