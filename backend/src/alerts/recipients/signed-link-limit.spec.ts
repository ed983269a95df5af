import request from 'supertest';
import { fixedClock } from '../../platform/clock/clock.js';
import { SIGNED_LINK_LIMIT } from '../../platform/http/signed-links/signed-link-limit.js';
import { startAlertsTestApp, type AlertsTestApp } from '../test/alerts-test-app.js';

/**
 * Signed links (recipient consent, one-click unsubscribe, address confirmation) need neither login nor API
 * key. One client IP may open them a person's handful of times; a script gets German 429 answers with
 * `Retry-After` from every such route, while other clients are not affected.
 */
describe('rate limit of the signed-link routes per client IP', () => {
  let t: AlertsTestApp;
  beforeAll(async () => {
    t = await startAlertsTestApp({ clock: fixedClock('2026-11-21T06:00:00Z') });
  });
  afterAll(() => t.close());

  // The app trusts X-Forwarded-For from loopback (a reverse proxy on the same host), so each test is a client.
  const from = (ip: string) => ({
    showConsent: () =>
      request(t.app.getHttpServer())
        .get('/api/alerts/recipients/confirm')
        .set('X-Forwarded-For', ip)
        .query({ token: 'x' }),
    refuse: () =>
      request(t.app.getHttpServer())
        .post('/api/alerts/recipients/refuse')
        .set('X-Forwarded-For', ip)
        .type('form')
        .send({ token: 'x' }),
    unsubscribe: () =>
      request(t.app.getHttpServer()).get('/api/alerts/unsubscribe').set('X-Forwarded-For', ip).query({ token: 'x' }),
    confirmEmail: () =>
      request(t.app.getHttpServer())
        .post('/api/auth/confirm-email')
        .set('X-Forwarded-For', ip)
        .set('X-API-Key', 'insolvenz-public-client')
        .send({ token: 'x'.repeat(40) }),
  });

  it('answers the invalid links normally up to the limit, then 429 pages and problems in German', async () => {
    const scanner = from('203.0.113.7');
    for (let i = 0; i < SIGNED_LINK_LIMIT.limit; i++) {
      const response = await (i % 2 === 0 ? scanner.showConsent() : scanner.refuse());
      expect(response.status).toBe(400);
      expect(response.text).toContain('Ungültiger Link');
    }

    const page = await scanner.showConsent();
    expect(page.status).toBe(429);
    expect(page.headers['content-type']).toContain('text/html');
    expect(Number(page.headers['retry-after'])).toBeGreaterThan(0);
    expect(page.text).toContain('Zu viele Anfragen');
    expect(page.text).toMatch(/Bitte versuchen Sie es in \d+ Minuten erneut\./);

    // The limit is per client, not per route: the other signed-link routes refuse this IP too.
    expect((await scanner.refuse()).status).toBe(429);
    const unsubscribe = await scanner.unsubscribe();
    expect(unsubscribe.status).toBe(429);
    expect(unsubscribe.text).toContain('Zu viele Anfragen');
    const confirm = await scanner.confirmEmail();
    expect(confirm.status).toBe(429);
    expect(confirm.headers['retry-after']).toBeDefined();
    expect(confirm.body.detail ?? confirm.body.message).toMatch(/^Zu viele Anfragen von Ihrem Netzwerk/);

    // Another client opening its own link is not affected.
    const person = from('198.51.100.20');
    expect((await person.unsubscribe()).status).toBe(400);
    expect((await person.confirmEmail()).status).toBe(400);
  });
});
