import { fixedClock } from '../../platform/clock/clock.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { PROJECTIONS_HOST, type ProjectionsHost } from '../../platform/projections-host/projections-host.port.js';
import { tracesIn } from '../../test/erasure-traces.js';
import { importTestNotice } from '../../test/import-notice.js';
import { confirmationToken, mailsTo } from '../../test/outbox.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { apiClient, signUp, type TestUser } from '../../test/test-users.js';
import { AdminAddressUnconfirmed, AdminBootstrap } from '../bootstrap-admin/bootstrap-admin.js';
import { ACCOUNT_QUERIES, type AccountQueries } from '../read-model/account-queries.port.js';
import { UserCommands } from '../user-commands.js';

const DAY = 24 * 60 * 60 * 1000;
const INVALID_CREDENTIALS = 'E-Mail-Adresse oder Passwort ist falsch.';

const registration = (email: string, lastName: string, password = 'Squatter-Passwort9') => ({
  email,
  password,
  firstName: 'Eve',
  lastName,
});

/**
 * Where `marker` is stored (`tracesIn`): the files under DATA_DIR (the SQLite event store and read models with their
 * WALs, or the KurrentDB test server's log) and, on MongoDB, the read-model documents and the FerretDB test server's
 * files. Not the development mailbox `DATA_DIR/outbox` (no SMTP_URL: mails are kept as files, README says so).
 */
function filesContaining(t: TestApp, marker: string): Promise<string[]> {
  return tracesIn(t, [marker], { skipFile: (path) => path.startsWith('outbox') });
}

/**
 * Erased streams leave a KurrentDB server's files only with a scavenge, which the product starts at the end of each
 * cleanup that erased anything (README "Erasure on KurrentDB"); a registration's takeover erases without one. Runs
 * that scavenge (as the next cleanup would) before the files are searched; nothing to do on SQLite.
 */
async function scavengeAsTheNextCleanupWould(t: TestApp): Promise<void> {
  await t.app.get<EventStore>(EVENT_STORE).purgeDeleted();
}

/** A fresh session (sessions end after hours; these tests move the clock by days). */
/** The account holding `email` now (the registration's answer no longer tells: issue #28). */
const holderOf = (t: TestApp, email: string) => t.app.get<AccountQueries>(ACCOUNT_QUERIES).userByEmail(email);

async function logIn(t: TestApp, email: string, password: string) {
  const response = await apiClient(t).post('/api/auth/login').send({ email, password }).expect(200);
  return apiClient(t, response.body.token as string);
}

/** Starts a cleanup as an admin (202 at once) and waits for its outcome on the dashboard. */
async function runCleanup(http: ReturnType<typeof apiClient>): Promise<Record<string, unknown>> {
  const started = await http.post('/api/admin/cleanup').expect(202);
  for (let i = 0; i < 500; i++) {
    const run = (await http.get('/api/admin/dashboard').expect(200)).body.cleanupRun as Record<string, unknown> | null;
    if (run && run.runId === started.body.runId && run.status !== 'running') return run;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`cleanup ${started.body.runId} did not finish`);
}

async function listedEmails(t: TestApp, admin: TestUser): Promise<string[]> {
  const list = await (
    await logIn(t, admin.email, admin.password)
  )
    .get('/api/auth/users')
    .query({ limit: 100 })
    .expect(200);
  return (list.body.users as { email: string }[]).map((user) => user.email).sort();
}

