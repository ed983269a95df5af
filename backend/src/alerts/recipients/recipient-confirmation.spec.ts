import request from 'supertest';
import { fixedClock } from '../../platform/clock/clock.js';
import { seedUser } from '../../test/test-users.js';
import { DigestRunner } from '../digest/digest-runner.js';
import { startAlertsTestApp, type AlertsTestApp } from '../test/alerts-test-app.js';

const clock = fixedClock('2026-11-21T06:00:00Z');
const DAY = 24 * 3_600_000;

describe('double opt-in of alert addresses, subscription cap, one digest per address and day', () => {
  let t: AlertsTestApp;
  beforeAll(async () => {
    t = await startAlertsTestApp({ clock, env: { ALERT_SUBSCRIPTIONS_MAX: '6' } });
  });
  afterAll(() => t.close());

  const run = () => t.get(DigestRunner, 'scheduler').run();
  const anonymous = () => request(t.app.getHttpServer());
  const list = async (user = t.pro) =>
    (await user.http.get('/api/subscriptions').expect(200)).body as Record<string, unknown>[];

  it('sends nothing but one German confirmation mail to a foreign address, then one digest after consent', async () => {
    const address = 'Kollegin@Example.org';
    const response = await t.pro.http
      .post('/api/subscriptions')
      .send({ email: address, companyName: 'Zustimmung Werke', keywords: [] })
      .expect(201);
    expect(response.body).toMatchObject({ email: address, recipientStatus: 'pending', active: true });
    expect(response.body.confirmationSentAt).toBe('2026-11-21T06:00:00.000Z');
    await t.subscribe({ email: 'kollegin@example.org', companyName: 'Zustimmung Logistik', keywords: [] }, t.pro, {
      confirm: false,
    });

    const token = await t.confirmationToken(address);
    const [confirmation, ...more] = t.smtp.received.filter((m) =>
      m.envelope.to.some((to) => to.toLowerCase() === 'kollegin@example.org'),
    );
    expect(more).toEqual([]);
    // Named by its confirmed account address, not by names the account chose (issue #28).
    expect(confirmation!.parsed.subject).toBe(`Bitte bestätigen: Benachrichtigungen von ${t.pro.email}`);
    expect(confirmation!.parsed.text).toMatch(/^Guten Tag,\n/);
    expect(confirmation!.parsed.text).toContain(
      `${t.pro.email} möchte Ihnen über den Insolvenzmonitor E-Mail-Benachrichtigungen`,
    );
    expect(confirmation!.parsed.text).not.toContain('Test Nutzer');
    expect(confirmation!.parsed.text).toContain('Der Link ist bis zum 28.11.2026, 07:00 Uhr gültig.');
    expect(confirmation!.parsed.html).toContain('Bestätigen oder ablehnen</a>');

    await t.importNotice({ debtorName: 'Zustimmung Werke GmbH' });
    await t.importNotice({ debtorName: 'Zustimmung Werke Logistik GmbH' });
    expect(await run()).toMatchObject({ mails: 0, awaitingConfirmation: 2 });
    expect(t.digestsTo('Kollegin@Example.org')).toHaveLength(0);

    // The link shows a question (mail scanners open links) and confirms only through the form.
    const page = await anonymous().get('/api/alerts/recipients/confirm').query({ token }).expect(200);
    expect(page.text).toContain(`${t.pro.email} möchte Ihnen`);
    expect(page.text).toContain('action="/api/alerts/recipients/confirm"');
    expect((await list()).filter((s) => s.recipientStatus === 'pending')).toHaveLength(2);
    await anonymous()
      .post('/api/alerts/recipients/confirm')
      .type('form')
      .send({ token: `${token}x` })
      .expect(400);
    const confirmed = await anonymous().post('/api/alerts/recipients/confirm').type('form').send({ token }).expect(200);
    expect(confirmed.text).toContain('bestätigt');
    expect((await list()).filter((s) => s.recipientStatus === 'confirmed')).toHaveLength(2);

    // One mail for both subscriptions; the case both matched is listed once; a deactivation link each.
    expect(await run()).toMatchObject({ mails: 1, sent: 2 });
    const [digest] = t.digestsTo('Kollegin@Example.org');
    expect(digest!.parsed.subject).toBe('Insolvenzmonitor: 2 neue Insolvenzbekanntmachungen zu 2 Benachrichtigungen');
    const text = digest!.parsed.text!;
    expect(text.match(/Zustimmung Werke Logistik GmbH/g)).toHaveLength(1);
    // Cases of one day are listed by case id (keyed hashes, so either may come first): the shared one is referred to
    // by the number it got in the first section.
    const shared = /^(\d)\. Zustimmung Werke Logistik GmbH$/m.exec(text)?.[1];
    expect(text).toContain(`Außerdem gefunden: Nr. ${shared} (siehe oben)`);
    expect(text.match(/deaktivieren: https:\/\/insolvenzmonitor\.test\/api\/alerts\/unsubscribe/g)).toHaveLength(2);
    for (const s of (await list()).filter((s) => s.email !== t.pro.email))
      expect(s.lastNotification).toBe('2026-11-21T06:00:00.000Z');
  });

  it('sends at most one digest per address and day, however many subscriptions and owners target it', async () => {
    const address = 'sammel@example.org';
    const other = await seedUser(t, { plan: 'pro_yearly' });
    await t.subscribe({ email: address, companyName: 'Tagesgrenze Bau', keywords: [] });
    await t.subscribe({ email: address, companyName: 'Tagesgrenze Bau', keywords: [] }, other);
    await t.importNotice({ debtorName: 'Tagesgrenze Bau GmbH' });
    expect(await run()).toMatchObject({ mails: 1, sent: 2 });
    await t.importNotice({ debtorName: 'Tagesgrenze Bau Service GmbH' });
    expect(await run()).toMatchObject({ mails: 0, deferred: 2 });
    expect(t.digestsTo(address)).toHaveLength(1);
    expect(t.digestsTo(address)[0]!.parsed.text!.match(/Tagesgrenze Bau GmbH/g)).toHaveLength(1);
  });

  it('needs no confirmation for the account’s own address (any letter case)', async () => {
    const before = t.smtp.received.length;
    const response = await t.pro.http
      .post('/api/subscriptions')
      .send({ email: t.pro.email.toUpperCase(), companyName: 'Eigene Adresse AG', keywords: [] })
      .expect(201);
    expect(response.body).toMatchObject({ recipientStatus: 'own', confirmationSentAt: null });
    expect(t.smtp.received.length).toBe(before);
    const resend = await t.pro.http.post(`/api/subscriptions/${response.body.id}/confirmation`).expect(409);
    expect(resend.body.message).toBe('Ihre eigene E-Mail-Adresse muss nicht bestätigt werden.');
  });

  it('treats a new account address as the owner’s own once the change is confirmed', async () => {
    const owner = await seedUser(t, { plan: 'pro_monthly', firstName: 'Wechsel', lastName: 'Adresse' });
    const moved = 'wechsel.neu@example.org';
    await owner.http
      .put('/api/auth/profile')
      .send({ firstName: 'Wechsel', lastName: 'Adresse', email: moved, currentPassword: owner.password })
      .expect(200);
    const link = t.smtp.received
      .filter((m) => m.envelope.to.includes(moved))
      .map((m) => /email-bestaetigen\?token=([^\s"<]+)/.exec(m.parsed.text ?? '')?.[1])
      .find(Boolean);
    await anonymous().post('/api/auth/confirm-email').set('X-API-Key', t.config.publicApiKey).send({ token: link });

    const response = await owner.http
      .post('/api/subscriptions')
      .send({ email: moved, companyName: 'Umzug Spedition', keywords: [] })
      .expect(201);
    expect(response.body).toMatchObject({ recipientStatus: 'own' });
  });

  it('resends on request at most once a day; a refusal stops every mail from this owner', async () => {
    const address = 'ablehnung@example.org';
    const id = await t.subscribe({ email: address, companyName: 'Ablehnung Handel', keywords: [] }, t.pro, {
      confirm: false,
    });
    const tooSoon = await t.pro.http.post(`/api/subscriptions/${id}/confirmation`).expect(409);
    expect(tooSoon.body.message).toBe(
      'Die Bestätigungs-E-Mail an diese Adresse wurde in den letzten 24 Stunden bereits gesendet. Bitte versuchen Sie es später erneut.',
    );
    const stranger = await seedUser(t, { plan: 'pro_monthly' });
    await stranger.http.post(`/api/subscriptions/${id}/confirmation`).expect(404);

    await t.answerConfirmation(address, 'refuse');
    expect((await list()).find((s) => s.id === id)).toMatchObject({ recipientStatus: 'refused' });
    const refused = await t.pro.http.post(`/api/subscriptions/${id}/confirmation`).expect(409);
    expect(refused.body.message).toMatch(/abgelehnt/);
    await t.importNotice({ debtorName: 'Ablehnung Handel GmbH' });
    await run();
    expect(t.smtp.received.filter((m) => m.envelope.to.includes(address))).toHaveLength(1);
  });

  it('refuses an expired link to confirm, but still lets the addressee refuse', async () => {
    const address = 'spaet@example.org';
    await t.subscribe({ email: address, companyName: 'Verspätet GmbH', keywords: [] }, t.pro, { confirm: false });
    const token = await t.confirmationToken(address);
    const now = clock.now();
    clock.advance(8 * DAY);
    try {
      const expired = await anonymous().post('/api/alerts/recipients/confirm').type('form').send({ token }).expect(410);
      expect(expired.text).toContain('Dieser Bestätigungslink ist abgelaufen.');
      await anonymous().post('/api/alerts/recipients/refuse').type('form').send({ token }).expect(200);
    } finally {
      clock.set(now);
    }
  });

  it('caps subscriptions per user: 422 with a German message naming the limit; the watchlist says what is left', async () => {
    const user = await seedUser(t, { plan: 'pro_monthly' });
    for (const n of [1, 2, 3, 4])
      await t.subscribe({ email: user.email, companyName: `Grenze ${n}`, keywords: [] }, user);
    const csv = 'Firmenname\nListe Eins\nListe Zwei\nListe Drei\n';
    const preview = await user.http
      .post('/api/subscriptions/watchlist/preview')
      .attach('file', Buffer.from(csv), 'kunden.csv')
      .expect(200);
    expect(preview.body).toMatchObject({ limit: 6, remaining: 2, valid: 2, invalid: 1 });
    expect(preview.body.rows[2].errors).toEqual([
      'Zeile 4: Höchstzahl von 6 Benachrichtigungen erreicht – diese Zeile wird nicht angelegt',
    ]);
    const upload = await user.http
      .post('/api/subscriptions/watchlist')
      .field('email', user.email)
      .attach('file', Buffer.from(csv), 'kunden.csv')
      .expect(201);
    expect(upload.body).toMatchObject({ created: 2, skipped: 1, remaining: 0, recipientStatus: 'own' });
    const refused = await user.http
      .post('/api/subscriptions')
      .send({ email: user.email, companyName: 'Eine zu viel', keywords: [] })
      .expect(422);
    expect(refused.body.message).toBe(
      'Sie können höchstens 6 Benachrichtigungen anlegen. Bitte löschen Sie nicht mehr benötigte Benachrichtigungen.',
    );
  });
});
