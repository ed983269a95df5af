import { startAppProcess } from './support/app-process.js';

// Black-box check of the quick start: `npm start` serves the API and the SPA on one port and stops cleanly.
describe('npm start (embedded profile)', () => {
  it('serves /api/health, the SPA with history fallback, and shuts down on SIGTERM', async () => {
    const app = await startAppProcess();
    try {
      const health = await fetch(`${app.baseUrl}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok', profile: 'embedded', eventStore: { status: 'up' } });

      for (const path of ['/', '/search', '/case/123']) {
        const page = await fetch(`${app.baseUrl}${path}`, { headers: { Accept: 'text/html' } });
        expect(page.status).toBe(200);
        const html = await page.text();
        expect(html).toContain('<div id="root">');
        expect(html).toContain('lang="de"');
      }
      const docs = await fetch(`${app.baseUrl}/api/docs`);
      expect(docs.status).toBe(200);
    } finally {
      expect(await app.stop()).toBe(0);
    }
    expect(app.output()).toContain('shutting down');
  }, 180_000);
});
