import type { ParsedMail } from 'mailparser';
import { Webhook } from 'standardwebhooks';
import { withDistributedServers } from '../distributed/support/distributed-servers.js';
import { startPortalReplica, type PortalReplica } from '../portal-replica/replica-server.js';
import { publicFetch, type ApiFetch } from '../support/api-session.js';
import { DEMO_PRO } from '../support/demo-users.js';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp-server.js';
import {
  startDistributedInstallation,
  startEmbeddedInstallation,
  type FreshnessInstallation,
} from './support/freshness-installation.js';
import { startWebhookReceiver, type ReceivedPost, type WebhookReceiver } from './support/webhook-receiver.js';

/**
 * Issue #30's proof, "minutes, not mornings": a Pro user with a confirmed address (the account's own) watches a
 * company in `sofort` mode and has a webhook endpoint on a receiver on 127.0.0.1. The replica publishes that
 * company's notice at a set instant of its clock; the intraday poll (every 3 s) detects it, and the SMTP server
 * receives exactly one immediate mail and the receiver exactly one POST, signed per Standard Webhooks (checked with
 * the library's own verifier). A second notice is published while the SMTP server holds the mail's DATA and the
 * receiver holds the POST: the sending process (embedded: the app; distributed: the scheduler worker, which runs the
 * poll, the immediate sender and the webhook delivery) is SIGKILLed mid-delivery and started again; the result is the
 * same: one mail by Message-ID, one delivery by webhook-id (repeats only with the identical id).
 */

const IMMEDIATE_SUBJECT = 'Insolvenzmonitor sofort:';

interface MatchedPayload {
  type: string;
  data: {
    case: { id: number; companyName: string; caseNumber: string; detectedAt: string | null; url: string };
    alert: { kind: string; id: string; name: string };
  };
}

interface DeliveryLogItem {
  id: string;
  status: string;
  attempts: number;
  httpStatus: number | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(200);
  }
}

