import { jest } from '@jest/globals';
import { Webhook } from 'standardwebhooks';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port.js';
import { tracesIn } from '../test/erasure-traces.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { seedUser, signUp, type TestUser } from '../test/test-users.js';
import { EndpointResolver, systemResolver } from './ssrf/endpoint-resolver.js';
import { startWebhookReceiver } from './test/webhook-receiver.js';
import { WebhookCommands } from './webhook-commands.js';

const PRO_REQUIRED = 'Pro-Abonnement erforderlich für Webhooks (API-Zugang)';

describe('/api/webhooks', () => {
  let t: TestApp;
  let pro: TestUser;
  let other: TestUser;
  let free: TestUser;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    t = await startTestApp({ WEBHOOKS_ALLOW_LOOPBACK: 'true' });
    pro = await seedUser(t, { plan: 'pro_monthly' });
    other = await seedUser(t, { plan: 'pro_yearly' });
    free = await seedUser(t);
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  const create = async (user: TestUser, body: Record<string, unknown> = {}) =>
    (
      await user.http
        .post('/api/webhooks')
        .send({ url: receiver.url, ...body })
        .expect(201)
    ).body as {
      endpoint: { id: string; secretHint: string };
      secret: string;
    };

  it('registers an endpoint, shows its secret once, and lists it with the hint only', async () => {
    const created = await create(pro, { description: ' ERP  Anbindung ' });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(created.endpoint).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: receiver.url,
      description: 'ERP Anbindung',
      allAlerts: true,
      alerts: [],
      enabled: true,
      disabledReason: null,
      secretHint: created.secret.slice(-4),
      secretRotatedAt: null,
      createdAt: expect.any(String),
      updatedAt: null,
    });
    const list = await pro.http.get('/api/webhooks').expect(200);
    expect(list.body).toEqual({ items: [created.endpoint], max: 10 });
    expect(JSON.stringify(list.body)).not.toContain(created.secret.slice(6, 20));
    expect((await other.http.get('/api/webhooks').expect(200)).body.items).toEqual([]);
  });

  it('hands out the secret (shown only once) also when the read model is behind on a busy machine', async () => {
    const commands = t.get(WebhookCommands);
    /** The endpoint as listed once the read model shows `what` (on the distributed profile it trails the answer). */
    const listed = async (id: string, what: Record<string, unknown>) => {
      for (let i = 0; i < 400; i += 1) {
        const items = (await pro.http.get('/api/webhooks').expect(200)).body.items as Record<string, unknown>[];
        const found = items.find((e) => e.id === id);
        if (found && found.secretHint === what.secretHint) return found;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return undefined;
    };
    let behind = jest.spyOn(commands, 'shown').mockResolvedValue(false);
    try {
      const created = await create(pro, { description: 'Eilig' });
      expect(created.secret).toMatch(/^whsec_/);
      expect(created.endpoint).toMatchObject({
        url: receiver.url,
        description: 'Eilig',
        secretHint: created.secret.slice(-4),
      });
      behind.mockRestore();
      // Once the read model shows it, the list tells what the answer did.
      expect(await listed(created.endpoint.id, created.endpoint)).toEqual(created.endpoint);
      behind = jest.spyOn(commands, 'shown').mockResolvedValue(false);
      const rotated = await pro.http.post(`/api/webhooks/${created.endpoint.id}/rotate-secret`).expect(200);
      const fresh = rotated.body.secret as string;
      expect(rotated.body.endpoint).toMatchObject({ secretHint: fresh.slice(-4), secretRotatedAt: expect.any(String) });
      behind.mockRestore();
      expect(await listed(created.endpoint.id, rotated.body.endpoint)).toEqual(rotated.body.endpoint);
    } finally {
      behind.mockRestore();
    }
  });

  it('sends a signed test event that the Standard Webhooks verifier accepts, and logs it', async () => {
    const { endpoint, secret } = await create(pro);
    const before = receiver.requests.length;
    const outcome = await pro.http.post(`/api/webhooks/${endpoint.id}/test`).expect(200);
    expect(outcome.body).toMatchObject({
      delivered: true,
      httpStatus: 204,
      message: 'Testereignis zugestellt (HTTP 204).',
    });
    const [received] = (await receiver.received(before + 1)).slice(before);
    const payload = new Webhook(secret).verify(received!.body, received!.headers as Record<string, string>);
    expect(payload).toMatchObject({ type: 'webhook.test', version: 1, data: { endpointId: endpoint.id } });
    const log = await pro.http.get(`/api/webhooks/${endpoint.id}/deliveries`).expect(200);
    expect(log.body.items).toEqual([
      expect.objectContaining({
        id: received!.headers['webhook-id'],
        eventType: 'webhook.test',
        status: 'delivered',
        attempts: 1,
        httpStatus: 204,
        latencyMs: expect.any(Number),
      }),
    ]);
  });

  it('sends at most 20 test events per account in 10 minutes, so nobody floods a server they typed in', async () => {
    const tester = await seedUser(t, { plan: 'pro_monthly' });
    const { endpoint } = await create(tester);
    const before = receiver.requests.length;
    for (let i = 0; i < 20; i++) await tester.http.post(`/api/webhooks/${endpoint.id}/test`).expect(200);
    await receiver.received(before + 20);
    const refused = await tester.http.post(`/api/webhooks/${endpoint.id}/test`).expect(429);
    // A real clock: a second may pass between the first test event and the refusal.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(590);
    expect(refused.body.message).toBe(
      'Zu viele Testereignisse in kurzer Zeit. Bitte versuchen Sie es in 10 Minuten erneut.',
    );
    // A second endpoint of the same account is no way around it; another account is not held back.
    const { endpoint: second } = await create(tester);
    await tester.http.post(`/api/webhooks/${second.id}/test`).expect(429);
    const neighbour = await seedUser(t, { plan: 'pro_yearly' });
    const { endpoint: others } = await create(neighbour);
    await neighbour.http.post(`/api/webhooks/${others.id}/test`).expect(200);
    await receiver.received(before + 21);
    expect(receiver.requests.length).toBe(before + 21);
  });

  it('rotates the secret: shown once, both old and new verify for 24 hours', async () => {
    const { endpoint, secret: old } = await create(pro);
    const rotated = await pro.http.post(`/api/webhooks/${endpoint.id}/rotate-secret`).expect(200);
    const fresh = rotated.body.secret as string;
    expect(fresh).not.toBe(old);
    expect(rotated.body.endpoint).toMatchObject({ secretHint: fresh.slice(-4), secretRotatedAt: expect.any(String) });
    const before = receiver.requests.length;
    await pro.http.post(`/api/webhooks/${endpoint.id}/test`).expect(200);
    const [received] = (await receiver.received(before + 1)).slice(before);
    const headers = received!.headers as Record<string, string>;
    expect(headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(new Webhook(fresh).verify(received!.body, headers)).toBeTruthy();
    expect(new Webhook(old).verify(received!.body, headers)).toBeTruthy();
  });

  it("answers 404 for other users' endpoints and for ids that are no UUIDs", async () => {
    const { endpoint } = await create(pro);
    const base = `/api/webhooks/${endpoint.id}`;
    const notFound = 'Der Webhook wurde nicht gefunden.';
    expect((await other.http.get(`${base}/deliveries`).expect(404)).body.message).toBe(notFound);
    expect((await other.http.patch(base).send({ description: 'x' }).expect(404)).body.message).toBe(notFound);
    await other.http.post(`${base}/test`).expect(404);
    await other.http.post(`${base}/rotate-secret`).expect(404);
    await other.http.delete(base).expect(404);
    await pro.http.get('/api/webhooks/kein-webhook/deliveries').expect(404);
    expect((await pro.http.get(`${base}/deliveries`).expect(200)).body.items).toEqual([]);
  });

  it('refuses free users with the German Pro text, but lets them list', async () => {
    const response = await free.http.post('/api/webhooks').send({ url: receiver.url }).expect(403);
    expect(response.body.message).toBe(PRO_REQUIRED);
    await free.http.get('/api/webhooks').expect(200);
  });

  it('needs a confirmed e-mail address to register an endpoint (the owner is mailed when it fails)', async () => {
    const unconfirmed = await signUp(t, { plan: 'pro_monthly', confirmed: false });
    const response = await unconfirmed.http.post('/api/webhooks').send({ url: receiver.url }).expect(403);
    expect(response.body.message).toBe('Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.');
  });

  it('refuses bad input with German messages', async () => {
    const missing = await pro.http.post('/api/webhooks').send({}).expect(400);
    expect(JSON.stringify(missing.body)).toContain('Bitte geben Sie die Adresse (URL) des Webhooks an.');
    const badAlerts = await pro.http.post('/api/webhooks').send({ url: receiver.url, alerts: 'alle' }).expect(400);
    expect(JSON.stringify(badAlerts.body)).toContain('Die Benachrichtigungen müssen eine Liste sein.');
    const badKind = await pro.http
      .post('/api/webhooks')
      .send({ url: receiver.url, allAlerts: false, alerts: [{ kind: 'x', id: '1' }] })
      .expect(400);
    expect(JSON.stringify(badKind.body)).toContain('„subscription“, „saved-search“ oder „portfolio“');
    const unknownAlert = await pro.http
      .post('/api/webhooks')
      .send({ url: receiver.url, allAlerts: false, alerts: [{ kind: 'subscription', id: 'fremd' }] })
      .expect(422);
    expect(unknownAlert.body.message).toBe('Die gewählte Benachrichtigung „fremd“ gibt es in Ihrem Konto nicht.');

    // A PATCH names what changes: null is no address, text or switch, and changes nothing.
    const { endpoint } = await create(pro);
    for (const [body, message] of [
      [{ url: null }, 'Die Adresse'],
      [{ description: null }, 'Die Beschreibung muss ein Text sein.'],
      [{ enabled: null }, '„enabled“ muss wahr oder falsch sein.'],
      [{ allAlerts: null }, '„allAlerts“ muss wahr oder falsch sein.'],
    ] as const) {
      const refused = await pro.http.patch(`/api/webhooks/${endpoint.id}`).send(body).expect(400);
      expect(JSON.stringify(refused.body)).toContain(message);
    }
    const unchanged = await pro.http.get('/api/webhooks').expect(200);
    expect(unchanged.body.items.find((item: { id: string }) => item.id === endpoint.id)).toMatchObject({
      enabled: true,
      url: receiver.url,
    });
  });

  it.each([
    [
      'https://10.0.0.1/hook',
      'Die Adresse des Webhooks zeigt auf ein internes oder reserviertes Netz und ist nicht erlaubt.',
    ],
    [
      'https://169.254.169.254/latest/meta-data/',
      'Die Adresse des Webhooks zeigt auf ein internes oder reserviertes Netz und ist nicht erlaubt.',
    ],
    ['http://example.com/hook', 'Webhooks werden nur an https://-Adressen gesendet.'],
    ['https://user:pw@example.com/', 'Die Adresse darf keine Zugangsdaten (Benutzer:Passwort@) enthalten.'],
  ])('refuses %s (SSRF protection)', async (url, message) => {
    const response = await pro.http.post('/api/webhooks').send({ url }).expect(422);
    expect(response.body.message).toBe(message);
  });

  it('checks the address again at delivery: a name now resolving to a private address gets nothing', async () => {
    const resolver = t.get(EndpointResolver);
    let answer = '93.184.216.34';
    resolver.useResolver(async (host) =>
      host === 'hooks.rebind.example' ? [{ address: answer, family: 4 }] : systemResolver(host),
    );
    try {
      const { endpoint } = await create(pro, { url: 'https://hooks.rebind.example/in' });
      answer = '10.0.0.7'; // DNS rebinding: the name now points inside
      const outcome = await pro.http.post(`/api/webhooks/${endpoint.id}/test`).expect(200);
      expect(outcome.body).toMatchObject({
        delivered: false,
        error: 'unsafe_address',
        message: 'Die Adresse zeigt inzwischen auf ein internes Netz und wird nicht beliefert.',
      });
    } finally {
      resolver.useResolver(systemResolver);
    }
  });

  it('switches an endpoint off and on, and refuses the eleventh', async () => {
    const { endpoint } = await create(other);
    const off = await other.http.patch(`/api/webhooks/${endpoint.id}`).send({ enabled: false }).expect(200);
    expect(off.body).toMatchObject({ enabled: false, disabledReason: 'owner' });
    const on = await other.http.patch(`/api/webhooks/${endpoint.id}`).send({ enabled: true }).expect(200);
    expect(on.body).toMatchObject({ enabled: true, disabledReason: null });
    for (let i = 1; i < 10; i += 1) await create(other);
    const eleventh = await other.http.post('/api/webhooks').send({ url: receiver.url }).expect(422);
    expect(eleventh.body.message).toBe(
      'Sie können höchstens 10 Webhooks einrichten. Bitte löschen Sie nicht mehr benötigte Webhooks.',
    );
  });

  it('deletes an endpoint with its log; afterwards it is unknown', async () => {
    const { endpoint } = await create(pro);
    await pro.http.post(`/api/webhooks/${endpoint.id}/test`).expect(200);
    expect((await pro.http.delete(`/api/webhooks/${endpoint.id}`).expect(200)).body).toEqual({
      message: 'Webhook gelöscht',
    });
    await pro.http.get(`/api/webhooks/${endpoint.id}/deliveries`).expect(404);
    const items = (await pro.http.get('/api/webhooks').expect(200)).body.items as { id: string }[];
    expect(items.map((e) => e.id)).not.toContain(endpoint.id);
  });

  it('leaves no trace of a deleted endpoint (URL, description) in the stored data', async () => {
    const url = `${receiver.url}/kunde-geheimnisvoll`;
    const { endpoint } = await create(pro, { url, description: 'Max Geheimnisvoll Empfang' });
    await pro.http.post(`/api/webhooks/${endpoint.id}/test`).expect(200);
    await pro.http.post(`/api/webhooks/${endpoint.id}/rotate-secret`).expect(200);
    // What may name a person. (The secret is no personal data: the vault deletes it, but on the FerretDB test
    // server a replaced document's old bytes can stay in a freed page of its file until the page is reused.)
    const texts = ['geheimnisvoll', 'Geheimnisvoll Empfang'];
    expect(await tracesIn(t, texts)).not.toEqual([]);
    await pro.http.delete(`/api/webhooks/${endpoint.id}`).expect(200);
    // KurrentDB (distributed profile) drops a deleted stream's events with a scavenge, which the daily cleanup
    // starts after erasures; SQLite has removed them already.
    await t.get<EventStore>(EVENT_STORE).purgeDeleted();
    let found = await tracesIn(t, texts);
    for (let i = 0; i < 100 && found.length > 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      found = await tracesIn(t, texts);
    }
    expect(found).toEqual([]);
  });

  it('documents the endpoints and the payload in the OpenAPI description', async () => {
    const doc = (await pro.http.get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, { description?: string }>>;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/webhooks',
        '/api/webhooks/{id}',
        '/api/webhooks/{id}/rotate-secret',
        '/api/webhooks/{id}/test',
        '/api/webhooks/{id}/deliveries',
      ]),
    );
    expect(doc.paths['/api/webhooks']!.post!.description).toContain('insolvency.case.matched');
    expect(Object.keys(doc.components.schemas['WebhookCaseMatchedPayload']!.properties!)).toEqual([
      'type',
      'version',
      'timestamp',
      'data',
    ]);
    expect(doc.components.schemas['WebhookTestPayload']).toBeDefined();
    // Issue #32: corrections and withdrawals of a matched notice.
    expect(doc.paths['/api/webhooks']!.post!.description).toContain('insolvency.case.corrected');
    expect(Object.keys(doc.components.schemas['WebhookCaseCorrectedData']!.properties!)).toEqual(
      expect.arrayContaining(['case', 'alert', 'change']),
    );
  });
});