describe('unconfirmed registrations expire (UNCONFIRMED_ACCOUNT_DAYS)', () => {
  describe('registration of an address held by an unconfirmed account', () => {
    const clock = fixedClock('2026-11-01T09:00:00Z');
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ UNCONFIRMED_ACCOUNT_DAYS: '7' }, { clock });
    });
    afterAll(() => t.close());

    it('keeps the address with the holder until it expires, then registers at once, erasing the squatter (no cleanup ran)', async () => {
      const address = 'ceo@victim-company.de';
      const squat = await apiClient(t).post('/api/auth/register').send(registration(address, 'Squatter-7c1d'));
      expect(squat.status).toBe(201);
      const squatterId = (await holderOf(t, address))!.id;
      const owner = registration(address, 'Owner', 'Echte-Inhaberin1');

      // Answered as for a free address (issue #28), but nothing is registered.
      const early = await apiClient(t).post('/api/auth/register').send(owner).expect(201);
      expect(early.body).toEqual(squat.body);
      expect((await holderOf(t, address))?.id).toBe(squatterId);
      clock.advance(7 * DAY - 1000);
      await apiClient(t).post('/api/auth/register').send(owner).expect(201);
      expect((await holderOf(t, address))?.id).toBe(squatterId);
      // Still the squatter's until the deadline: its login works.
      const lastSession = await apiClient(t)
        .post('/api/auth/login')
        .send({ email: address, password: 'Squatter-Passwort9' })
        .expect(200);

      clock.advance(1000);
      // Past the deadline the squatter's account is gone before any erasure: its session ends, its login answers
      // like an unknown address.
      await apiClient(t, lastSession.body.token as string)
        .get('/api/auth/me')
        .expect(401);
      const gone = await apiClient(t)
        .post('/api/auth/login')
        .send({ email: address, password: 'Squatter-Passwort9' })
        .expect(401);
      expect(gone.body.message).toBe(INVALID_CREDENTIALS);

      await apiClient(t).post('/api/auth/register').send(owner).expect(201);
      expect(await holderOf(t, address)).toMatchObject({ email: address, lastName: 'Owner', emailConfirmed: false });
      await apiClient(t).post('/api/auth/login').send({ email: address, password: 'Echte-Inhaberin1' }).expect(200);
      const squatterLogin = await apiClient(t)
        .post('/api/auth/login')
        .send({ email: address, password: 'Squatter-Passwort9' })
        .expect(401);
      expect(squatterLogin.body.message).toBe(INVALID_CREDENTIALS);

      const store = t.app.get<EventStore>(EVENT_STORE);
      expect(await store.readStream(`user-${squatterId}`)).toEqual({ revision: 'no_stream', events: [] });
      const audit = await store.readStream(`useraudit-${squatterId}`);
      expect(audit.events.map((event) => [event.type, event.data])).toEqual([
        [
          'UnconfirmedAccountErased',
          {
            userId: squatterId,
            registeredAt: '2026-11-01T09:00:00.000Z',
            expiredAt: '2026-11-08T09:00:00.000Z',
            erasedAt: '2026-11-08T09:00:00.000Z',
            trigger: 'registration',
          },
        ],
      ]);
      await scavengeAsTheNextCleanupWould(t);
      expect(await filesContaining(t, 'Squatter-7c1d')).toEqual([]);
    });

    it('lets only one of two registrations racing for an expired holder win; both get the same answer', async () => {
      const address = 'race@victim-company.de';
      await apiClient(t).post('/api/auth/register').send(registration(address, 'Squatter')).expect(201);
      clock.advance(8 * DAY);
      const answers = await Promise.all(
        ['Erste', 'Zweite'].map((lastName) =>
          apiClient(t)
            .post('/api/auth/register')
            .send(registration(address, lastName, 'Echte-Inhaberin1')),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
      expect(answers[0]!.body).toEqual(answers[1]!.body);
      const winner = (await holderOf(t, address))!;
      expect(['Erste', 'Zweite']).toContain(winner.lastName);
      const login = await apiClient(t)
        .post('/api/auth/login')
        .send({ email: address, password: 'Echte-Inhaberin1' })
        .expect(200);
      expect(login.body.user).toMatchObject({ id: winner.id, lastName: winner.lastName });
    });

    it('lets no unconfirmed account open a checkout (a Stripe customer would keep it from expiring)', async () => {
      await apiClient(t).post('/api/auth/register').send(registration('cfo@victim-company.de', 'Squatter')).expect(201);
      const squat = await apiClient(t)
        .post('/api/auth/login')
        .send({ email: 'cfo@victim-company.de', password: 'Squatter-Passwort9' })
        .expect(200);
      const refused = await apiClient(t, squat.body.token as string)
        .post('/api/billing/create-checkout-session')
        .send({ priceType: 'monthly' })
        .expect(403);
      expect(refused.body.message).toBe('Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.');
      // A confirmed account gets past the check (here to "billing not set up": this app has no Stripe).
      const confirmed = await signUp(t);
      await confirmed.http.post('/api/billing/create-checkout-session').send({ priceType: 'monthly' }).expect(503);
    });

    it('creates an administrator (create-admin, ADMIN_EMAIL) in place of an expired squatter, never promoting it', async () => {
      const address = 'it@victim-company.de';
      await apiClient(t).post('/api/auth/register').send(registration(address, 'Squatter')).expect(201);
      clock.advance(8 * DAY);
      const names = { firstName: 'System', lastName: 'Administrator' };
      expect(await t.app.get(AdminBootstrap).ensureAdmin(address, 'Admin-Passwort-12', names)).toBe('created');
      const login = await apiClient(t)
        .post('/api/auth/login')
        .send({ email: address, password: 'Admin-Passwort-12' })
        .expect(200);
      expect(login.body.user).toMatchObject({ role: 'admin', emailConfirmed: true, lastName: 'Administrator' });
      await apiClient(t).post('/api/auth/login').send({ email: address, password: 'Squatter-Passwort9' }).expect(401);
    });

    it('never promotes an unconfirmed account that has not expired to administrator', async () => {
      const address = 'admin@victim-company.de';
      await apiClient(t).post('/api/auth/register').send(registration(address, 'Squatter')).expect(201);
      const names = { firstName: 'System', lastName: 'Administrator' };
      const refused = t.app.get(AdminBootstrap).ensureAdmin(address, 'Admin-Passwort-12', names);
      await expect(refused).rejects.toThrow(AdminAddressUnconfirmed);
      await expect(refused).rejects.toThrow(/nie bestätigt wurde; es wird nicht zum Administrator gemacht/);
      const squatter = await logIn(t, address, 'Squatter-Passwort9');
      expect((await squatter.get('/api/auth/me').expect(200)).body).toMatchObject({ role: 'user' });
      await squatter.get('/api/auth/users').expect(403);
    });

    it('says so in the confirmation mail, and refuses the link once the account expired', async () => {
      const address = 'late@victim-company.de';
      await apiClient(t).post('/api/auth/register').send(registration(address, 'Spaet')).expect(201);
      const [mail] = await mailsTo(t.dataDir, address);
      expect(mail?.text).toContain(
        'Wird die Adresse nicht innerhalb von 7 Tagen nach der Registrierung bestätigt, löschen wir das Konto mit allen Angaben.',
      );
      clock.advance(6 * DAY + 23 * 60 * 60 * 1000);
      // A link requested shortly before the deadline is valid for 24 hours itself …
      await (await logIn(t, address, 'Squatter-Passwort9')).post('/api/auth/confirm-email/resend').expect(202);
      const token = await confirmationToken(t.dataDir, address);
      clock.advance(2 * 60 * 60 * 1000);
      // … but the account expired meanwhile: the link confirms nothing any more.
      const refused = await apiClient(t).post('/api/auth/confirm-email').send({ token }).expect(410);
      expect(refused.body.message).toBe(
        'Dieser Bestätigungslink ist nicht mehr gültig. Bitte verwenden Sie den Link aus der neuesten E-Mail.',
      );
    });
  });

  describe('the daily cleanup', () => {
    const clock = fixedClock('2026-11-01T09:00:00Z');
    let t: TestApp;
    let admin: TestUser;
    beforeAll(async () => {
      t = await startTestApp({ UNCONFIRMED_ACCOUNT_DAYS: '7' }, { clock });
      admin = await signUp(t, { role: 'admin', email: 'admin@example.de' });
    });
    afterAll(() => t.close());

    it('erases expired unconfirmed accounts and never touches confirmed, admin or paying ones', async () => {
      const commands = t.app.get(UserCommands);
      const expired = await signUp(t, { email: 'weg@example.de', lastName: 'Unbestaetigt-9f2e', confirmed: false });
      const kept = await signUp(t, { email: 'bestaetigt@example.de', lastName: 'Bleibt-a1', confirmed: true });
      // Claim-letter drafts (issue #32 item 5) are the user's data: they go with the account, others' stay.
      const { caseId } = await importTestNotice(t.app);
      await t.app
        .get<ProjectionsHost>(PROJECTIONS_HOST)
        .waitFor(await t.app.get<EventStore>(EVENT_STORE).headPosition());
      for (const [user, marker] of [
        [expired, 'Entwurf-Unbestaetigt-5b7c'],
        [kept, 'Entwurf-Bleibt-a1'],
      ] as const) {
        const creditor = {
          name: marker,
          company: '',
          street: 'Weg 1',
          postalCode: '50667',
          city: 'Köln',
          email: '',
          phone: '',
        };
        const claims = [{ kind: 'hauptforderung', reason: `Rechnung ${marker}`, amount: '100', evidence: '' }];
        await user.http
          .post(`/api/insolvency/${caseId}/claim-letter/drafts`)
          .send({ creditor, claims, reference: '' })
          .expect(201);
      }
      await signUp(t, { email: 'admin2@example.de', lastName: 'Bleibt-a2', role: 'admin', confirmed: false });
      const paying = await signUp(t, { email: 'kunde@example.de', lastName: 'Bleibt-a3', confirmed: false });
      const at = commands.now().toISOString();
      await commands.execute(
        paying.userId,
        { type: 'LinkBillingCustomer', stripeCustomerId: 'cus_test_1' },
        { actorId: 'system:test' },
      );
      await commands.execute(
        paying.userId,
        {
          type: 'ChangePlan',
          plan: 'pro_monthly',
          source: 'stripe',
          periodEnd: '2026-12-01T09:00:00.000Z',
          cancelAtPeriodEnd: false,
          stripeSubscriptionId: 'sub_test_1',
          at,
        },
        { actorId: 'system:test' },
      );
      clock.advance(2 * DAY);
      await signUp(t, { email: 'neu@example.de', lastName: 'Bleibt-a4', confirmed: false });
      clock.advance(5 * DAY + 1000);
      expect(await filesContaining(t, 'Unbestaetigt-9f2e')).not.toEqual([]);
      expect(await filesContaining(t, 'Entwurf-Unbestaetigt-5b7c')).not.toEqual([]);

      let http = await logIn(t, admin.email, admin.password);
      expect(await runCleanup(http)).toMatchObject({ status: 'completed', erased: 0, unconfirmedAccountsErased: 1 });
      const dashboard = await http.get('/api/admin/dashboard').expect(200);
      expect(dashboard.body.cleanupLogs[0]).toMatchObject({ total_deleted: 0, unconfirmed_accounts_deleted: 1 });
      expect(dashboard.body.users.total).toBe(5);

      expect(await listedEmails(t, admin)).toEqual([
        'admin2@example.de',
        'admin@example.de',
        'bestaetigt@example.de',
        'kunde@example.de',
        'neu@example.de',
      ]);
      const store = t.app.get<EventStore>(EVENT_STORE);
      expect(await store.readStream(`user-${expired.userId}`)).toEqual({ revision: 'no_stream', events: [] });
      expect((await store.readStream(`useraudit-${expired.userId}`)).events[0]).toMatchObject({
        type: 'UnconfirmedAccountErased',
        data: { userId: expired.userId, trigger: 'cleanup' },
        metadata: { actorId: admin.userId },
      });
      // No trace in the event store or the read models (rows overwritten, WALs truncated).
      expect(await filesContaining(t, 'Unbestaetigt-9f2e')).toEqual([]);
      expect(await filesContaining(t, 'weg@example.de')).toEqual([]);
      expect(await filesContaining(t, 'Entwurf-Unbestaetigt-5b7c')).toEqual([]);
      const keptSession = await logIn(t, kept.email, kept.password);
      expect((await keptSession.get(`/api/insolvency/${caseId}/claim-letter/drafts`).expect(200)).body).toHaveLength(1);
      for (const kept of ['Bleibt-a1', 'Bleibt-a2', 'Bleibt-a3', 'Bleibt-a4', 'Entwurf-Bleibt-a1']) {
        expect(await filesContaining(t, kept)).not.toEqual([]);
      }
      // The address is free again.
      await apiClient(t).post('/api/auth/register').send(registration('weg@example.de', 'Neu')).expect(201);

      // A year later the cleanup still leaves the confirmed, admin and paying accounts alone.
      clock.advance(365 * DAY);
      http = await logIn(t, admin.email, admin.password);
      expect(await runCleanup(http)).toMatchObject({ status: 'completed', unconfirmedAccountsErased: 2 });
      expect(await listedEmails(t, admin)).toEqual([
        'admin2@example.de',
        'admin@example.de',
        'bestaetigt@example.de',
        'kunde@example.de',
      ]);
    });
  });
});
