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
import type { PortfolioHitRow, WebhookPortfolio, WebhookPortfolios } from '../portfolios/webhook-portfolios.port.js';
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

  const dispatcherOn = (log: MatchLog, portfolios: WebhookPortfolios | null = null) =>
    new WebhookDispatcher(
      log,
      t.get<WebhookEndpointQueries>(WEBHOOK_ENDPOINT_QUERIES),
      t.get<WebhookDeliveryStore>(WEBHOOK_DELIVERY_STORE),
      t.get<Clock>(CLOCK),
      t.get<AppConfig>(APP_CONFIG),
      t.get<WebhookDirectory>(WEBHOOK_DIRECTORY),
      t.get<EventStore>(EVENT_STORE),
      t.get(CaseStreams),
      portfolios,
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

  it('sends a portfolio hit of a new notice as insolvency.portfolio.match, once per endpoint, row and case', async () => {
    const pro = await seedUser(t, { plan: 'pro_monthly' });
    const imported = await importTestNotice(t.app);
    // The portfolios' side as the port answers it: one portfolio of the user, a "Treffer" and a "Prüfen" row.
    const portfolio: WebhookPortfolio = { id: 'pf-1', name: 'Debitoren 2026', ownerId: pro.userId };
    const rows: PortfolioHitRow[] = [
      {
        rowId: 'k:10042',
        customerNumber: '10042',
        name: 'Müller Bau GmbH',
        state: 'Treffer',
        ruleLabel: 'Name und PLZ',
        reason: 'Name und PLZ 50667 stimmen überein',
        score: 1,
      },
      {
        rowId: 'k:10043',
        customerNumber: null,
        name: 'Mueller Bau',
        state: 'Prüfen',
        ruleLabel: 'Ähnlicher Name',
        reason: 'Ähnlicher Name (0.91)',
        score: 0.91,
      },
    ];
    const portfolios: WebhookPortfolios = {
      portfoliosOf: async (ownerId) => (ownerId === pro.userId ? [portfolio] : []),
      portfoliosById: async (ids) => (ids.includes(portfolio.id) ? [portfolio] : []),
      rowsOfCase: async (portfolioId, caseId) =>
        portfolioId === portfolio.id && caseId === imported.caseId ? rows : [],
    };
    const all = (await pro.http.post('/api/webhooks').send({ url: 'http://127.0.0.1:9/all' }).expect(201)).body as {
      endpoint: { id: string };
    };
    // Someone else's (here: an unknown) portfolio cannot be chosen: the decider refuses it in German.
    const refused = await pro.http
      .post('/api/webhooks')
      .send({ url: 'http://127.0.0.1:9/other', allAlerts: false, alerts: [{ kind: 'portfolio', id: 'pf-fremd' }] })
      .expect(422);
    expect(JSON.stringify(refused.body)).toContain('Das gewählte Portfolio „pf-fremd“ gibt es in Ihrem Konto nicht.');
    const entry = (eventId: string) => ({
      eventId,
      caseId: imported.caseId,
      caseKey: imported.caseKey,
      publicationDate: imported.notice.publicationDate,
      alert: { kind: 'portfolio' as const, id: portfolio.id },
      recordedAt: new Date().toISOString(),
    });
    const log = new InMemoryMatchLog();
    log.append(entry('evt-p1'));
    const dispatcher = dispatcherOn(log, portfolios);
    expect(await dispatcher.dispatchPending()).toBe(2);
    const store = t.get<WebhookDeliveryStore>(WEBHOOK_DELIVERY_STORE);
    const sent = await store.log(all.endpoint.id, 10);
    expect(sent.map((d) => d.eventType)).toEqual(['insolvency.portfolio.match', 'insolvency.portfolio.match']);
    const bodies = sent.map((d) => JSON.parse(d.body!) as { data: Record<string, unknown> });
    const treffer = bodies.find((b) => (b.data.match as { state: string }).state === 'Treffer')!;
    expect(treffer).toMatchObject({
      type: 'insolvency.portfolio.match',
      version: 1,
      data: {
        portfolio: { id: 'pf-1', name: 'Debitoren 2026' },
        row: { customerNumber: '10042', name: 'Müller Bau GmbH' },
        match: { state: 'Treffer', rule: 'Name und PLZ', reason: 'Name und PLZ 50667 stimmen überein', score: 1 },
        case: { id: imported.caseId, key: imported.caseKey, url: expect.stringMatching(/\/case\/\d+$/) },
      },
    });
    expect(treffer.data).not.toHaveProperty('alert');
    expect(bodies.some((b) => (b.data.match as { rule: string }).rule === 'Ähnlicher Name')).toBe(true);
    // A later notice of the same case for the same rows (or a replay) carries the same ids: nothing new.
    log.append(entry('evt-p2'), entry('evt-p1'));
    expect(await dispatcher.dispatchPending()).toBe(0);
    // Without the portfolios' side (a process that does not provide it), portfolio entries are passed over.
    log.append(entry('evt-p3'));
    expect(await dispatcherOn(log).dispatchPending()).toBe(0);
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
