import { SignJWT } from 'jose';
import { fixedClock } from '../platform/clock/clock.js';
import { recordingSleeper, systemSleeper, type Sleeper } from '../platform/clock/sleeper.js';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { mailsTo } from '../test/outbox.js';
import { apiClient, signUp, TEST_PASSWORD } from '../test/test-users.js';
import { ACCOUNT_DATA_ERASERS, type AccountDataErasers } from '../platform/account-data/account-data-erasers.js';
import { tracesIn } from '../test/erasure-traces.js';
import { AccountErasures } from './delete-account/account-erasures.js';
import type { UserEvent } from './domain/events.js';
import { ACCOUNT_QUERIES, type AccountQueries } from './read-model/account-queries.port.js';
import { UserCommands } from './user-commands.js';

const clock = fixedClock('2026-11-21T09:00:00Z');
const register = (t: TestApp, body: Record<string, unknown>) => apiClient(t).post('/api/auth/register').send(body);
const login = (t: TestApp, email: string, password: string) =>
  apiClient(t).post('/api/auth/login').send({ email, password });
const valid = { email: 'anna.berger@example.de', password: 'Sicher-Passwort1', firstName: 'Anna', lastName: 'Berger' };

/** Real waits, counted: a test sees when the API waits (for another process's lease). */
const waits = { count: 0 };
const countingSleeper: Sleeper = {
  sleep: (ms) => {
    waits.count++;
    return systemSleeper.sleep(ms);
  },
};