/** Logs in as the demo Pro user on the API as it runs now (a restarted embedded app has a new port). */
async function asPro(installation: FreshnessInstallation): Promise<ApiFetch> {
  const api = publicFetch(installation.baseUrl());
  const login = await api('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_PRO),
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  return (path, init = {}) =>
    api(path, { ...init, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' } });
}

/** Publishes a company's opening notice of today on the replica, listed from `at` (replica clock) on. */
function publish(replica: PortalReplica, name: string, caseNumber: string, at: number): void {
  replica.publish({
    court: 'Amtsgericht Köln',
    caseNumber,
    debtorName: name,
    seat: 'Köln',
    publicationType: 'eroeffnung',
    text:
      `Amtsgericht Köln, Aktenzeichen: ${caseNumber}\n\nÜber das Vermögen der ${name}, Hafenstraße 7, 50667 Köln, ` +
      'wird heute das Insolvenzverfahren eröffnet.',
    publishAt: at,
  });
}

/** The immediate mails to the Pro user naming `name`, held ones included (never answered by the server). */
function immediateMails(smtp: TestSmtpServer, name: string, which: 'received' | 'held' = 'received'): ParsedMail[] {
  return smtp[which]
    .filter(({ to, mail }) => to.includes(DEMO_PRO.email) && mail.subject?.startsWith(IMMEDIATE_SUBJECT) === true)
    .map(({ mail }) => mail)
    .filter((mail) => mail.text?.includes(name) === true);
}

const postsFor = (receiver: WebhookReceiver, name: string): ReceivedPost[] =>
  receiver.received.filter((post) => post.body.includes(name));

/** Scenario state of one profile: the stores, the servers and the Pro user's webhook endpoint. */
interface Stage {
  replica: PortalReplica;
  smtp: TestSmtpServer;
  receiver: WebhookReceiver;
  installation: FreshnessInstallation;
  endpoint: { id: string; secret: string };
}

/** The Pro user's webhook endpoint on the receiver (all its alerts), once the sending process can see it. */
async function registerEndpoint(stage: Omit<Stage, 'endpoint'>): Promise<Stage['endpoint']> {
  const api = await asPro(stage.installation);
  const created = await api('/api/webhooks', { method: 'POST', body: JSON.stringify({ url: stage.receiver.url }) });
  expect(created.status).toBe(201);
  const { endpoint, secret } = (await created.json()) as { endpoint: { id: string }; secret: string };
  await until('the endpoint is listed', async () => {
    const { items } = (await (await api('/api/webhooks')).json()) as { items: { id: string }[] };
    return items.some((e) => e.id === endpoint.id) ? true : undefined;
  });
  return { id: endpoint.id, secret };
}

/** A `sofort` alert of the Pro user on its own (confirmed) address, once the read model the matcher reads has it. */
async function watchInSofortMode(stage: Stage, companyName: string): Promise<void> {
  const api = await asPro(stage.installation);
  const created = await api('/api/subscriptions', {
    method: 'POST',
    body: JSON.stringify({ email: DEMO_PRO.email, companyName, keywords: [], mode: 'sofort' }),
  });
  expect(created.status).toBe(201);
  const subscription = (await created.json()) as { id: string; mode: string; recipientStatus: string };
  expect(subscription).toMatchObject({ mode: 'sofort', recipientStatus: 'own' });
  await until('the subscription is in the read model', async () => {
    const list = (await (await api('/api/subscriptions')).json()) as { id: string }[];
    return list.some((s) => s.id === subscription.id) ? true : undefined;
  });
}

/** The endpoint's delivery log as the owner sees it. */
async function deliveryLog(stage: Stage): Promise<DeliveryLogItem[]> {
  const api = await asPro(stage.installation);
  const { items } = (await (await api(`/api/webhooks/${stage.endpoint.id}/deliveries`)).json()) as {
    items: DeliveryLogItem[];
  };
  return items;
}

/** How many polls the monitor counts today: a later poll than `after` proves the sender had its turn since. */
async function pollsToday(stage: Stage): Promise<number> {
  const api = await asPro(stage.installation);
  const { freshness } = (await (await api('/api/insolvency/import-status')).json()) as {
    freshness: { poll: { pollsToday: number } };
  };
  return freshness.poll.pollsToday;
}

/**
 * Waits until the delivery of `name`'s match is recorded as delivered and two more polls ran (each poll ends
 * seconds after the last, the immediate sender and the webhook loop poll every 3 s and 0.5 s): a second mail or POST
 * would have come by then. A condition, not a fixed sleep.
 */
async function settle(stage: Stage, name: string): Promise<void> {
  const post = await until('a POST of the match', () => postsFor(stage.receiver, name)[0]);
  const webhookId = post.headers['webhook-id'] as string;
  await until('the delivery is recorded as delivered', async () =>
    (await deliveryLog(stage)).some((d) => d.id === webhookId && d.status === 'delivered') ? true : undefined,
  );
  const polls = await pollsToday(stage);
  await until('two more polls', async () => ((await pollsToday(stage)) >= polls + 2 ? true : undefined));
}

/** The case the poll imported for `name`, as the Pro user finds it. */
async function foundCase(stage: Stage, name: string): Promise<{ id: number; detectedAt: string | null }> {
  const api = await asPro(stage.installation);
  const { results } = (await (await api(`/api/insolvency/search?q=${encodeURIComponent(name)}`)).json()) as {
    results: { id: number; companyName: string; detectedAt: string | null }[];
  };
  const found = results.filter((r) => r.companyName === name);
  expect(found).toHaveLength(1);
  return found[0]!;
}

/** One mail by Message-ID and one delivery by webhook-id, each naming the case, the POST verified with the secret. */
async function expectDeliveredOnce(stage: Stage, name: string, caseNumber: string, publishedAt: number) {
  const found = await foundCase(stage, name);
  // Detected by a poll after the replica listed it (never before: the replica did not list it earlier).
  expect(Date.parse(found.detectedAt ?? '')).toBeGreaterThanOrEqual(publishedAt);

  const mails = immediateMails(stage.smtp, name);
  const held = immediateMails(stage.smtp, name, 'held');
  expect(mails.length).toBeGreaterThanOrEqual(1);
  expect(new Set([...mails, ...held].map((m) => m.messageId))).toEqual(new Set([mails[0]!.messageId]));
  expect(mails[0]!.messageId).toMatch(/^<immediate-/);
  expect(mails[0]!.subject).toBe(`Insolvenzmonitor sofort: eine neue Insolvenzbekanntmachung zu „${name}“`);
  expect(mails[0]!.text).toContain(`Aktenzeichen: ${caseNumber}`);
  expect(mails[0]!.text).toContain(`https://frische.e2e.test/case/${found.id}`);

  const posts = postsFor(stage.receiver, name);
  expect(new Set(posts.map((p) => p.headers['webhook-id'])).size).toBe(1);
  const webhook = new Webhook(stage.endpoint.secret);
  for (const post of posts) {
    const payload = webhook.verify(post.body, post.headers as Record<string, string>) as MatchedPayload;
    expect(payload).toMatchObject({
      type: 'insolvency.case.matched',
      data: {
        case: { id: found.id, companyName: name, caseNumber, detectedAt: found.detectedAt },
        alert: { kind: 'subscription', name },
      },
    });
  }
  const log = await deliveryLog(stage);
  const delivery = log.filter((d) => d.id === posts[0]!.headers['webhook-id']);
  expect(delivery).toEqual([expect.objectContaining({ status: 'delivered', attempts: posts.length })]);
  return { mails, held, posts };
}

/** The two runs of the proof against one profile's installation. */
function defineRuns(
  profile: string,
  start: (replica: PortalReplica, smtpUrl: string) => Promise<FreshnessInstallation>,
) {
  describe(`minutes, not mornings: ${profile}`, () => {
    const stage = {} as Stage;

    beforeAll(async () => {
      stage.replica = await startPortalReplica({ port: 0, seed: 30, volume: 12, days: 2, intraday: true });
      stage.smtp = await startSmtpServer();
      stage.receiver = await startWebhookReceiver();
      stage.installation = await start(stage.replica, stage.smtp.url);
      stage.endpoint = await registerEndpoint(stage);
    }, 300_000);

    afterAll(async () => {
      await stage.installation?.close();
      await stage.receiver?.close();
      await stage.smtp?.close();
      await stage.replica?.close();
    }, 120_000);

    it("a watched company's notice published at a set instant, found by the poll: one immediate mail and one signed POST", async () => {
      const name = 'Minutenwerk Frühwarnung GmbH';
      const caseNumber = '76 IN 3001/26';
      await watchInSofortMode(stage, name);
      const publishedAt = stage.replica.now() + 1_500;
      publish(stage.replica, name, caseNumber, publishedAt);

      await until('the immediate mail', () => immediateMails(stage.smtp, name)[0]);
      await settle(stage, name);
      const { mails, held, posts } = await expectDeliveredOnce(stage, name, caseNumber, publishedAt);
      expect({ mails: mails.length, held: held.length, posts: posts.length }).toEqual({ mails: 1, held: 0, posts: 1 });
    }, 240_000);

    it('the sending process SIGKILLed mid-delivery and restarted: the same one mail and one delivery', async () => {
      const name = 'Sekundentakt Nachrichtendienst GmbH';
      const caseNumber = '76 IN 3002/26';
      await watchInSofortMode(stage, name);
      // The mail server takes the mail's DATA and never answers; the receiver takes the POST and never answers.
      stage.smtp.holdData = (to) => to.includes(DEMO_PRO.email);
      stage.receiver.holdIf = (body) => body.includes(name);
      const publishedAt = stage.replica.now() + 1_500;
      publish(stage.replica, name, caseNumber, publishedAt);

      await until('the mail and the POST both in flight', () =>
        immediateMails(stage.smtp, name, 'held').length > 0 && postsFor(stage.receiver, name).length > 0
          ? true
          : undefined,
      );
      await stage.installation.killSender();
      stage.smtp.holdData = null;
      stage.receiver.holdIf = null;
      stage.receiver.releaseHeld();
      const [heldMail] = immediateMails(stage.smtp, name, 'held');
      const [heldPost] = postsFor(stage.receiver, name);

      await stage.installation.restartSender();
      await until('the mail sent again after the restart', () => immediateMails(stage.smtp, name)[0]);
      await until('the POST sent again after the restart', () =>
        postsFor(stage.receiver, name).length > 1 ? true : undefined,
      );
      await settle(stage, name);
      const { mails, posts } = await expectDeliveredOnce(stage, name, caseNumber, publishedAt);
      // The very mail and the very delivery the killed process had begun.
      expect(mails.map((m) => m.messageId)).toEqual([heldMail!.messageId]);
      expect(posts[0]!.headers['webhook-id']).toBe(heldPost!.headers['webhook-id']);
      expect(posts.map((p) => p.body)).toEqual(posts.map(() => heldPost!.body));
    }, 300_000);
  });
}

defineRuns('embedded profile', startEmbeddedInstallation);

withDistributedServers('minutes, not mornings, distributed profile', () => {
  defineRuns('distributed profile (the scheduler worker sends)', startDistributedInstallation);
});
