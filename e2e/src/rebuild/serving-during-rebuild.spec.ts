import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// The benchmarks' seeding: cases in the importer's shape, with the keyed id scheme and real notice texts' parse.
import { seedExpiredCases } from '../../../scripts/bench/support/retention-seed.js';
import { publicFetch, type ApiFetch } from '../support/api-session.js';
import { HARNESS_ADMIN } from '../support/health-report.js';
import { startAppProcess, type AppProcess } from '../support/app-process.js';

/** Enough cases that the rebuild takes seconds on a busy machine (about 2,500 events a second per core). */
const CASES = 10_000;

/**
 * The read-model file is lost (or every read model changed its version with an upgrade): the app rebuilds them all
 * from the event log at its start. It used to listen only once the import monitor's read model had caught up,
 * with the others (minutes on a large log: no liveness answer, a refused connection). Now it listens at once and
 * answers what reads a read model not rebuilt yet with a German 503 and `Retry-After`: a login must not fail for
 * an account the read model does not hold yet, and count against the login limits.
 */
describe('an installation whose read models are rebuilt from the event log at its start', () => {
  let dir: string;
  let app: AppProcess | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'rebuild-'));
    seedExpiredCases(dir, CASES);
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves during the rebuild, answers 503 in German for what is not rebuilt yet, and everything after', async () => {
    app = await startAppProcess({ DATA_DIR: dir });
    const api = publicFetch(app.baseUrl, app.apiKey);
    const logIn = () =>
      api('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'niemand@beispiel.de', password: 'Kein-Passwort-2026' }),
      });

    const during = await logIn();
    expect(during.status).toBe(503);
    expect(during.headers.get('retry-after')).toBe('30');
    const problem = (await during.json()) as { error: string; type: string };
    expect(problem.error).toMatch(
      /^Dieser Bereich wird nach einer Aktualisierung gerade neu aufgebaut \(\d{1,2} %\)\. Bitte versuchen Sie es in einer Minute erneut\.$/,
    );
    expect(problem.type).toBe('urn:insolvenzmonitor:problem:read-models-rebuilding');
    expect((await api('/api/insolvency/search?q=GmbH')).status).toBe(503);
    // The probes answer throughout: a service manager sees a live process, a load balancer a degraded one.
    expect((await api('/api/health/live')).status).toBe(200);
    const ready = await api('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'degraded' });

    // Once rebuilt: an unknown login is refused for what it is; the administrator of ADMIN_EMAIL, ensured after the
    // rebuild (its registration would have waited for it, and the API's start with it), logs in and finds the cases.
    let after = await logIn();
    for (const deadline = Date.now() + 120_000; after.status === 503 && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      after = await logIn();
    }
    expect(after.status).toBe(401);
    const admin = await waitForLogin(api, HARNESS_ADMIN);
    // Each read model answers once it is rebuilt: the accounts (a few events) before the cases (most of them).
    const searchGmbH = () => api('/api/insolvency/search?q=GmbH', { headers: { Authorization: `Bearer ${admin}` } });
    let search = await searchGmbH();
    for (const deadline = Date.now() + 120_000; search.status === 503 && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      search = await searchGmbH();
    }
    expect(search.status).toBe(200);
    expect(((await search.json()) as { pagination: { total: number } }).pagination.total).toBeGreaterThan(0);
    expect(app.output()).toMatch(/read models rebuilt from the first event: .*accounts.*requests that read them/);
    expect(app.output()).toMatch(/read models rebuilt in \d+ s/);
  }, 180_000);
});

/** The session token of `account`, once its login succeeds (the administrator is created right after the rebuild). */
async function waitForLogin(api: ApiFetch, account: { email: string; password: string }): Promise<string> {
  for (const deadline = Date.now() + 30_000; ;) {
    const response = await api('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(account),
    });
    if (response.ok) return ((await response.json()) as { token: string }).token;
    if (Date.now() > deadline)
      throw new Error(`login of ${account.email}: ${response.status} ${await response.text()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