describe('accounts over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Loopback webhook URLs: the account erasure's case creates an endpoint (never called here).
    t = await startTestApp({ WEBHOOKS_ALLOW_LOOPBACK: 'true' }, { clock, sleeper: countingSleeper });
  });
  afterAll(() => t.close());

  describe('POST /api/auth/register', () => {
    it('creates a free account without a session (the user logs in) and never returns the password hash', async () => {
      const response = await register(t, valid).expect(201);
      expect(response.body).toEqual({
        message:
          'Bitte bestätigen Sie Ihre E-Mail-Adresse: Wir haben eine E-Mail an anna.berger@example.de gesendet. Bitte folgen Sie dem Link darin.',
        email: 'anna.berger@example.de',
      });
      const session = await login(t, valid.email, valid.password).expect(200);
      expect(session.body.user).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        email: 'anna.berger@example.de',
        firstName: 'Anna',
        lastName: 'Berger',
        role: 'user',
        isActive: true,
        emailConfirmed: false,
        pendingEmail: null,
        unconfirmedAccountDeletionAt: '2026-11-28T09:00:00.000Z',
        plan: 'free',
        planPeriodEnd: null,
        cancelAtPeriodEnd: false,
        createdAt: '2026-11-21T09:00:00.000Z',
        lastLoginAt: '2026-11-21T09:00:00.000Z',
      });
      const me = await apiClient(t, session.body.token).get('/api/auth/user').expect(200);
      expect(me.body.email).toBe('anna.berger@example.de');
      expect(JSON.stringify(me.body)).not.toMatch(/argon2|password/i);
    });

    it('answers an address that has an account (any letter case) exactly like a new one and mails its owner', async () => {
      // Issue #28: 409 "bereits registriert" against 201 told anyone which addresses have accounts.
      const before = await mailsTo(t.dataDir, valid.email);
      const taken = await register(t, {
        ...valid,
        email: 'ANNA.Berger@Example.de',
        password: 'Anderes-Passwort2',
        firstName: 'Mallory',
      }).expect(201);
      const fresh = await register(t, { ...valid, email: 'Frei.Neu@Example.de' }).expect(201);
      expect(Object.keys(taken.body).sort()).toEqual(Object.keys(fresh.body).sort());
      expect(taken.body).toEqual({
        message:
          'Bitte bestätigen Sie Ihre E-Mail-Adresse: Wir haben eine E-Mail an ANNA.Berger@Example.de gesendet. Bitte folgen Sie dem Link darin.',
        email: 'ANNA.Berger@Example.de',
      });
      // Nothing changed: the owner's password still works, the registrant's does not.
      await login(t, valid.email, valid.password).expect(200);
      await login(t, valid.email, 'Anderes-Passwort2').expect(401);
      // One more mail to the owner (outbox files of one instant are in no set order: picked by subject).
      const mails = await mailsTo(t.dataDir, valid.email);
      expect(mails).toHaveLength(before.length + 1);
      const notices = mails.filter((mail) => mail.subject === 'Registrierungsversuch mit Ihrer E-Mail-Adresse');
      expect(notices).toHaveLength(1);
      expect(notices[0]!.text).toMatch(/^Guten Tag,\n\njemand wollte sich am 21\.11\.2026/);
      expect(notices[0]!.text).toContain(`${t.config.appUrl}/login`);
      expect(notices[0]!.text).toContain(`neues fest: ${t.config.appUrl}/passwort-vergessen`);
      expect(notices[0]!.text).not.toMatch(/Mallory|token=/);
    });

    it.each([
      [{ email: '' }, 'E-Mail-Adresse ist erforderlich'],
      [{ email: 'anna@' }, 'Ungültiges E-Mail-Format'],
      [{ password: '' }, 'Passwort ist erforderlich'],
      [{ password: 'Kurz1' }, 'Passwort muss mindestens 8 Zeichen lang sein'],
      [{ password: 'nurkleinbuchstaben1' }, 'Passwort muss Groß- und Kleinbuchstaben sowie eine Zahl enthalten'],
      [{ password: 'OhneZiffernHier' }, 'Passwort muss Groß- und Kleinbuchstaben sowie eine Zahl enthalten'],
      [{ password: `Aa1${'x'.repeat(126)}` }, 'Passwort darf höchstens 128 Zeichen lang sein'],
      [{ firstName: '' }, 'Vorname ist erforderlich'],
      [{ firstName: 'A' }, 'Vorname muss mindestens 2 Zeichen lang sein'],
      [{ lastName: ' ' }, 'Nachname ist erforderlich'],
      [{ lastName: 'B' }, 'Nachname muss mindestens 2 Zeichen lang sein'],
      [{ lastName: 'Berger\r\nBcc: x@y.de' }, 'Nachname enthält ungültige Zeichen'],
      [{ role: 'admin' }, 'Unbekanntes Feld "role"'],
    ])('answers %j with "%s"', async (change, message) => {
      const response = await register(t, { ...valid, email: 'neu@example.de', ...change }).expect(400);
      expect(response.body.message).toBe(message);
    });
  });

  describe('POST /api/auth/login', () => {
    it('logs in with the right password (e-mail in any case) and opens a new session', async () => {
      const response = await login(t, 'Anna.Berger@example.de', valid.password).expect(200);
      expect(response.body.message).toBe('Anmeldung erfolgreich!');
      expect(response.body.user.email).toBe('anna.berger@example.de');
      await apiClient(t, response.body.token).get('/api/auth/me').expect(200);
    });

    it('gives the same answer for a wrong password and an unknown address', async () => {
      const wrong = await login(t, valid.email, 'Falsch-Passwort1').expect(401);
      const unknown = await login(t, 'niemand@example.de', 'Falsch-Passwort1').expect(401);
      expect(wrong.body.message).toBe('E-Mail-Adresse oder Passwort ist falsch.');
      expect(unknown.body).toEqual(wrong.body);
    });

    it.each([
      [{ email: '' }, 'E-Mail-Adresse ist erforderlich'],
      [{ email: 'x' }, 'Ungültiges E-Mail-Format'],
      [{ password: '' }, 'Passwort ist erforderlich'],
    ])('validates %j', async (change, message) => {
      const response = await apiClient(t)
        .post('/api/auth/login')
        .send({ email: valid.email, password: valid.password, ...change })
        .expect(400);
      expect(response.body.message).toBe(message);
    });

    it('ignores a stale token on the login form', async () => {
      await apiClient(t, 'kaputt')
        .post('/api/auth/login')
        .send({ email: valid.email, password: valid.password })
        .expect(200);
    });
  });

  describe('sessions', () => {
    it('answers 401 without a session, and for forged, expired, alg:none or tampered tokens', async () => {
      const user = await signUp(t);
      const [header, payload] = user.token.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
      const forged = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode('ein-ganz-anderes-geheimnis-mit-32-bytes!'));
      const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
      const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: 'admin' })).toString('base64url')}.${user.token.split('.')[2]}`;
      const missing = await apiClient(t).get('/api/auth/user').expect(401);
      expect(missing.body.message).toBe('Bitte melden Sie sich an.');
      for (const token of [forged, none, tampered, 'kein.jwt', `${user.token}x`]) {
        const response = await apiClient(t, token).get('/api/auth/user').expect(401);
        expect(response.body.message).toBe(
          'Ihre Sitzung ist abgelaufen oder ungültig. Bitte melden Sie sich erneut an.',
        );
      }
      await user.http.get('/api/auth/user').expect(200);
      clock.advance(8 * 60 * 60 * 1000 + 1000);
      try {
        await user.http.get('/api/auth/user').expect(401);
      } finally {
        clock.set('2026-11-21T09:00:00Z');
      }
    });

    it('answers every concurrent request with its own caller, valid and invalid tokens mixed', async () => {
      // The session lookup is asynchronous I/O on the MongoDB read store: requests overlap in the strategy. A
      // strategy shared between requests once let the last one's callbacks answer for all: the others hung.
      const users = await Promise.all([signUp(t), signUp(t), signUp(t)]);
      const requests = users.flatMap((user) =>
        Array.from({ length: 6 }, (_, i) =>
          (i === 5 ? apiClient(t, `${user.token}x`) : user.http)
            .get('/api/auth/me')
            .timeout(10_000)
            .then((response) => ({ user, forged: i === 5, response })),
        ),
      );
      for (const { user, forged, response } of await Promise.all(requests)) {
        if (forged) {
          expect(response.status).toBe(401);
        } else {
          expect(response.status).toBe(200);
          expect(response.body.id).toBe(user.userId);
        }
      }
    });

    it('revokes the token at logout, immediately; logging out twice is harmless', async () => {
      const user = await signUp(t);
      const other = await login(t, user.email, user.password).expect(200);
      await user.http.post('/api/auth/logout').expect(200, { message: 'Abmeldung erfolgreich' });
      await user.http.get('/api/auth/me').expect(401);
      await user.http.post('/api/auth/logout').expect(200);
      await apiClient(t, other.body.token).get('/api/auth/me').expect(200);
    });
  });

  describe('PUT /api/auth/password', () => {
    it('needs the current password, ends every session and hands out a fresh token', async () => {
      const user = await signUp(t);
      const second = await login(t, user.email, user.password).expect(200);
      const wrong = await user.http
        .put('/api/auth/password')
        .send({ currentPassword: 'Falsch-Passwort1', newPassword: 'Neues-Passwort2' })
        .expect(400);
      expect(wrong.body.message).toBe('Das aktuelle Passwort ist nicht korrekt.');
      const changed = await user.http
        .put('/api/auth/password')
        .send({ currentPassword: TEST_PASSWORD, newPassword: 'Neues-Passwort2' })
        .expect(200);
      await user.http.get('/api/auth/me').expect(401);
      await apiClient(t, second.body.token).get('/api/auth/me').expect(401);
      await apiClient(t, changed.body.token).get('/api/auth/me').expect(200);
      await login(t, user.email, TEST_PASSWORD).expect(401);
      await login(t, user.email, 'Neues-Passwort2').expect(200);
      // The address is told: if it was not its owner, the way back is "Passwort vergessen".
      const notices = (await mailsTo(t.dataDir, user.email)).filter((m) => m.subject === 'Ihr Passwort wurde geändert');
      expect(notices).toHaveLength(1);
      expect(notices[0]!.text).toContain('in Ihrem Profil geändert. Alle bisherigen Anmeldungen wurden beendet.');
    });

    it('counts wrong current passwords like failed logins: a stolen session cannot guess the password', async () => {
      const user = await signUp(t);
      const attempt = () =>
        user.http.put('/api/auth/password').send({ currentPassword: 'Falsch-Passwort1', newPassword: 'Neues-Pw-3' });
      for (let i = 0; i < 5; i++) await attempt().expect(400);
      const blocked = await attempt().expect(429);
      expect(blocked.headers['retry-after']).toBeDefined();
      // The session's failures are its own: the owner (or a colleague at the same address) still logs in.
      await login(t, user.email, user.password).expect(200);
    });

    it.each([
      [{ currentPassword: '' }, 'Aktuelles Passwort ist erforderlich'],
      [{ newPassword: '' }, 'Neues Passwort ist erforderlich'],
      [{ newPassword: 'kurz' }, 'Neues Passwort muss mindestens 8 Zeichen lang sein'],
      [
        { newPassword: 'alleskleinundlang1' },
        'Neues Passwort muss Groß- und Kleinbuchstaben sowie eine Zahl enthalten',
      ],
      [{ newPassword: TEST_PASSWORD }, 'Das neue Passwort muss sich vom aktuellen unterscheiden.'],
    ])('validates %j', async (change, message) => {
      const user = await signUp(t);
      const response = await user.http
        .put('/api/auth/password')
        .send({ currentPassword: TEST_PASSWORD, newPassword: 'Neues-Passwort2', ...change })
        .expect(400);
      expect(response.body.message).toBe(message);
    });
  });

  describe('PUT /api/auth/profile', () => {
    it('changes names at once; a new address must not belong to another account (any letter case)', async () => {
      const user = await signUp(t);
      const taken = await user.http
        .put('/api/auth/profile')
        .send({
          firstName: 'Anna',
          lastName: 'Berger',
          email: 'ANNA.BERGER@example.de',
          currentPassword: TEST_PASSWORD,
        })
        .expect(409);
      expect(taken.body.message).toBe('Diese E-Mail-Adresse ist bereits registriert.');
      const response = await user.http
        .put('/api/auth/profile')
        .send({ firstName: 'Clara', lastName: 'Dorn', email: user.email })
        .expect(200);
      expect(response.body.user).toMatchObject({ firstName: 'Clara', lastName: 'Dorn', email: user.email });
      // Changing the address itself needs the password and a confirmation: update-profile/email-change.spec.ts.
    });

    it('validates like the registration form', async () => {
      const user = await signUp(t);
      const response = await user.http
        .put('/api/auth/profile')
        .send({ firstName: 'C', lastName: 'Dorn', email: 'x@example.de' })
        .expect(400);
      expect(response.body.message).toBe('Vorname muss mindestens 2 Zeichen lang sein');
    });
  });

  describe('admin user management', () => {
    it('lists users with paging, search and filters, for admins only', async () => {
      const admin = await signUp(t, { role: 'admin', lastName: 'Verwalter' });
      await signUp(t, { plan: 'pro_monthly', firstName: 'Paula', lastName: 'Profi' });
      const user = await signUp(t);
      await apiClient(t).get('/api/auth/users').expect(401);
      await user.http.get('/api/auth/users').expect(403);
      const all = await admin.http.get('/api/auth/users').query({ limit: 2 }).expect(200);
      expect(all.body.users).toHaveLength(2);
      expect(all.body.pagination).toMatchObject({ page: 1, limit: 2 });
      expect(all.body.pagination.total).toBeGreaterThanOrEqual(3);
      const pro = await admin.http.get('/api/auth/users').query({ plan: 'pro_monthly' }).expect(200);
      expect(pro.body.users.map((u: { lastName: string }) => u.lastName)).toEqual(['Profi']);
      const byName = await admin.http.get('/api/auth/users').query({ search: 'paula pro' }).expect(200);
      expect(byName.body.users).toHaveLength(1);
      const byMail = await admin.http.get('/api/auth/users').query({ search: 'ANNA.BERGER' }).expect(200);
      expect(byMail.body.users.map((u: { email: string }) => u.email)).toEqual(['anna.berger@example.de']);
      const none = await admin.http.get('/api/auth/users').query({ search: '100%_' }).expect(200);
      expect(none.body.users).toEqual([]);
      const bad = await admin.http.get('/api/auth/users').query({ plan: 'gold' }).expect(400);
      expect(bad.body.message).toBe('Ungültiger Tarif (erlaubt: free, pro_monthly, pro_yearly)');
      expect(JSON.stringify(all.body)).not.toMatch(/argon2|token/i);
    });

    it('deactivates a user at once (sessions and login refused) and activates again', async () => {
      const admin = await signUp(t, { role: 'admin' });
      const user = await signUp(t);
      await user.http.put(`/api/auth/users/${user.userId}/status`).send({ isActive: false }).expect(403);
      const off = await admin.http.put(`/api/auth/users/${user.userId}/status`).send({ isActive: false }).expect(200);
      expect(off.body).toMatchObject({ message: 'Benutzer deaktiviert', user: { isActive: false } });
      await user.http.get('/api/auth/me').expect(401);
      const refused = await login(t, user.email, user.password).expect(403);
      expect(refused.body.message).toBe('Ihr Konto ist deaktiviert. Bitte wenden Sie sich an den Support.');
      const deactivatedWrong = await login(t, user.email, 'Falsch-Passwort1').expect(401);
      expect(deactivatedWrong.body.message).toBe('E-Mail-Adresse oder Passwort ist falsch.');
      await admin.http.put(`/api/auth/users/${user.userId}/status`).send({ isActive: true }).expect(200);
      await login(t, user.email, user.password).expect(200);
    });

    it('answers 404 for unknown users, 400 for a bad body and 409 for deactivating oneself', async () => {
      const admin = await signUp(t, { role: 'admin' });
      const unknown = await admin.http
        .put('/api/auth/users/00000000-0000-4000-8000-000000000000/status')
        .send({ isActive: false })
        .expect(404);
      expect(unknown.body.message).toBe('Benutzer nicht gefunden.');
      await admin.http.put('/api/auth/users/kein-uuid/status').send({ isActive: false }).expect(404);
      const bad = await admin.http.put(`/api/auth/users/${admin.userId}/status`).send({ isActive: 'nein' }).expect(400);
      expect(bad.body.message).toBe('isActive muss true oder false sein');
      const self = await admin.http.put(`/api/auth/users/${admin.userId}/status`).send({ isActive: false }).expect(409);
      expect(self.body.message).toBe('Sie können Ihr eigenes Konto nicht deaktivieren.');
    });
  });

  describe('personal API keys', () => {
    it('are for Pro users, shown once, and open the query API only', async () => {
      const free = await signUp(t);
      const refused = await free.http.post('/api/auth/api-keys').send({ name: 'ERP' }).expect(403);
      expect(refused.body.message).toBe('API-Zugang erfordert ein Pro-Abonnement.');

      const pro = await signUp(t, { plan: 'pro_yearly' });
      const issued = await pro.http.post('/api/auth/api-keys').send({ name: 'ERP-Anbindung' }).expect(201);
      expect(issued.body.key).toMatch(/^imk_[0-9a-f]{12}_[\w-]{43}$/);
      const listed = await pro.http.get('/api/auth/api-keys').expect(200);
      expect(listed.body).toEqual([
        expect.objectContaining({ id: issued.body.id, name: 'ERP-Anbindung', active: true, revokedAt: null }),
      ]);
      expect(JSON.stringify(listed.body)).not.toContain(issued.body.key.slice(18));

      const withKey = () => apiClient(t).set('X-API-Key', issued.body.key);
      const search = await withKey().get('/api/insolvency/search').expect(200);
      expect(search.body.subscription.isPro).toBe(true);
      expect(search.headers['x-ratelimit-limit']).toBe('50000');
      const next = await withKey().get('/api/insolvency/stats').expect(200);
      expect(Number(next.headers['x-ratelimit-remaining'])).toBe(Number(search.headers['x-ratelimit-remaining']) - 1);
      expect(next.headers['x-ratelimit-reset']).toBe(String(Date.parse('2026-11-21T23:00:00Z') / 1000));
      const elsewhere = await withKey().get('/api/auth/me').expect(403);
      expect(elsewhere.body.message).toBe(
        'Persönliche API-Schlüssel gelten nur für die Abfrage-API (/api/insolvency).',
      );

      await free.http.delete(`/api/auth/api-keys/${issued.body.id}`).expect(404);
      await pro.http.delete(`/api/auth/api-keys/${issued.body.id}`).expect(200);
      await withKey().get('/api/insolvency/search').expect(401);
    });

    it('stop working when the user is downgraded or deactivated', async () => {
      const admin = await signUp(t, { role: 'admin' });
      const pro = await signUp(t, { plan: 'pro_monthly' });
      const { body } = await pro.http.post('/api/auth/api-keys').send({ name: 'CRM' }).expect(201);
      const withKey = () => apiClient(t).set('X-API-Key', body.key);
      await withKey().get('/api/insolvency/recent').expect(200);
      await admin.http.put(`/api/auth/users/${pro.userId}/status`).send({ isActive: false }).expect(200);
      await withKey().get('/api/insolvency/recent').expect(401);
    });

    it('validates the key name', async () => {
      const pro = await signUp(t, { plan: 'pro_monthly' });
      const response = await pro.http.post('/api/auth/api-keys').send({ name: ' ' }).expect(400);
      expect(response.body.message).toBe('Bezeichnung ist erforderlich');
    });
  });

  describe('DELETE /api/auth/account (Konto löschen)', () => {
    const INVALID_CREDENTIALS = 'E-Mail-Adresse oder Passwort ist falsch.';
    /** On MongoDB the byte search reads every document and the FerretDB file: slow on a loaded machine. */
    const ERASURE_TEST_TIMEOUT = 90_000;
    /** The outbox keeps mails as files (no SMTP_URL): not the store under test. */
    const traces = async (texts: string[]) => {
      // KurrentDB keeps tombstoned events until a scavenge (the daily cleanup starts one); nothing to do on SQLite.
      await t.app.get<EventStore>(EVENT_STORE).purgeDeleted();
      return tracesIn(t, texts, { skipFile: (path) => path.startsWith('outbox') });
    };

    it('every module that keeps data of a user outside its stream has registered its eraser', () => {
      expect(t.app.get<AccountDataErasers>(ACCOUNT_DATA_ERASERS).names().sort()).toEqual([
        'alerts',
        'claim-letter-drafts',
        'deadline-settings',
        'portfolios',
        'saved-searches',
        'webhooks',
      ]);
    });

    it(
      'needs the password, then erases the account with its alerts, searches, webhooks and keys; the address is free again',
      async () => {
        const user = await signUp(t, {
          plan: 'pro_monthly',
          email: 'loeschen-3f9a@example.de',
          firstName: 'Lotte',
          lastName: 'Loeschbar-3f9a',
        });
        const second = await login(t, user.email, user.password).expect(200);
        await user.http
          .post('/api/subscriptions')
          .send({
            email: 'forderungen-3f9a@example.de',
            companyName: 'Kunde-Alarm-3f9a GmbH',
            keywords: ['Köln'],
            active: true,
          })
          .expect(201);
        await user.http
          .post('/api/saved-searches')
          .send({ name: 'Suche-3f9a', criteria: { q: 'Suchbegriff-3f9a' }, alert: false })
          .expect(201);
        await user.http.post('/api/webhooks').send({ url: 'http://127.0.0.1:9/hook-3f9a' }).expect(201);
        const key = await user.http.post('/api/auth/api-keys').send({ name: 'Schluessel-3f9a' }).expect(201);
        const markers = [
          'loeschen-3f9a@example.de',
          'Loeschbar-3f9a',
          'Kunde-Alarm-3f9a',
          'forderungen-3f9a@example.de',
          'Suchbegriff-3f9a',
          'hook-3f9a',
          'Schluessel-3f9a',
        ];
        expect(await traces(markers)).not.toEqual([]);

        const missing = await user.http.delete('/api/auth/account').send({}).expect(400);
        expect(missing.body.message).toBe('Passwort ist erforderlich');
        const wrong = await user.http.delete('/api/auth/account').send({ password: 'Falsches-Passwort1' }).expect(400);
        expect(wrong.body.message).toBe('Das aktuelle Passwort ist nicht korrekt.');
        await user.http.get('/api/auth/user').expect(200);

        const erased = await user.http.delete('/api/auth/account').send({ password: user.password }).expect(200);
        expect(erased.body).toEqual({ message: 'Ihr Konto wurde gelöscht.' });
        // Every session and key ended at once; the login answers like an unknown address.
        await user.http.get('/api/auth/user').expect(401);
        await apiClient(t, second.body.token as string)
          .get('/api/auth/user')
          .expect(401);
        await apiClient(t).set('X-API-Key', key.body.key).get('/api/insolvency/search').expect(401);
        expect((await login(t, user.email, user.password).expect(401)).body.message).toBe(INVALID_CREDENTIALS);

        const store = t.app.get<EventStore>(EVENT_STORE);
        expect(await store.readStream(`user-${user.userId}`)).toEqual({ revision: 'no_stream', events: [] });
        const audit = await store.readStream(`useraudit-${user.userId}`);
        expect(audit.events.map((event) => [event.type, event.data])).toEqual([
          [
            'AccountErased',
            {
              userId: user.userId,
              requestedAt: '2026-11-21T09:00:00.000Z',
              erasedAt: '2026-11-21T09:00:00.000Z',
              subscriptionCancelled: false,
            },
          ],
        ]);
        // Nothing of the account in the event store or the read models, their WALs included.
        expect(await traces(markers)).toEqual([]);

        // The address can register again, as a new account.
        await register(t, { ...valid, email: user.email }).expect(201);
        const again = await login(t, user.email, valid.password).expect(200);
        expect(again.body.user.id).not.toBe(user.userId);
        await user.http.delete('/api/auth/account').send({ password: user.password }).expect(401);
      },
      ERASURE_TEST_TIMEOUT,
    );

    it(
      'refuses the last active administrator, in German, and lets one go while another is active',
      async () => {
        const queries = t.app.get<AccountQueries>(ACCOUNT_QUERIES);
        const commands = t.app.get(UserCommands);
        const at = commands.now().toISOString();
        const admin = await signUp(t, { role: 'admin' });
        // Every other administrator of this app deactivated: the new one is the last.
        const { users } = await queries.listUsers({ page: 1, limit: 100, status: 'active' });
        for (const other of users.filter((u) => u.role === 'admin' && u.id !== admin.userId)) {
          await commands.execute(other.id, { type: 'SetActive', active: false, at }, { actorId: 'system:test' });
        }
        const refused = await admin.http.delete('/api/auth/account').send({ password: admin.password }).expect(409);
        expect(refused.body.message).toBe(
          'Sie sind der letzte aktive Administrator. Ernennen Sie zuerst einen weiteren Administrator, bevor Sie Ihr Konto löschen.',
        );
        await admin.http.get('/api/auth/user').expect(200);
        await signUp(t, { role: 'admin' });
        await admin.http.delete('/api/auth/account').send({ password: admin.password }).expect(200);
        await admin.http.get('/api/auth/user').expect(401);
      },
      ERASURE_TEST_TIMEOUT,
    );

    it(
      'lets only one of two administrators go when both remove themselves or each other at the same moment',
      async () => {
        const queries = t.app.get<AccountQueries>(ACCOUNT_QUERIES);
        const commands = t.app.get(UserCommands);
        const at = commands.now().toISOString();
        const onlyTheseAdmins = async (keep: string[]) => {
          const { users } = await queries.listUsers({ page: 1, limit: 100, status: 'active' });
          for (const other of users.filter((u) => u.role === 'admin' && !keep.includes(u.id))) {
            await commands.execute(other.id, { type: 'SetActive', active: false, at }, { actorId: 'system:test' });
          }
        };
        const [a, b] = [await signUp(t, { role: 'admin' }), await signUp(t, { role: 'admin' })];
        await onlyTheseAdmins([a.userId, b.userId]);
        const deletions = await Promise.all(
          [a, b].map((admin) => admin.http.delete('/api/auth/account').send({ password: admin.password })),
        );
        expect(deletions.map((response) => response.status).sort()).toEqual([200, 409]);
        expect(await queries.activeAdminCount()).toBe(1);

        const [c, d] = [await signUp(t, { role: 'admin' }), await signUp(t, { role: 'admin' })];
        await onlyTheseAdmins([c.userId, d.userId]);
        const deactivations = await Promise.all([
          c.http.put(`/api/auth/users/${d.userId}/status`).send({ isActive: false }),
          d.http.put(`/api/auth/users/${c.userId}/status`).send({ isActive: false }),
        ]);
        expect(deactivations.map((response) => response.status).sort()).toEqual([200, 409]);
        expect(deactivations.find((response) => response.status === 409)!.body.message).toBe(
          'Der letzte aktive Administrator kann nicht deaktiviert werden.',
        );
        expect(await queries.activeAdminCount()).toBe(1);
      },
      ERASURE_TEST_TIMEOUT,
    );

    it(
      'waits for an administrator removal in another process (API replica, CLI) and decides with its outcome',
      async () => {
        const queries = t.app.get<AccountQueries>(ACCOUNT_QUERIES);
        const commands = t.app.get(UserCommands);
        const store = t.app.get<EventStore>(EVENT_STORE);
        const at = commands.now().toISOString();
        const [a, b] = [await signUp(t, { role: 'admin' }), await signUp(t, { role: 'admin' })];
        const { users } = await queries.listUsers({ page: 1, limit: 100, status: 'active' });
        for (const other of users.filter((u) => u.role === 'admin' && u.id !== a.userId && u.id !== b.userId)) {
          await commands.execute(other.id, { type: 'SetActive', active: false, at }, { actorId: 'system:test' });
        }
        // Another process takes the shared lease to remove administrator b (its clock: the app's fixed one).
        const stream = 'lease-admin-removals';
        const otherProcess = (type: string, data: object, revision: bigint | 'no_stream') =>
          store.append(
            stream,
            [
              {
                type,
                data: { lease: 'admin-removals', holder: 'other-replica:1:abcd1234', ...data },
                metadata: {
                  eventId: `${type}-${String(revision)}-other`,
                  correlationId: stream,
                  causationId: null,
                  actorId: 'system:leases',
                  occurredAt: at,
                  schemaVersion: 1,
                },
              },
            ],
            { expectedRevision: revision },
          );
        const before = (await store.streamRevisions([stream])).get(stream) ?? 'no_stream';
        const taken = await otherProcess(
          'LeaseTaken',
          { takenAt: at, until: new Date(clock.now().getTime() + 60_000).toISOString() },
          before,
        );

        // Administrator a deletes their account meanwhile: with two active administrators a count now would pass.
        const waitsBefore = waits.count;
        const deletion = a.http
          .delete('/api/auth/account')
          .send({ password: a.password })
          .then((response) => response);
        while (waits.count === waitsBefore) await new Promise((resolve) => setTimeout(resolve, 5));
        await commands.execute(b.userId, { type: 'SetActive', active: false, at }, { actorId: 'system:test' });
        await otherProcess('LeaseReleased', { releasedAt: at }, taken.nextExpectedRevision);

        const answer = await deletion;
        expect(answer.status).toBe(409);
        expect(answer.body.message).toBe(
          'Sie sind der letzte aktive Administrator. Ernennen Sie zuerst einen weiteren Administrator, bevor Sie Ihr Konto löschen.',
        );
        expect(await queries.activeAdminCount()).toBe(1);
        await a.http.get('/api/auth/user').expect(200);
        const { events } = await store.readStream(stream, { fromRevision: taken.nextExpectedRevision + 2n });
        expect(events.map((event) => event.type)).toEqual(['LeaseTaken', 'LeaseReleased']);
      },
      ERASURE_TEST_TIMEOUT,
    );

    it(
      'is finished by a background retry when a step failed (the same run as on the next start after a crash)',
      async () => {
        const user = await signUp(t, { lastName: 'Abgebrochen-81c2' });
        let failures = 1;
        t.app.get<AccountDataErasers>(ACCOUNT_DATA_ERASERS).register({
          name: 'test-fail-once',
          eraseAccountData: async () => {
            if (failures === 0) return;
            failures--;
            throw new Error('Speicher kurz nicht erreichbar (Test)');
          },
        });
        const pending = await user.http.delete('/api/auth/account').send({ password: user.password }).expect(202);
        expect(pending.body).toEqual({
          message: 'Ihr Konto wird gelöscht. Ein Schritt muss wiederholt werden; das geschieht automatisch in Kürze.',
        });
        // Closed already: the session is over, the account is gone for login.
        await user.http.get('/api/auth/user').expect(401);
        await login(t, user.email, user.password).expect(401);
        const store = t.app.get<EventStore>(EVENT_STORE);
        const erasures = t.app.get(AccountErasures);
        // The background retry (1 s later) finishes it without a restart; the next start runs the same.
        await erasures.settled();
        expect(await store.readStream(`user-${user.userId}`)).toEqual({ revision: 'no_stream', events: [] });
        expect((await store.readStream(`useraudit-${user.userId}`)).events.map((event) => event.type)).toEqual([
          'AccountErased',
        ]);
        expect(await traces(['Abgebrochen-81c2', user.email])).toEqual([]);
        expect(await erasures.finishUnfinished()).toBe(0);
      },
      ERASURE_TEST_TIMEOUT,
    );
  });

  it('counts free users against their daily query quota', async () => {
    const user = await signUp(t);
    const response = await user.http.get('/api/insolvency/stats').expect(200);
    expect(response.headers['x-ratelimit-limit']).toBe('5000');
    expect(response.headers['x-ratelimit-remaining']).toBe('4999');
  });

  it('stores argon2id hashes only, and never logs passwords or tokens', async () => {
    const user = await signUp(t);
    const store = t.app.get<EventStore>(EVENT_STORE);
    const { events } = await store.readStream<UserEvent>(`user-${user.userId}`);
    const registered = events.find((e) => e.type === 'UserRegistered')!;
    expect((registered.data as { passwordHash: string }).passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(JSON.stringify(events.map((e) => e.data))).not.toContain(TEST_PASSWORD);
    const log = t.logger.lines.join('\n');
    expect(log).not.toContain(TEST_PASSWORD);
    expect(log).not.toContain(valid.password);
    expect(log).not.toContain(user.token.split('.')[2]);
    expect(log).not.toMatch(/eyJ/);
  });
});

describe('daily query quota', () => {
  it('answers 429 with Retry-After once the plan quota is used up, until Berlin midnight', async () => {
    const quotaClock = fixedClock('2026-11-21T22:00:00Z');
    const t = await startTestApp({ QUERY_QUOTA_FREE: '2' }, { clock: quotaClock });
    try {
      const user = await signUp(t);
      await user.http.get('/api/insolvency/stats').expect(200);
      await user.http.get('/api/insolvency/recent').expect(200);
      const refused = await user.http.get('/api/insolvency/search').expect(429);
      expect(refused.headers['retry-after']).toBe('3600');
      expect(refused.headers['x-ratelimit-remaining']).toBe('0');
      expect(refused.body.message).toBe(
        'Das tägliche Abfragelimit Ihres Tarifs ist erreicht. Es wird um Mitternacht zurückgesetzt.',
      );
      // Account calls are not query calls.
      await user.http.get('/api/auth/me').expect(200);
      quotaClock.set('2026-11-21T23:00:00Z');
      await user.http.get('/api/insolvency/search').expect(200);
    } finally {
      await t.close();
    }
  });
});

describe('login throttling', () => {
  // One app for these cases (each a test app is an API and four workers on the distributed profile): every case
  // signs up its own accounts and sends from addresses of its own, so no case's failures count against another's.
  // The clock only moves forward (one case lets the window pass); waits are recorded, not slept.
  const throttleClock = fixedClock('2026-11-21T09:00:00Z');
  const sleeper = recordingSleeper();
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, { clock: throttleClock, sleeper });
  });
  afterAll(() => t.close());
  const loginFrom = (ip: string, email: string, password: string) =>
    apiClient(t).post('/api/auth/login').set('X-Forwarded-For', ip).send({ email, password });

  it("does not let an attacker's failures from one IP lock the owner out elsewhere: the owner is slowed, never refused", async () => {
    // Issue #28: five wrong passwords from any IPs used to answer the owner's right password with 429 for 15 min.
    const waitsBefore = sleeper.waits.length;
    const user = await signUp(t);
    for (let i = 0; i < 5; i++) await loginFrom('198.51.100.7', user.email, 'Falsch-Passwort1').expect(401);
    // The attacker at IP A is refused for this account …
    const refused = await loginFrom('198.51.100.7', user.email, user.password).expect(429);
    expect(refused.headers['retry-after']).toBe('900');
    // … and spreading over more IPs only slows every attempt on the account, up to 4 s.
    for (let i = 0; i < 5; i++) await loginFrom(`203.0.113.${i}`, user.email, 'Falsch-Passwort1').expect(401);
    expect(sleeper.waits.slice(waitsBefore)).toEqual([500, 1000, 2000, 4000, 4000]);
    const owner = await loginFrom('192.0.2.44', user.email, user.password).expect(200);
    expect(owner.body.user.email).toBe(user.email);
    expect(sleeper.waits.at(-1)).toBe(4000);
    await loginFrom('198.51.100.7', user.email, user.password).expect(429);
  });

  it('refuses further attempts on an account from one IP after 5 failures, with Retry-After, until the window passes', async () => {
    const user = await signUp(t);
    for (let i = 0; i < 5; i++) await login(t, user.email, 'Falsch-Passwort1').expect(401);
    const blocked = await login(t, user.email, user.password).expect(429);
    expect(blocked.headers['retry-after']).toBe('900');
    expect(blocked.body.message).toBe(
      'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.',
    );
    throttleClock.advance(15 * 60 * 1000 + 1000);
    await login(t, user.email, user.password).expect(200);
  });

  it("lets a browser that logged in to the account before past its shared address's failures, and only it", async () => {
    // Behind a company's NAT one prober (or many colleagues mistyping) used up the address's 20 failures and
    // every colleague got 429 with the right password for 15 minutes. A device cookie of the account lets its
    // browser in; its own failures count against it.
    const office = '192.0.2.10';
    const anna = await signUp(t);
    const bernd = await signUp(t);
    const first = await loginFrom(office, anna.email, anna.password).expect(200);
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(/^im_geraet=[A-Za-z0-9_-]{22}\.[0-9a-f]{64}; /);
    expect(setCookie).toMatch(/Path=\/api\/auth\/login/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    const device = setCookie.split(';')[0]!;

    for (let i = 0; i < 20; i++) await loginFrom(office, `geraten-a-${i}@example.de`, 'Falsch-Passwort1').expect(401);
    await loginFrom(office, bernd.email, bernd.password).expect(429);
    const withDevice = () => loginFrom(office, anna.email, anna.password).set('Cookie', device);
    const again = await withDevice().expect(200);
    expect(String(again.headers['set-cookie'])).toMatch(/^im_geraet=/);
    // Anna's cookie is worth nothing for Bernd's account, nor a forged one for hers.
    await loginFrom(office, bernd.email, bernd.password).set('Cookie', device).expect(429);
    const forged = device.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
    await loginFrom(office, anna.email, anna.password).set('Cookie', forged).expect(429);

    // Guessing with the cookie: five failures count against it, then it is treated as unknown (the IP is blocked).
    for (let i = 0; i < 5; i++) {
      await loginFrom(office, anna.email, 'Falsch-Passwort1').set('Cookie', device).expect(401);
    }
    await withDevice().expect(429);
  });

  it("lets a signed-in user change password, address or account past the shared address's failed logins", async () => {
    // The password checks of a signed-in user counted against the office address like logins: 20 failed logins
    // of anyone behind it refused every colleague's password change, address change and account deletion.
    const office = '192.0.2.20';
    const anna = await signUp(t);
    const token = (await loginFrom(office, anna.email, anna.password).expect(200)).body.token as string;
    for (let i = 0; i < 20; i++) await loginFrom(office, `geraten-b-${i}@example.de`, 'Falsch-Passwort1').expect(401);
    const signedIn = () => apiClient(t, token);

    await signedIn()
      .put('/api/auth/profile')
      .set('X-Forwarded-For', office)
      .send({ firstName: 'Anna', lastName: 'Neu', email: 'anna.neu@example.de', currentPassword: anna.password })
      .expect(200);
    // Her own wrong passwords count against her session: after five its checks are refused for the window.
    for (let i = 0; i < 5; i++) {
      const wrong = await signedIn()
        .put('/api/auth/password')
        .set('X-Forwarded-For', office)
        .send({ currentPassword: 'Falsch-Passwort1', newPassword: 'Neues-Passwort-2026' });
      expect(wrong.status).toBe(400);
    }
    const blocked = await signedIn()
      .put('/api/auth/password')
      .set('X-Forwarded-For', office)
      .send({ currentPassword: anna.password, newPassword: 'Neues-Passwort-2026' })
      .expect(429);
    expect(blocked.body.message).toMatch(/^Zu viele fehlgeschlagene Anmeldeversuche\./);

    // A colleague's session is not held back by Anna's guesses nor by the address's failures.
    const bernd = await signUp(t);
    const berndsToken = (await loginFrom('198.51.100.40', bernd.email, bernd.password).expect(200)).body.token;
    const changed = await apiClient(t, berndsToken as string)
      .put('/api/auth/password')
      .set('X-Forwarded-For', office)
      .send({ currentPassword: bernd.password, newPassword: 'Neues-Passwort-2026' })
      .expect(200);
    await apiClient(t, changed.body.token as string)
      .delete('/api/auth/account')
      .set('X-Forwarded-For', office)
      .send({ password: 'Neues-Passwort-2026' })
      .expect(200);
  });

  it('limits failures per client IP across accounts', async () => {
    const ip = '198.51.100.60';
    for (let i = 0; i < 20; i++) await loginFrom(ip, `unbekannt-${i}@example.de`, 'Falsch-Passwort1').expect(401);
    const blocked = await loginFrom(ip, 'noch-einer@example.de', 'Falsch-Passwort1').expect(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});
