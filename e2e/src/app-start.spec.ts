import { startAppProcess } from './support/app-process.js';
import { publicFetch } from './support/api-session.js';
import { healthReport } from './support/health-report.js';

// Black-box check of the quick start: `npm start` serves the API and the SPA on one port and stops cleanly.
describe('npm start (embedded profile)', () => {
  it('serves /api/health/ready to anybody and /api/health to its admin, the SPA with history fallback, creates the configured admin, keeps serving on SIGUSR2 (diagnostics), and shuts down on SIGTERM', async () => {
    const app = await startAppProcess({
      ADMIN_EMAIL: 'admin@example.de',
      ADMIN_PASSWORD: 'Admin-Passwort-2026',
      // The start-up warm-up runs here (the harness switches it off elsewhere), small to stay cheap.
      HTTP_WARM_UP_REQUESTS: '20',
    });
    try {
      const api = publicFetch(app.baseUrl);
      // What README tells users to open in a browser: no key, no login, no internals.
      const ready = await fetch(`${app.baseUrl}/api/health/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ok' });
      expect((await api('/api/health')).status).toBe(401);
      expect(await healthReport(app.baseUrl)).toMatchObject({
        status: 'ok',
        profile: 'embedded',
        eventStore: { status: 'up' },
      });

      for (const path of ['/', '/search', '/case/123']) {
        const page = await fetch(`${app.baseUrl}${path}`, { headers: { Accept: 'text/html' } });
        expect(page.status).toBe(200);
        const html = await page.text();
        expect(html).toContain('<div id="root">');
        expect(html).toContain('lang="de"');
      }
      // The browser asks for /favicon.ico by itself; index.html links the SVG icon too.
      for (const [path, type] of [
        ['/favicon.ico', 'image/vnd.microsoft.icon'],
        ['/favicon.svg', 'image/svg+xml'],
      ] as const) {
        const icon = await fetch(`${app.baseUrl}${path}`);
        expect({ path, status: icon.status, type: icon.headers.get('content-type') }).toEqual({
          path,
          status: 200,
          type: expect.stringContaining(type),
        });
      }
      const docs = await fetch(`${app.baseUrl}/api/docs`);
      expect(docs.status).toBe(200);

      // ADMIN_EMAIL/ADMIN_PASSWORD created an administrator on start.
      const login = await api('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.de', password: 'Admin-Passwort-2026' }),
      });
      expect(login.status).toBe(200);
      expect(((await login.json()) as { user: unknown }).user).toMatchObject({
        role: 'admin',
        email: 'admin@example.de',
      });

      // An operator's diagnosis (SIGUSR2: `--heapsnapshot-signal`, reports) must not stop the server.
      process.kill(app.pid, 'SIGUSR2');
      while (!app.output().includes('received SIGUSR2')) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(app.output()).toContain('received SIGUSR2: not a stop signal');
      expect(await healthReport(app.baseUrl)).toMatchObject({ status: 'ok' });
    } finally {
      expect(await app.stop()).toBe(0);
    }
    expect(app.output()).toContain('shutting down');
    // Warmed up before the port opened, and none of the warm-up's requests in the request log.
    expect(app.output()).toMatch(/warmed up with 20 requests in \d+ ms[^]*listening on/);
    expect(app.output()).toMatch(/GET \/api\/health\/ready 200/);
    expect(app.output()).not.toMatch(/GET \/api\/insolvency\/search/);
  }, 180_000);
});
