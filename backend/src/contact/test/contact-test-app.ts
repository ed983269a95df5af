import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import request from 'supertest';
import { createApp } from '../../create-app.js';
import type { Clock } from '../../platform/clock/clock.js';
import { loadConfig } from '../../platform/config/app-config.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { PROJECTIONS_HOST, type ProjectionsHost } from '../../platform/projections-host/projections-host.port.js';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server.js';
import { CapturingLogger, type TestApp } from '../../test/test-app.js';
import { clientIp, contactForm } from './contact-form.js';

/**
 * TEST ONLY, until the accounts module (login, JWT) is merged: the header `x-test-user: admin | user` puts
 * a user on the request the way authentication will, so that the real AdminGuard decides. Installed by
 * this helper on the test app only; production code has no such path. Replace with real tokens on merge.
 */
export const TEST_USERS = {
  admin: { userId: 'test-admin', role: 'admin', plan: 'pro_yearly' },
  user: { userId: 'test-user', role: 'user', plan: 'free' },
} as const;

function testUserMiddleware(req: Request, _res: Response, next: NextFunction): void {
  const name = req.header('x-test-user');
  if (name === 'admin' || name === 'user') (req as Request & { user?: unknown }).user = TEST_USERS[name];
  next();
}

type Caller = keyof typeof TEST_USERS | 'anonymous';
type Method = 'get' | 'post' | 'patch' | 'delete';

export interface ContactTestApp extends TestApp {
  readonly smtp: SmtpTestServer;
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
 * server, with the test-user middleware above.
 */
export async function startContactTestApp(
  options: { clock?: Clock; env?: NodeJS.ProcessEnv } = {},
): Promise<ContactTestApp> {
  const smtp = await startSmtpTestServer();
  const dataDir = await mkdtemp(join(tmpdir(), 'contact-app-'));
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      PORT: '0',
      IMPORT_SCHEDULE: 'off',
      SMTP_URL: smtp.url,
      SUPPORT_EMAIL: 'support@insolvenzmonitor.test',
      ...options.env,
    },
    { spaDir: join(dataDir, 'no-spa') },
  );
  const logger = new CapturingLogger();
  const app = await createApp(config, { logger, clock: options.clock });
  // Routes are registered when the app initialises (in listen), so this runs before them.
  app.use(testUserMiddleware);
  await app.listen(0, '127.0.0.1');
  const store = app.get<EventStore>(EVENT_STORE);
  const http = request(app.getHttpServer());
  const settle = async () => app.get<ProjectionsHost>(PROJECTIONS_HOST).waitFor(await store.headPosition());
  const as = (caller: Caller) => {
    const call = (method: Method) => (url: string) => {
      const test = http[method](url).set('X-API-Key', config.publicApiKey);
      return caller === 'anonymous' ? test : test.set('x-test-user', caller);
    };
    return { get: call('get'), post: call('post'), patch: call('patch'), delete: call('delete') };
  };
  return {
    app,
    config,
    logger,
    dataDir,
    smtp,
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
      await app.close();
      await smtp.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
