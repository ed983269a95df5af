import { fixedClock } from '../../platform/clock/clock.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { confirmationToken, mailsTo } from '../../test/outbox.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { apiClient, seedUser, signUp, type TestUser } from '../../test/test-users.js';
import { UserCommands } from '../user-commands.js';
import {
  PASSWORD_RESET_REQUESTED,
  RequestPasswordResetHandler,
} from '../request-password-reset/request-password-reset.command-handler.js';
import {
  INVALID_RESET_LINK,
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_DONE_AND_CONFIRMED,
  RESET_LINK_EXPIRED,
} from './reset-password.command-handler.js';

const clock = fixedClock('2026-12-03T09:00:00Z');
const NEW_PASSWORD = 'Neues-Passwort-2026';
const USED =
  'Dieser Link wurde bereits verwendet oder Ihr Passwort wurde seitdem geändert. Bitte fordern Sie einen neuen Link an.';

describe('Passwort vergessen: a link by mail sets a new password', () => {
  let t: TestApp;
  const ask = (email: string) => apiClient(t).post('/api/auth/password-reset').send({ email });
  const reset = (token: string, newPassword = NEW_PASSWORD) =>
    apiClient(t).post('/api/auth/password-reset/confirm').send({ token, newPassword });
  const login = (email: string, password: string) => apiClient(t).post('/api/auth/login').send({ email, password });
  /** The reset mails to the address, after every request so far has been mailed or skipped. */
  const resetMails = async (address: string) => {
    await t.app.get(RequestPasswordResetHandler).settled();
    return (await mailsTo(t.dataDir, address)).filter((mail) => mail.subject === 'Passwort zurücksetzen');
  };
  const tokenIn = (text: string | undefined) => /\/passwort-zuruecksetzen\?token=([\w.-]+)/.exec(text ?? '')?.[1];
  /** The link of a new request for the user (mails under the fixed clock are in no set order: the one not seen). */
  const seen = new Set<string>();
  const linkFor = async (user: TestUser) => {
    await ask(user.email).expect(202);
    const tokens = (await resetMails(user.email)).map((mail) => tokenIn(mail.text) as string);
    const token = tokens.find((candidate) => !seen.has(candidate)) as string;
    seen.add(token);
    return token;
  };

  beforeAll(async () => {
    t = await startTestApp({}, { clock });
  });
  afterAll(() => t.close());

  it('mails a link that sets a new password once, ends every session and retires the old password', async () => {
    const user = await seedUser(t, { firstName: 'Gewinn! Besuchen Sie', lastName: 'spam.example' });
    const asked = await ask(`  ${user.email.toUpperCase()} `).expect(202);
    expect(asked.body).toEqual({ message: PASSWORD_RESET_REQUESTED });
    const [mail, ...more] = await resetMails(user.email);
    expect(more).toHaveLength(0);
    expect(mail?.text).toContain(`${t.config.appUrl}/passwort-zuruecksetzen?token=`);
    expect(mail?.html).toContain(`href="${t.config.appUrl}/passwort-zuruecksetzen?token=`);
    expect(mail?.text).toContain('Der Link ist bis 03.12.2026, 11:00 Uhr gültig und kann einmal verwendet werden.');
    // Anyone can ask for it for any address: no text the account holder chose.
    expect(`${mail?.subject} ${mail?.text} ${mail?.html}`).not.toMatch(/Gewinn|spam\.example/);
    const token = tokenIn(mail?.text) as string;
    // Asking changes nothing yet: the session and the password still work.
    await user.http.get('/api/auth/me').expect(200);

    expect((await reset(token).expect(200)).body).toEqual({ message: PASSWORD_RESET_DONE });
    await user.http.get('/api/auth/me').expect(401);
    await login(user.email, user.password).expect(401);
    await login(user.email, NEW_PASSWORD).expect(200);
    // Once: the link was issued for the old password.
    expect((await reset(token, 'Noch-ein-Passwort-1').expect(410)).body.message).toBe(USED);
    await login(user.email, NEW_PASSWORD).expect(200);

    // The owner is told, with the way back if it was not them.
    const [notice] = (await mailsTo(t.dataDir, user.email)).filter((m) => m.subject === 'Ihr Passwort wurde geändert');
    expect(notice?.text).toContain('über den Link aus der E-Mail „Passwort zurücksetzen“ geändert');
    expect(notice?.text).toContain(`${t.config.appUrl}/passwort-vergessen`);

    const { events } = await t.app.get<EventStore>(EVENT_STORE).readStream(`user-${user.userId}`);
    const changed = events.filter((event) => event.type === 'UserPasswordChanged');
    expect(changed).toHaveLength(1);
    expect(changed[0]?.data).toMatchObject({ userId: user.userId, via: 'reset-link' });
    expect(JSON.stringify(events.map((event) => event.data))).not.toContain(token.split('.')[2]);
  });

  it('confirms an address not yet confirmed: the link proved that its owner reads it', async () => {
    const user = await signUp(t, { confirmed: false });
    const registrationLink = await confirmationToken(t.dataDir, user.email);
    expect((await reset(await linkFor(user)).expect(200)).body).toEqual({ message: PASSWORD_RESET_DONE_AND_CONFIRMED });
    const loggedIn = await login(user.email, NEW_PASSWORD).expect(200);
    expect(loggedIn.body.user).toMatchObject({ id: user.userId, emailConfirmed: true });
    // The registration's own link, used afterwards, finds the address confirmed; nothing awaits a resend.
    await apiClient(t).post('/api/auth/confirm-email').send({ token: registrationLink }).expect(200);
    const session = apiClient(t, loggedIn.body.token as string);
    await session.post('/api/auth/confirm-email/resend').expect(409);
  });

  it('answers every address alike and mails only active accounts', async () => {
    const unknown = 'niemand-hier@example.de';
    expect((await ask(unknown).expect(202)).body).toEqual({ message: PASSWORD_RESET_REQUESTED });
    expect(await resetMails(unknown)).toHaveLength(0);
    const deactivated = await seedUser(t);
    const commands = t.app.get(UserCommands);
    await commands.execute(
      deactivated.userId,
      { type: 'SetActive', active: false, at: commands.now().toISOString() },
      { actorId: 'system:test' },
    );
    expect((await ask(deactivated.email).expect(202)).body).toEqual({ message: PASSWORD_RESET_REQUESTED });
    expect(await resetMails(deactivated.email)).toHaveLength(0);
  });

  it('refuses forged, expired and replaced links, and passwords against the rules, with German messages', async () => {
    const user = await seedUser(t);
    const token = await linkFor(user);
    expect((await reset('kein-token').expect(400)).body.message).toBe(INVALID_RESET_LINK);
    const [id, expiry, mac] = token.split('.') as [string, string, string];
    expect((await reset(`${id}.${Number(expiry) + 86_400}.${mac}`).expect(410)).body.message).toBe(USED);
    expect((await reset(token, 'kurz').expect(400)).body.message).toBe('Passwort muss mindestens 8 Zeichen lang sein');
    expect((await reset(token, 'nurkleinbuchstaben1').expect(400)).body.message).toBe(
      'Passwort muss Groß- und Kleinbuchstaben sowie eine Zahl enthalten',
    );
    // A password changed in the profile retires the link too.
    await user.http
      .put('/api/auth/password')
      .send({ currentPassword: user.password, newPassword: NEW_PASSWORD })
      .expect(200);
    expect((await reset(token).expect(410)).body.message).toBe(USED);
    // After 60 minutes a link has expired.
    const late = await linkFor({ ...user, password: NEW_PASSWORD });
    clock.advance(61 * 60_000);
    expect((await reset(late).expect(410)).body.message).toBe(RESET_LINK_EXPIRED);
    await login(user.email, NEW_PASSWORD).expect(200);
  });

  it('lets the owner in again at an IP the forgotten password had blocked', async () => {
    const user = await seedUser(t);
    for (let i = 0; i < 5; i++) await login(user.email, 'Falsch-geraten-1').expect(401);
    await login(user.email, user.password).expect(429);
    await reset(await linkFor(user)).expect(200);
    await login(user.email, NEW_PASSWORD).expect(200);
  });

  it('treats an unconfirmed registration past its deadline as gone: no mail, and no link works', async () => {
    const late = await signUp(t, { confirmed: false });
    const link = await linkFor(late);
    // The clock stays there: the test below moves it on again.
    clock.advance(t.config.accountLimits.unconfirmedAccountDays * 86_400_000);
    await ask(late.email).expect(202);
    expect(await resetMails(late.email)).toHaveLength(1);
    expect((await reset(link).expect(400)).body.message).toBe(INVALID_RESET_LINK);
  });

  it('limits requests per IP (429) and mails per address (quietly), so nobody floods a mailbox', async () => {
    clock.advance(61 * 60_000);
    const user = await seedUser(t);
    for (let i = 0; i < 4; i++) await ask(user.email).expect(202);
    expect(await resetMails(user.email)).toHaveLength(3);
    for (let i = 0; i < 6; i++) await ask(`niemand-${i}@example.de`).expect(202);
    const refused = await ask('noch-jemand@example.de').expect(429);
    expect(refused.body.message).toBe(
      'Zu viele Anfragen zum Zurücksetzen des Passworts von Ihrem Netzwerk. Bitte versuchen Sie es in 60 Minuten erneut.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect((await ask('kein@adresse').expect(400)).body.message).toBe('Ungültiges E-Mail-Format');
  });
});
