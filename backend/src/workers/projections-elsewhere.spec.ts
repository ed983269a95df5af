import { SAVED_SHOWN_SHORTLY } from '../platform/http/problem-details.filter.js';
import { loadConfig } from '../platform/config/app-config.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { mailsTo } from '../test/outbox.js';
import { apiClient, TEST_PASSWORD } from '../test/test-users.js';
import { startAppWorker, type AppWorker } from './start-app-worker.js';

/**
 * The API of the distributed profile runs no projections: a request that answers once the read models show its
 * change waits for the projections worker's stored checkpoints, and answers 202 when they do not get there in
 * time. Here both share one DATA_DIR (the same holds for MongoDB's `projection_checkpoints`, see
 * e2e/src/distributed).
 */
describe('an API whose projections run in another process', () => {
  let t: TestApp;
  let worker: AppWorker | undefined;
  beforeAll(async () => {
    t = await startTestApp(
      {},
      {
        adjust: (config) => ({
          ...config,
          work: { projections: false, feed: false, matcher: false, schedulers: false },
          // Long enough for a loaded machine (the 201), short enough for the 202 case to wait it out.
          projectionWaitMs: 2000,
        }),
      },
    );
  });
  afterAll(async () => {
    await worker?.stop();
    await t.close();
  });

  const register = (email: string) =>
    apiClient(t)
      .post('/api/auth/register')
      .send({ email, password: TEST_PASSWORD, firstName: 'Eva', lastName: 'Kurz' });

  const env = (t: TestApp) => ({
    DATA_DIR: t.dataDir,
    IMPORT_SCHEDULE: 'off',
    RETENTION_CLEANUP_TIME: 'off',
    ALERT_DIGEST_TIME: 'off',
  });
  const startProjections = () =>
    startAppWorker(loadConfig(env(t), { spaDir: '.', role: 'projections' }), { logger: false });

  it('answers 201 while the projections worker runs, 202 "saved, shown shortly" while it does not', async () => {
    worker = await startProjections();
    const done = await register('sofort@example.de');
    expect(done.status).toBe(201);
    expect(done.body.email).toBe('sofort@example.de');
    const report = await worker.report();
    expect(report).toMatchObject({ status: 'ok', worker: 'projections' });
    expect(report.projections).toContainEqual(expect.objectContaining({ name: 'accounts', lag: 0, running: true }));
    await worker.stop();

    const pending = await register('wartend@example.de');
    expect(pending.status).toBe(202);
    expect(pending.body).toMatchObject({ status: 202, title: 'Angenommen', message: SAVED_SHOWN_SHORTLY });
    expect(pending.body.message).toBe('Die Änderung ist gespeichert und erscheint in Kürze.');
    // The account is recorded, and so its confirmation link is mailed, however long the read models take.
    expect(await mailsTo(t.dataDir, 'wartend@example.de')).toHaveLength(1);

    // The account stored during the 202 is there once the projections caught up: its owner can log in.
    worker = await startProjections();
    await apiClient(t).post('/api/auth/register').send({}).expect(400);
    await waitUntil(async () => (await login('wartend@example.de')).status === 200);
  });

  const login = (email: string) => apiClient(t).post('/api/auth/login').send({ email, password: TEST_PASSWORD });
});

async function waitUntil(check: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not reached');
}
