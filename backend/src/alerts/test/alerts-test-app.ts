import { CaseStreams } from '../../cases/domain/events.js';
import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { CaseNotice } from '../../cases/domain/events.js';
import type { Clock } from '../../platform/clock/clock.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { PROJECTIONS_HOST, type ProjectionsHost } from '../../platform/projections-host/projections-host.port.js';
import { MESSAGE_BUS, type BusMessage, type MessageBus } from '../../platform/message-bus/message-bus.port.js';
import { READ_DB } from '../../platform/read-store/sqlite/read-db.js';
import request from 'supertest';
import { startSmtpTestServer, type ReceivedMail, type SmtpTestServer } from '../../test/smtp-test-server.js';
import { CONFIRMATION_SUBJECT_PREFIX } from '../recipients/confirmation-mail.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { seedUser, type TestUser } from '../../test/test-users.js';
import { importTestNotice } from '../../test/import-notice.js';
import { testProfileIsDistributed } from '../../test/distributed-test-profile.js';
import { AlertMatcher } from '../matcher/alert-matcher.js';
import { NewCaseFeed } from '../new-case-feed/new-case-feed.js';
import { NEW_CASES_TOPIC, type NewCaseMessage } from '../new-case-feed/new-case-message.js';
import { SUBSCRIPTION_MATCHES, type SubscriptionMatches } from '../read-model/ports/subscription-matches.port.js';
import { alertStoreProbe, type AlertStoreProbe } from './alert-store-probe.js';
import { kafkaMatcherGroup, type KafkaMatcherGroup } from './kafka-matcher-group.js';
import { subscriptionBody } from './subscription-body.js';
import { reportingSlow, within } from '../../test/within.js';

/** How long `settle` waits for the projections and for the feed (seconds on a busy machine). */
const SETTLE_STEP_MS = 25_000;

export interface AlertsTestApp extends TestApp {
  readonly smtp: SmtpTestServer;
  readonly store: EventStore;
  /** TEST_PROFILE=distributed: the matcher runs in the alerts worker behind Kafka, the digest in the scheduler. */
  readonly distributed: boolean;
  /** The match store's own records, on whichever store the app uses. */
  readonly probe: AlertStoreProbe;
  readonly pro: TestUser;
  /**
   * Creates a subscription of `user` (default: the Pro user) and answers its id. A foreign address is
   * confirmed through its confirmation mail, as its addressee would, unless `confirm: false`.
   */
  subscribe(overrides?: Record<string, unknown>, user?: TestUser, options?: { confirm?: boolean }): Promise<string>;
  /** The signed token of the latest confirmation mail to `address` (waits for the mail). */
  confirmationToken(address: string): Promise<string>;
  /** Answers the latest confirmation mail to `address` as its addressee: `confirm` or `refuse`. */
  answerConfirmation(address: string, decision?: 'confirm' | 'refuse'): Promise<void>;
  /** Mails to `address`, without confirmation mails. */
  digestsTo(address: string): ReceivedMail[];
  /** Imports a notice like the importer does and waits until feed, matcher and read models have it. */
  importNotice(overrides?: Partial<CaseNotice>): Promise<{ caseId: number; caseKey: string }>;
  /** Records the retention expiry of a case and hard-deletes its stream, as the retention job does. */
  expireCase(caseId: number, caseKey: string): Promise<void>;
  /**
   * Waits until the projections and the new-case feed reached the event store's head and the matcher (unless
   * stopped) handled everything the feed published: on the embedded profile the in-process matcher handles a
   * message before the feed moves on; on the distributed one the matcher's Kafka consumer group has no lag left.
   */
  settle(): Promise<void>;
  /** Pending matches, oldest case first: `subscriptionId → case ids`. */
  matches(): Promise<Record<string, number[]>>;
  /** Publishes on the new-case topic, as the feed does, and waits until the matcher (unless stopped) handled it. */
  publishToFeed(messages: readonly BusMessage<unknown>[]): Promise<void>;
  /** Stops the matcher as a stopped worker would (the API's in-process one, or the alerts worker's). */
  stopMatcher(): Promise<void>;
  /** Starts it again: it goes on from what it committed. */
  startMatcher(): void;
  /**
   * The matcher gets every message of the feed again, as after a crash before its commit: the feed re-publishes
   * from the start (embedded, SQLite) or the consumer group is reset to the topic's start (Kafka).
   */
  redeliverFeed(): Promise<void>;
}

