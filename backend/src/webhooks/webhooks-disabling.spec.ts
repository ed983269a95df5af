import { jest } from '@jest/globals';
import { MATCH_LOG, type MatchLog } from '../alerts/match-log/match-log.port.js';
import { fixedClock } from '../platform/clock/clock.js';
import { importTestNotice } from '../test/import-notice.js';
import { mailsTo } from '../test/outbox.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { apiClient, seedUser, type TestUser } from '../test/test-users.js';
import { WEBHOOKS_CONSUMER } from './delivery/webhook-dispatcher.js';
import { startWebhookReceiver } from './test/webhook-receiver.js';
import { WebhookCommands } from './webhook-commands.js';

const DAY = 24 * 60 * 60 * 1000;

/** An endpoint that fails for 3 days is disabled and its owner mailed (the clock is moved, nothing waits 3 days). */
describe('webhook endpoint failing for 3 days', () => {
  const clock = fixedClock('2026-11-28T09:00:00Z');
  let t: TestApp;
  let pro: TestUser;
  beforeAll(async () => {
    t = await startTestApp({ WEBHOOKS_ALLOW_LOOPBACK: 'true', WEBHOOKS_POLL_SECONDS: '0.2' }, { clock });
    pro = await seedUser(t, { plan: 'pro_monthly' });
  });
  afterAll(() => t.close());

  /** Sessions end when days pass on the moved clock: the owner logs in again. */
  const relogin = async () => {
    const login = await apiClient(t)
      .post('/api/auth/login')
      .send({ email: pro.email, password: pro.password })
      .expect(200);
    const token = login.body.token as string;
    pro = { ...pro, token, http: apiClient(t, token) };
  };

  const endpointState = async (id: string) =>
    (
      (await pro.http.get('/api/webhooks').expect(200)).body.items as { id: string; disabledReason: string | null }[]
    ).find((endpoint) => endpoint.id === id);

  const waitFor = async <T>(probe: () => Promise<T | undefined | false>, what: string): Promise<T> => {
    for (let i = 0; i < 1200; i += 1) {
      const value = await probe();
      if (value) return value;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`not reached: ${what}`);
  };

  it('gives up a delivery after 24 h, disables the endpoint after 3 days of failures and mails its owner', async () => {
    const receiver = await startWebhookReceiver([500]);
    try {
      await pro.http
        .post('/api/saved-searches')
        .send({ name: 'Ausfall', criteria: { q: 'Ausfallbau' }, alert: true })
        .expect(201);
      const { endpoint } = (await pro.http.post('/api/webhooks').send({ url: receiver.url }).expect(201)).body as {
        endpoint: { id: string };
      };
      // A matching notice of the moved clock's day: the matcher records the match, the dispatcher sends it.
      const match = (n: number) =>
        importTestNotice(t.app, {
          debtorName: `Ausfallbau ${n} GmbH`,
          publicationDate: clock.now().toISOString().slice(0, 10),
        });
      await match(0);
      await receiver.received(1);
      const deliveries = async () =>
        (await pro.http.get(`/api/webhooks/${endpoint.id}/deliveries`).expect(200)).body.items as {
          status: string;
          nextAttemptAt: string | null;
        }[];
      await waitFor(async () => (await deliveries())[0]?.nextAttemptAt, 'first failure recorded');
      // A day later the first delivery's retries are over: given up, the endpoint still on (failing for 1 day).
      clock.advance(DAY + 60_000);
      await relogin();
      await waitFor(async () => (await deliveries())[0]?.status === 'failed', 'first delivery given up');
      expect(await endpointState(endpoint.id)).toMatchObject({ disabledReason: null });
      // Two more days of failing deliveries: disabled, and the owner gets one German mail.
      clock.advance(2 * DAY);
      await relogin();
      await match(3);
      await waitFor(async () => (await endpointState(endpoint.id))?.disabledReason === 'failing', 'endpoint disabled');
      const mails = await waitFor(async () => {
        const found = await mailsTo(t.dataDir, pro.email);
        return found.some((mail) => mail.subject === 'Ihr Webhook wurde ausgeschaltet') && found;
      }, 'owner mailed');
      const mail = mails.find((m) => m.subject === 'Ihr Webhook wurde ausgeschaltet')!;
      expect(mail.text).toContain(receiver.url);
      expect(mail.text).toContain('seit drei Tagen keine Zustellung mehr angenommen');
      // A disabled endpoint gets no new matches.
      const before = receiver.requests.length;
      const after = await match(4);
      const log = t.get<MatchLog>(MATCH_LOG, 'scheduler');
      await waitFor(async () => {
        const entry = (await log.after(0, 10_000)).find((m) => m.caseId === after.caseId);
        return entry !== undefined && (await log.cursor(WEBHOOKS_CONSUMER)) >= entry.seq;
      }, 'the match after disabling dispatched');
      await pro.http.post(`/api/webhooks/${endpoint.id}/test`).expect(200);
      expect(receiver.requests.length).toBe(before + 1);
      expect(JSON.parse(receiver.requests.at(-1)!.body)).toMatchObject({ type: 'webhook.test' });
    } finally {
      await receiver.close();
    }
  });

  it('mails the owner once when the sender dies between the mail and the disabling, and disables on the next failure', async () => {
    const receiver = await startWebhookReceiver([500]);
    const commands = t.get(WebhookCommands, 'scheduler');
    const run = commands.run.bind(commands);
    const spy = jest.spyOn(commands, 'run');
    try {
      await pro.http
        .post('/api/saved-searches')
        .send({ name: 'Absturz', criteria: { q: 'Absturzhaken' }, alert: true })
        .expect(201);
      const { endpoint } = (await pro.http.post('/api/webhooks').send({ url: receiver.url }).expect(201)).body as {
        endpoint: { id: string };
      };
      const match = (n: number) =>
        importTestNotice(t.app, {
          debtorName: `Absturzhaken ${n} GmbH`,
          publicationDate: clock.now().toISOString().slice(0, 10),
        });
      await match(0);
      await receiver.received(1);
      await waitFor(
        async () =>
          (
            (await pro.http.get(`/api/webhooks/${endpoint.id}/deliveries`).expect(200)).body.items as {
              nextAttemptAt: string | null;
            }[]
          )[0]?.nextAttemptAt,
        'first failure recorded',
      );
      const disablingMails = async () =>
        (await mailsTo(t.dataDir, pro.email)).filter(
          (mail) => mail.subject === 'Ihr Webhook wurde ausgeschaltet' && (mail.text ?? '').includes(receiver.url),
        );
      // Three days later the sender "dies" right after the owner's mail was handed over: no disabling recorded.
      let died = false;
      spy.mockImplementation((id, command, actor) => {
        if (command.type !== 'DisableFailingWebhookEndpoint') return run(id, command, actor);
        died = true;
        return Promise.reject(new Error('process killed'));
      });
      clock.advance(3 * DAY + 60_000);
      await relogin();
      await match(1);

      await waitFor(async () => died && (await disablingMails()).length === 1, 'owner mailed before the disabling');
      expect(await endpointState(endpoint.id)).toMatchObject({ disabledReason: null });
      // Back: the next failed delivery disables it; the mail under the same key is not sent again.
      spy.mockRestore();
      await match(2);
      await waitFor(async () => (await endpointState(endpoint.id))?.disabledReason === 'failing', 'endpoint disabled');
      expect(await disablingMails()).toHaveLength(1);
    } finally {
      spy.mockRestore();
      await receiver.close();
    }
  });
});
