import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { fixedClock } from '../../platform/clock/clock.js';
import { JWT_SECRET } from '../../platform/config/jwt-secret.js';
import { SIGNED_LINK_FAILURES, SIGNED_LINK_OPENS } from '../../platform/http/signed-links/signed-link-limit.js';
import { UnsubscribeTokens } from '../../platform/unsubscribe/unsubscribe-token.js';
import { seedUser } from '../../test/test-users.js';
import { startAlertsTestApp, type AlertsTestApp } from '../test/alerts-test-app.js';

/**
 * Signed links (recipient consent, one-click unsubscribe, address confirmation, the calendar feed) need neither
 * login nor API key. A client IP that sends failing links a person's handful of times gets German 429 answers
 * with `Retry-After` from every such route; genuine links are limited per link, so neither a prober behind the
 * same NAT nor a mail provider or calendar service fetching for thousands of users locks anyone out.
 */
describe('rate limits of the signed-link routes', () => {
  let t: AlertsTestApp;
  let tokens: UnsubscribeTokens;
  beforeAll(async () => {
    t = await startAlertsTestApp({ clock: fixedClock('2026-11-21T06:00:00Z') });
    tokens = new UnsubscribeTokens(t.app.get<string>(JWT_SECRET));
  });
  afterAll(() => t.close());

  const genuineUnsubscribeLink = () => tokens.sign([{ kind: 'subscription', id: randomUUID() }]);

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
    unsubscribe: (token = 'x') =>
      request(t.app.getHttpServer()).get('/api/alerts/unsubscribe').set('X-Forwarded-For', ip).query({ token }),
    oneClick: (token: string) =>
      request(t.app.getHttpServer())
        .post('/api/alerts/unsubscribe')
        .set('X-Forwarded-For', ip)
        .query({ token })
        .type('form')
        .send('List-Unsubscribe=One-Click'),
    confirmEmail: () =>
      request(t.app.getHttpServer())
        .post('/api/auth/confirm-email')
        .set('X-Forwarded-For', ip)
        .set('X-API-Key', 'insolvenz-public-client')
        .send({ token: 'x'.repeat(40) }),
    calendar: (path: string) => request(t.app.getHttpServer()).get(path).set('X-Forwarded-For', ip),
  });

  it('answers failing links normally up to the limit, then 429 pages and problems in German', async () => {
    const scanner = from('203.0.113.7');
    for (let i = 0; i < SIGNED_LINK_FAILURES.limit; i++) {
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

    // The limit is per client, not per route: the other signed-link routes refuse this IP's failing links too.
    expect((await scanner.refuse()).status).toBe(429);
    const unsubscribe = await scanner.unsubscribe();
    expect(unsubscribe.status).toBe(429);
    expect(unsubscribe.text).toContain('Zu viele Anfragen');
    const confirm = await scanner.confirmEmail();
    expect(confirm.status).toBe(429);
    expect(confirm.headers['retry-after']).toBeDefined();
    expect(confirm.body.detail ?? confirm.body.message).toMatch(/^Zu viele Anfragen von Ihrem Netzwerk/);
    const unknownFeed = await scanner.calendar(`/calendar/${'x'.repeat(43)}.ics`);
    expect(unknownFeed.status).toBe(429);
    expect(unknownFeed.text).toMatch(/^Zu viele Anfragen von Ihrem Netzwerk/);

    // Another client opening its own link is not affected.
    const person = from('198.51.100.20');
    expect((await person.unsubscribe()).status).toBe(400);
    expect((await person.confirmEmail()).status).toBe(400);
  });

  it('still opens genuine links and serves the feed from an address whose failing links are refused', async () => {
    // A prober behind a company's NAT uses up the address's failures; a colleague behind it is not locked out.
    const office = from('192.0.2.44');
    for (let i = 0; i < SIGNED_LINK_FAILURES.limit; i++) expect((await office.unsubscribe()).status).toBe(400);
    expect((await office.unsubscribe()).status).toBe(429);

    const page = await office.unsubscribe(genuineUnsubscribeLink());
    expect(page.status).toBe(200);
    expect(page.text).toContain('Deaktivieren');
    const created = await t.pro.http.post('/api/deadlines/calendar-token').expect(201);
    const feed = await office.calendar(new URL((created.body as { httpsUrl: string }).httpsUrl).pathname);
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
  });

  it("opens every user's genuine link from one mail provider's address, beyond what one person would", async () => {
    // One-click unsubscribes (RFC 8058) of a whole digest's readers, all from the provider's servers.
    const provider = from('203.0.113.250');
    for (let i = 0; i < SIGNED_LINK_FAILURES.limit + 20; i++) {
      const response = await provider.oneClick(genuineUnsubscribeLink());
      expect(response.status).toBe(404); // switched off before, or never there: no 429
      expect(response.text).toContain('Benachrichtigung nicht gefunden');
    }
  });

  it('stops one genuine link opened too often, from any address, and only that link', async () => {
    const link = genuineUnsubscribeLink();
    for (let i = 0; i < SIGNED_LINK_OPENS.limit; i++) {
      expect((await from(`198.51.100.${100 + (i % 50)}`).unsubscribe(link)).status).toBe(200);
    }
    const hammered = await from('198.51.100.200').unsubscribe(link);
    expect(hammered.status).toBe(429);
    expect(Number(hammered.headers['retry-after'])).toBeGreaterThan(0);
    expect(hammered.text).toContain('Dieser Link wurde in kurzer Zeit zu oft geöffnet.');
    expect((await from('198.51.100.200').unsubscribe(genuineUnsubscribeLink())).status).toBe(200);
  });

  it("limits a calendar feed per holder: a leaked feed hammered gets 429 in German, others' feeds go on", async () => {
    // Counted per holder, whichever link they hold (a new link does not reset it): a user of their own here.
    const leaked = await seedUser(t, { plan: 'pro_monthly' });
    const holder = (await leaked.http.post('/api/deadlines/calendar-token').expect(201)).body as { httpsUrl: string };
    const path = new URL(holder.httpsUrl).pathname;
    const service = from('192.0.2.80');
    for (let i = 0; i < SIGNED_LINK_OPENS.limit; i++) expect((await service.calendar(path)).status).toBe(200);
    const refused = await service.calendar(path);
    expect(refused.status).toBe(429);
    expect(refused.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.text).toMatch(
      /^Dieser Link wurde in kurzer Zeit zu oft geöffnet\. Bitte versuchen Sie es in \d+ Minuten erneut\./,
    );

    const other = await seedUser(t, { plan: 'pro_monthly' });
    const otherLink = (await other.http.post('/api/deadlines/calendar-token').expect(201)).body as { httpsUrl: string };
    expect((await service.calendar(new URL(otherLink.httpsUrl).pathname)).status).toBe(200);
  });
});
