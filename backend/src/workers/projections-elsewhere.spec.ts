import { SAVED_SHOWN_SHORTLY } from '../platform/http/problem-details.filter.js';
import { loadConfig } from '../platform/config/app-config.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { mailsTo } from '../test/outbox.js';
import { apiClient, TEST_PASSWORD } from '../test/test-users.js';
import { startAppWorker, type AppWorker } from './start-app-worker.js';

/**
 * The API of the distributed profile runs no projections: a request that answers once the read models show its
 * change waits for the projections worker's stored checkpoints, and answers 202 when they do not get there in
 * time. Registration and login do not depend on them (they ask the account's stream). Here both share one DATA_DIR (the same holds for MongoDB's `projection_checkpoints`, see
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

  it('registers, logs in and shows the account while the projections worker is down; other changes answer 202', async () => {
    worker = await startProjections();
    const done = await register('sofort@example.de');
    expect(done.status).toBe(201);
    expect(done.body.email).toBe('sofort@example.de');
    const report = await worker.report();
    expect(report).toMatchObject({ status: 'ok', worker: 'projections' });
    expect(report.projections).toContainEqual(expect.objectContaining({ name: 'accounts', lag: 0, running: true }));
    await worker.stop();

    // The read models do not move now. Registration answers as always (its answer never depends on them), the
    // link is mailed, and the new account logs in with a working token: login and the session check ask the
    // account's stream when the read model does not know the account or the session yet.
    const pending = await register('wartend@example.de');
    expect(pending.status).toBe(201);
    expect(await mailsTo(t.dataDir, 'wartend@example.de')).toHaveLength(1);
    const session = await login('wartend@example.de');
    expect(session.status).toBe(200);
    expect(session.body.user).toMatchObject({ email: 'wartend@example.de', plan: 'free', emailConfirmed: false });
    const me = await apiClient(t).get('/api/auth/me').set('Authorization', `Bearer ${session.body.token}`);
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('wartend@example.de');

    // A change whose answer shows the read models waits for them, and says it is stored when they do not come.
    const renamed = await apiClient(t)
      .put('/api/auth/profile')
      .set('Authorization', `Bearer ${session.body.token}`)
      .send({ firstName: 'Eva', lastName: 'Später', email: 'wartend@example.de' });
    expect(renamed.status).toBe(202);
    expect(renamed.body).toMatchObject({ status: 202, title: 'Angenommen', message: SAVED_SHOWN_SHORTLY });
    expect(renamed.body.message).toBe('Die Änderung ist gespeichert und erscheint in Kürze.');

    // Once the projections caught up the read model shows what was stored meanwhile.
    worker = await startProjections();
    await waitUntil(async () => {
      const shown = await apiClient(t).get('/api/auth/me').set('Authorization', `Bearer ${session.body.token}`);
      return shown.status === 200 && shown.body.lastName === 'Später';
    });
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
