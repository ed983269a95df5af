import { fixedClock } from '../../platform/clock/clock.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { confirmationToken, mailsTo } from '../../test/outbox.js';
import { apiClient, signUp } from '../../test/test-users.js';

const clock = fixedClock('2026-11-21T09:00:00Z');
const login = (t: TestApp, email: string, password: string) =>
  apiClient(t).post('/api/auth/login').send({ email, password });
const confirm = (t: TestApp, token: string) => apiClient(t).post('/api/auth/confirm-email').send({ token });

describe('changing the e-mail address (issue #12, defect 8)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, { clock });
  });
  afterAll(() => t.close());

  it('needs the current password and takes effect only once the new address confirms it', async () => {
    const user = await signUp(t, { firstName: 'Anna', lastName: 'Berger' });
    const change = { firstName: 'Anna', lastName: 'Berger', email: 'anna.neu@example.de' };

    const missing = await user.http.put('/api/auth/profile').send(change).expect(400);
    expect(missing.body.message).toBe('Bitte geben Sie Ihr aktuelles Passwort ein, um die E-Mail-Adresse zu ändern.');
    const wrong = await user.http
      .put('/api/auth/profile')
      .send({ ...change, currentPassword: 'Falsch-Passwort1' })
      .expect(400);
    expect(wrong.body.message).toBe('Das aktuelle Passwort ist nicht korrekt.');

    const requested = await user.http
      .put('/api/auth/profile')
      .send({ ...change, currentPassword: user.password })
      .expect(200);
    expect(requested.body.message).toBe(
      'Bestätigungslink an die neue Adresse gesendet. Die Änderung wird wirksam, sobald Sie den Link öffnen.',
    );
    expect(requested.body.user).toMatchObject({ email: user.email, pendingEmail: 'anna.neu@example.de' });
    await login(t, 'anna.neu@example.de', user.password).expect(401);
    await login(t, user.email, user.password).expect(200);

    const [toNew] = await mailsTo(t.dataDir, 'anna.neu@example.de');
    expect(toNew?.subject).toBe('Bitte bestätigen Sie Ihre neue E-Mail-Adresse');
    expect(toNew?.text).toContain(`${t.config.appUrl}/email-bestaetigen?token=`);
    const notice = (await mailsTo(t.dataDir, user.email)).find(
      (mail) => mail.subject !== 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    );
    expect(notice?.subject).toBe('Ihre E-Mail-Adresse soll geändert werden');
    expect(notice?.text).toContain('anna.neu@example.de');
    expect(`${notice?.text}${String(notice?.html)}`).not.toContain('token=');

    const confirmed = await confirm(t, await confirmationToken(t.dataDir, 'anna.neu@example.de')).expect(200);
    expect(confirmed.body).toEqual({ message: 'Ihre E-Mail-Adresse wurde bestätigt.', email: 'anna.neu@example.de' });
    await login(t, 'anna.neu@example.de', user.password).expect(200);
    await login(t, user.email, user.password).expect(401);
    const me = await user.http.get('/api/auth/me').expect(200);
    expect(me.body).toMatchObject({ email: 'anna.neu@example.de', emailConfirmed: true, pendingEmail: null });
  });

  it('counts wrong current passwords like failed logins', async () => {
    const user = await signUp(t);
    const change = { firstName: 'Test', lastName: 'Nutzer', email: `neu-${user.userId}@example.de` };
    for (let i = 0; i < 5; i++) {
      await user.http
        .put('/api/auth/profile')
        .send({ ...change, currentPassword: 'Falsch-Passwort1' })
        .expect(400);
    }
    const blocked = await user.http
      .put('/api/auth/profile')
      .send({ ...change, currentPassword: user.password })
      .expect(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The session's failures are its own: the owner (or a colleague at the same address) still logs in.
    await login(t, user.email, user.password).expect(200);
  });

  it('checks that the new address is free when asked and again when the link is used', async () => {
    const user = await signUp(t);
    const other = await signUp(t);
    const body = (email: string) => ({ firstName: 'Test', lastName: 'Nutzer', email, currentPassword: user.password });
    const taken = await user.http.put('/api/auth/profile').send(body(other.email.toUpperCase())).expect(409);
    expect(taken.body.message).toBe('Diese E-Mail-Adresse ist bereits registriert.');

    await user.http.put('/api/auth/profile').send(body('begehrt@example.de')).expect(200);
    const token = await confirmationToken(t.dataDir, 'begehrt@example.de');
    await signUp(t, { email: 'begehrt@example.de' });
    const late = await confirm(t, token).expect(409);
    expect(late.body.message).toBe('Diese E-Mail-Adresse ist bereits registriert.');
    const me = await user.http.get('/api/auth/me').expect(200);
    expect(me.body.email).toBe(user.email);
  });

  it('limits confirmation mails per account and per address, and greets unconfirmed addresses without names', async () => {
    // Issue #28: 20 profile changes to a stranger's address sent 20 mails greeting "Guten Tag Gewinn! …".
    const names = { firstName: 'Gewinn', lastName: 'Jetzt Gutschein sichern' };
    const attacker = await signUp(t, names);
    const victim = 'fremd-28@example.org';
    const change = (user: typeof attacker) =>
      user.http.put('/api/auth/profile').send({ ...names, email: victim, currentPassword: user.password });
    const statuses: number[] = [];
    let refused: { body: { message: string }; headers: Record<string, string> } | undefined;
    for (let i = 0; i < 20; i++) {
      const response = await change(attacker);
      statuses.push(response.status);
      if (response.status === 429) refused ??= response;
    }
    expect(statuses).toEqual([200, 200, 200, ...Array<number>(17).fill(429)]);
    expect(refused?.body.message).toBe('Zu viele Bestätigungsmails. Bitte versuchen Sie es in 60 Minuten erneut.');
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    // Another account cannot go on where the first stopped: the address has had its mails for the hour.
    const second = await signUp(t);
    const byAddress = await change(second).expect(429);
    expect(byAddress.body.message).toBe(
      'An diese E-Mail-Adresse wurden zu viele Bestätigungsmails gesendet. Bitte versuchen Sie es in 60 Minuten erneut.',
    );

    const mails = await mailsTo(t.dataDir, victim);
    expect(mails).toHaveLength(3);
    // The attacker's own registration link (not the notice of the change, which goes to the confirmed owner by name);
    // under the fixed test clock the outbox files of one address are in no set order.
    const registration = (await mailsTo(t.dataDir, attacker.email)).find((mail) =>
      /email-bestaetigen/.test(mail.text ?? ''),
    );
    for (const mail of [...mails, registration!]) {
      expect(mail.text).toMatch(/^Guten Tag,\n/);
      expect(`${mail.subject} ${mail.text} ${String(mail.html)}`).not.toMatch(/Gewinn|Gutschein/);
      expect(Array.isArray(mail.to) ? undefined : mail.to?.value[0]?.name).toBe('');
    }
  });

  it('changes names (and the letter case of the address) without a password, as before', async () => {
    const user = await signUp(t);
    const response = await user.http
      .put('/api/auth/profile')
      .send({ firstName: 'Clara', lastName: 'Dorn', email: user.email.toUpperCase() })
      .expect(200);
    expect(response.body).toMatchObject({
      message: 'Profil gespeichert',
      user: { firstName: 'Clara', lastName: 'Dorn', email: user.email.toUpperCase(), pendingEmail: null },
    });
  });
});
