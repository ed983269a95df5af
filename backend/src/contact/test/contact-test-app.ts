import request from 'supertest';
import type { Clock } from '../../platform/clock/clock.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { PROJECTIONS_HOST, type ProjectionsHost } from '../../platform/projections-host/projections-host.port.js';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { seedUser } from '../../test/test-users.js';
import { clientIp, contactForm } from './contact-form.js';

type Caller = 'admin' | 'user' | 'anonymous';
type Method = 'get' | 'post' | 'patch' | 'delete';

export interface ContactTestApp extends TestApp {
  readonly smtp: SmtpTestServer;
  /** User id of the logged-in admin (the actor of admin actions). */
  readonly adminId: string;
  readonly http: ReturnType<typeof request>;
  /** Requests with the API key, as the given test user. */
  as(caller: Caller): Record<Method, (url: string) => request.Test>;
  /** Sends the contact form (from a fresh client IP) and waits until the inbox shows the message. */
  submitMessage(form?: Record<string, unknown>): Promise<string>;
  /** Resolves once every projection has applied everything in the event store. */
  settle(): Promise<void>;
}

/**
 * The real application (temporary DATA_DIR, embedded profile) sending its mail to an in-process SMTP
 * server, with a logged-in admin and a logged-in ordinary user (real sessions).
 */
export async function startContactTestApp(
  options: { clock?: Clock; env?: NodeJS.ProcessEnv } = {},
): Promise<ContactTestApp> {
  const smtp = await startSmtpTestServer();
  const t = await startTestApp(
    { SMTP_URL: smtp.url, SUPPORT_EMAIL: 'support@insolvenzmonitor.test', ...options.env },
    { clock: options.clock },
  );
  const { app, config, logger, dataDir } = t;
  const store = app.get<EventStore>(EVENT_STORE);
  const http = request(app.getHttpServer());
  const admin = await seedUser(t, { role: 'admin' });
  const tokens = { admin: admin.token, user: (await seedUser(t)).token };
  const settle = async () => app.get<ProjectionsHost>(PROJECTIONS_HOST).waitFor(await store.headPosition());
  const as = (caller: Caller) => {
    const call = (method: Method) => (url: string) => {
      const test = http[method](url).set('X-API-Key', config.publicApiKey);
      return caller === 'anonymous' ? test : test.set('Authorization', `Bearer ${tokens[caller]}`);
    };
    return { get: call('get'), post: call('post'), patch: call('patch'), delete: call('delete') };
  };
  return {
    app,
    config,
    logger,
    dataDir,
    get: t.get,
    smtp,
    adminId: admin.userId,
    http,
    as,
    settle,
    submitMessage: async (form = contactForm()) => {
      const response = await as('anonymous').post('/api/contact').set('X-Forwarded-For', clientIp()).send(form);
      if (response.status !== 201) throw new Error(`contact form answered ${response.status}`);
      await settle();
      return (response.body as { id: string }).id;
    },
    close: async () => {
      await t.close();
      await smtp.close();
    },
  };
}
