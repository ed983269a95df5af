import { fixedClock } from '../../platform/clock/clock.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { confirmationToken, mailsTo } from '../../test/outbox.js';
import { apiClient, signUp } from '../../test/test-users.js';

const clock = fixedClock('2026-11-21T09:00:00Z');
const confirm = (t: TestApp, token: string) => apiClient(t).post('/api/auth/confirm-email').send({ token });
const UNCONFIRMED = 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.';
/** An alert as the SPA's form sends it (POST /api/subscriptions). */
const alert = { email: 'kreditmanagement@example.de', companyName: 'Müller Bau GmbH', keywords: [], active: true };

describe('e-mail confirmation (issue #12, defect 6)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, { clock });
  });
  afterAll(() => t.close());

  it('mails a link after registration; until it is used the account may search but not create alerts', async () => {
    const user = await signUp(t, { plan: 'pro_monthly', confirmed: false });
    const me = await user.http.get('/api/auth/me').expect(200);
    expect(me.body).toMatchObject({ emailConfirmed: false, pendingEmail: null });

    const [mail] = await mailsTo(t.dataDir, user.email);
    expect(mail?.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    expect(mail?.text).toContain(`${t.config.appUrl}/email-bestaetigen?token=`);
    expect(mail?.html).toContain(`href="${t.config.appUrl}/email-bestaetigen?token=`);

    await user.http.get('/api/insolvency/search').query({ q: 'Bau' }).expect(200);
    const refused = await user.http.post('/api/subscriptions').send(alert).expect(403);
    expect(refused.body.message).toBe(UNCONFIRMED);
    const upload = await user.http
      .post('/api/subscriptions/watchlist')
      .field('email', 'kredit@example.de')
      .attach('file', Buffer.from('Firma\nMüller Bau GmbH\n'), 'kunden.csv')
      .expect(403);
    expect(upload.body.message).toBe(UNCONFIRMED);

    // The link works without a login (it may be opened in another browser).
    const token = await confirmationToken(t.dataDir, user.email);
    const confirmed = await confirm(t, token).expect(200);
    expect(confirmed.body).toEqual({ message: 'Ihre E-Mail-Adresse wurde bestätigt.', email: user.email });
    expect((await user.http.get('/api/auth/me').expect(200)).body.emailConfirmed).toBe(true);
    await user.http.post('/api/subscriptions').send(alert).expect(201);
    // Opening the link again (a second tab, a reload) is not an error.
    await confirm(t, token).expect(200);
  });

  it('records the request and the confirmation in the user stream, never the token', async () => {
    const user = await signUp(t, { confirmed: false });
    const token = await confirmationToken(t.dataDir, user.email);
    await confirm(t, token).expect(200);
    const { events } = await t.app.get<EventStore>(EVENT_STORE).readStream(`user-${user.userId}`);
    expect(events.map((event) => event.type)).toEqual([
      'UserRegistered',
      'UserEmailConfirmationRequested',
      'UserLoggedIn',
      'UserEmailConfirmed',
    ]);
    expect(events[0]?.data).toMatchObject({ emailConfirmed: false });
    expect(JSON.stringify(events.map((event) => event.data))).not.toContain(token.split('.').pop());
  });

  it('refuses forged, tampered and expired links', async () => {
    const user = await signUp(t, { confirmed: false });
    const token = await confirmationToken(t.dataDir, user.email);
    for (const bad of ['abc', `${token.slice(0, -2)}xx`, '']) {
      const response = await confirm(t, bad).expect(400);
      expect(response.body.message).toMatch(/ungültig/);
    }
    clock.advance(48 * 60 * 60 * 1000);
    try {
      const expired = await confirm(t, token).expect(410);
      expect(expired.body.message).toBe(
        'Dieser Bestätigungslink ist abgelaufen. Bitte fordern Sie eine neue Bestätigungsmail an.',
      );
    } finally {
      clock.advance(-48 * 60 * 60 * 1000);
    }
  });

  it('resends a fresh link (the older one stops working), a few times per hour, and only while unconfirmed', async () => {
    const user = await signUp(t, { confirmed: false });
    const first = await confirmationToken(t.dataDir, user.email);
    clock.advance(1000);
    const resent = await user.http.post('/api/auth/confirm-email/resend').expect(202);
    expect(resent.body.message).toBe(`Wir haben Ihnen einen neuen Bestätigungslink an ${user.email} gesendet.`);
    const second = await confirmationToken(t.dataDir, user.email);
    expect(second).not.toBe(first);
    const old = await confirm(t, first).expect(410);
    expect(old.body.message).toMatch(/nicht mehr gültig/);
    await user.http.post('/api/auth/confirm-email/resend').expect(202);
    await user.http.post('/api/auth/confirm-email/resend').expect(202);
    const limited = await user.http.post('/api/auth/confirm-email/resend').expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const confirmed = await signUp(t);
    const nothing = await confirmed.http.post('/api/auth/confirm-email/resend').expect(409);
    expect(nothing.body.message).toBe('Ihre E-Mail-Adresse ist bereits bestätigt.');
    await apiClient(t).post('/api/auth/confirm-email/resend').expect(401);
  });

  it('treats accounts created by an operator (ADMIN_EMAIL) as confirmed', async () => {
    const withAdmin = await startTestApp({ ADMIN_EMAIL: 'chef@example.de', ADMIN_PASSWORD: 'Langes-Passwort-1' });
    try {
      const login = await apiClient(withAdmin)
        .post('/api/auth/login')
        .send({ email: 'chef@example.de', password: 'Langes-Passwort-1' })
        .expect(200);
      expect(login.body.user).toMatchObject({ role: 'admin', emailConfirmed: true });
      expect(await mailsTo(withAdmin.dataDir, 'chef@example.de')).toEqual([]);
    } finally {
      await withAdmin.close();
    }
  });
});