/** The real application with an in-process SMTP server and a logged-in Pro user. */
export async function startAlertsTestApp(
  options: { clock?: Clock; env?: NodeJS.ProcessEnv; smtp?: SmtpTestServer } = {},
): Promise<AlertsTestApp> {
  const smtp = options.smtp ?? (await startSmtpTestServer());
  const t = await startTestApp(
    { SMTP_URL: smtp.url, APP_URL: 'https://insolvenzmonitor.test', ...options.env },
    { clock: options.clock },
  );
  const distributed = testProfileIsDistributed();
  const store = t.get<EventStore>(EVENT_STORE);
  const probe = alertStoreProbe(t.config, t.app);
  const bus = t.config.messageBus;
  const group: KafkaMatcherGroup | null =
    distributed && bus.adapter === 'kafka' ? kafkaMatcherGroup(bus.brokers, bus.namespace) : null;
  const matcher = () => t.get(AlertMatcher, 'alerts');
  let matcherStopped = false;
  // Each step bounded well below a test's timeout, so that a hang names the step it hung in.
  const settle = async () => {
    const head = await store.headPosition();
    const projections = t.get<ProjectionsHost>(PROJECTIONS_HOST, 'projections');
    await within(SETTLE_STEP_MS, `projections reaching ${head}`, () => projections.waitFor(head));
    await within(SETTLE_STEP_MS, `new-case feed reaching ${head}`, () => t.get(NewCaseFeed, 'feed').waitFor(head));
    if (group && !matcherStopped) await group.caughtUp();
  };
  const stopMatcher = async () => {
    matcherStopped = true;
    await matcher().stop();
  };
  const startMatcher = () => {
    matcherStopped = false;
    matcher().start();
  };
  const pro = await seedUser(t, { plan: 'pro_monthly' });
  const isConfirmation = (mail: ReceivedMail) => mail.parsed.subject?.startsWith(CONFIRMATION_SUBJECT_PREFIX) === true;
  const to = (address: string) => (mail: ReceivedMail) =>
    mail.envelope.to.some((a) => a.toLowerCase() === address.toLowerCase());
  const confirmationToken = async (address: string) => {
    await smtp.waitFor((m) => to(address)(m) && isConfirmation(m));
    const mail = smtp.received.filter((m) => to(address)(m) && isConfirmation(m)).at(-1)!;
    const link = /https?:\/\/\S+\/api\/alerts\/recipients\/confirm\?token=(\S+)/.exec(mail.parsed.text ?? '');
    if (!link) throw new Error(`no confirmation link in the mail to ${address}`);
    return decodeURIComponent(link[1]!);
  };
  const answerConfirmation = async (address: string, decision: 'confirm' | 'refuse' = 'confirm') => {
    const token = await confirmationToken(address);
    await request(t.app.getHttpServer())
      .post(`/api/alerts/recipients/${decision}`)
      .type('form')
      .send({ token })
      .expect(200);
  };
  // The harness's own connections (broker admin, probe) go with the app, also when a test closes only `app`
  // to restart on the same data.
  let released: Promise<void> | undefined;
  const release = () =>
    (released ??= (async () => {
      await reportingSlow('closing the alerts test app: the consumer group probe', async () => group?.close());
      await reportingSlow('closing the alerts test app: the Kafka probe', () => probe.close());
    })());
  const app = new Proxy(t.app, {
    get: (target, property) => {
      if (property === 'close') {
        return async () => {
          await release();
          await target.close();
        };
      }
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return {
    ...t,
    app,
    smtp,
    store,
    distributed,
    probe,
    pro,
    settle,
    stopMatcher,
    startMatcher,
    publishToFeed: async (messages) => {
      await t.get<MessageBus>(MESSAGE_BUS).publish(NEW_CASES_TOPIC, messages as BusMessage<NewCaseMessage>[]);
      await settle();
    },
    redeliverFeed: async () => {
      if (group) {
        await stopMatcher();
        await group.rewind();
        startMatcher();
      } else {
        t.app
          .get<DatabaseSync>(READ_DB)
          .prepare("UPDATE alert_checkpoints SET position = 0 WHERE name = 'new-case-feed'")
          .run();
      }
    },
    confirmationToken,
    answerConfirmation,
    digestsTo: (address) => smtp.received.filter((m) => to(address)(m) && !isConfirmation(m)),
    subscribe: async (overrides = {}, user = pro, options = {}) => {
      const response = await user.http.post('/api/subscriptions').send(subscriptionBody(overrides));
      if (response.status !== 201)
        throw new Error(`subscribe answered ${response.status}: ${JSON.stringify(response.body)}`);
      const body = response.body as { id: string; email: string; recipientStatus: string };
      if (options.confirm !== false && body.recipientStatus === 'pending') await answerConfirmation(body.email);
      return body.id;
    },
    importNotice: async (overrides = {}) => {
      const { caseId, caseKey } = await importTestNotice(t.app, overrides);
      await settle();
      return { caseId, caseKey };
    },
    expireCase: async (caseId, caseKey) => {
      await store.append(
        `retention-${randomUUID()}`,
        [
          {
            type: 'CaseRetentionExpired',
            data: { caseId, debtorKind: 'company' },
            metadata: {
              eventId: randomUUID(),
              correlationId: 'test',
              causationId: null,
              actorId: 'system:retention',
              occurredAt: new Date().toISOString(),
              schemaVersion: 1,
            },
          },
        ],
        { expectedRevision: 'no_stream' },
      );
      await store.deleteStream(t.get(CaseStreams).of(caseKey));
      await settle();
    },
    matches: async () => {
      const matches = t.get<SubscriptionMatches>(SUBSCRIPTION_MATCHES);
      const result: Record<string, number[]> = {};
      for (const id of await matches.subscriptionsWithPendingMatches()) {
        result[id] = (await matches.pendingMatches(id)).map((c) => c.caseId).sort((a, b) => a - b);
      }
      return result;
    },
    close: async () => {
      await release();
      await t.close();
      if (!options.smtp) await smtp.close();
    },
  };
}
