import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { CaseNotice } from '../../cases/domain/events.js';
import type { Clock } from '../../platform/clock/clock.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { PROJECTIONS_HOST, type ProjectionsHost } from '../../platform/projections-host/projections-host.port.js';
import { READ_DB } from '../../platform/read-store/sqlite/read-db.js';
import request from 'supertest';
import { startSmtpTestServer, type ReceivedMail, type SmtpTestServer } from '../../test/smtp-test-server.js';
import { CONFIRMATION_SUBJECT_PREFIX } from '../recipients/confirmation-mail.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { signUp, type TestUser } from '../../test/test-users.js';
import { importTestNotice } from '../../test/import-notice.js';
import { NewCaseFeed } from '../new-case-feed/new-case-feed.js';
import { subscriptionBody } from './subscription-body.js';

export interface AlertsTestApp extends TestApp {
  readonly smtp: SmtpTestServer;
  readonly store: EventStore;
  readonly db: DatabaseSync;
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
  /** Waits until projections and the new-case feed (with the in-process matcher) reached the head. */
  settle(): Promise<void>;
  /** Pending matches: `subscriptionId → case ids`. */
  matches(): Record<string, number[]>;
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
  const store = t.app.get<EventStore>(EVENT_STORE);
  const db = t.app.get<DatabaseSync>(READ_DB);
  const settle = async () => {
    const head = await store.headPosition();
    await t.app.get<ProjectionsHost>(PROJECTIONS_HOST).waitFor(head);
    await t.app.get(NewCaseFeed).waitFor(head);
  };
  const pro = await signUp(t, { plan: 'pro_monthly' });
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
  return {
    ...t,
    smtp,
    store,
    db,
    pro,
    settle,
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
      await store.deleteStream(`case-${caseKey}`);
      await settle();
    },
    matches: () => {
      const rows = db.prepare('SELECT subscription_id, case_id FROM alert_matches ORDER BY case_id').all() as {
        subscription_id: string;
        case_id: number;
      }[];
      const result: Record<string, number[]> = {};
      for (const row of rows) (result[row.subscription_id] ??= []).push(row.case_id);
      return result;
    },
    close: async () => {
      await t.close();
      if (!options.smtp) await smtp.close();
    },
  };
}
