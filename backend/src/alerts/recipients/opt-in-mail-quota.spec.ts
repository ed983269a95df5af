import { fixedClock } from '../../platform/clock/clock.js';
import { apiClient, seedUser } from '../../test/test-users.js';
import { startAlertsTestApp, type AlertsTestApp } from '../test/alerts-test-app.js';
import { DeferredOptInScheduler } from './deferred-opt-in-scheduler.js';

const clock = fixedClock('2026-11-21T06:00:00Z');
const DAY = 24 * 3_600_000;

/**
 * Issue #28, defect 3: one Pro account sent 30 opt-in mails to 30 strangers at once (up to 1,000 were possible).
 * Written against the endpoints: before the fix every subscription mailed at once.
 */
describe('opt-in mails per owner and day (ALERT_OPT_IN_MAILS_PER_DAY)', () => {
  let t: AlertsTestApp;
  beforeAll(async () => {
    t = await startAlertsTestApp({ clock, env: { ALERT_OPT_IN_MAILS_PER_DAY: '2' } });
  });
  afterAll(() => t.close());

  const optInsTo = (address: string) =>
    t.smtp.received.filter(
      (m) => m.envelope.to.includes(address) && m.parsed.subject?.startsWith('Bitte bestätigen:') === true,
    );
  const subscribe = (user: typeof t.pro, email: string) =>
    user.http
      .post('/api/subscriptions')
      .send({ email, companyName: `Quote ${email}`, keywords: [] })
      .expect(201);

  it('saves subscriptions beyond the quota as "queued" and mails them on the next day', async () => {
    const addresses = ['fremd-1@example.org', 'fremd-2@example.org', 'fremd-3@example.org', 'fremd-4@example.org'];
    const statuses: unknown[] = [];
    for (const address of addresses) statuses.push((await subscribe(t.pro, address)).body.recipientStatus);
    expect(statuses).toEqual(['pending', 'pending', 'queued', 'queued']);
    await t.smtp.waitFor((m) => m.envelope.to.includes('fremd-2@example.org'));
    expect(addresses.map((address) => optInsTo(address).length)).toEqual([1, 1, 0, 0]);
    const listed = (await t.pro.http.get('/api/subscriptions').expect(200)).body as Record<string, unknown>[];
    expect(listed.find((s) => s.email === 'fremd-3@example.org')).toMatchObject({
      recipientStatus: 'queued',
      confirmationSentAt: null,
    });

    // Another owner has a quota of its own.
    const other = await seedUser(t, { plan: 'pro_monthly' });
    expect((await subscribe(other, 'fremd-5@example.org')).body.recipientStatus).toBe('pending');

    // The next day's run sends what waited, within that day's quota, oldest first.
    clock.advance(DAY);
    await t.get(DeferredOptInScheduler, 'scheduler').trigger();
    await t.smtp.waitFor((m) => m.envelope.to.includes('fremd-4@example.org'));
    expect(addresses.map((address) => optInsTo(address).length)).toEqual([1, 1, 1, 1]);
    // A day later the session has expired: log in again.
    const session = await apiClient(t)
      .post('/api/auth/login')
      .send({ email: t.pro.email, password: t.pro.password })
      .expect(200);
    const pro = { ...t.pro, http: apiClient(t, session.body.token as string) };
    const after = (await pro.http.get('/api/subscriptions').expect(200)).body as Record<string, unknown>[];
    expect(after.filter((s) => s.recipientStatus === 'queued')).toEqual([]);
    expect(after.find((s) => s.email === 'fremd-4@example.org')).toMatchObject({
      recipientStatus: 'pending',
      confirmationSentAt: '2026-11-22T06:00:00.000Z',
    });
    // That day's quota is used up by them: a new foreign address waits again.
    expect((await subscribe(pro, 'fremd-6@example.org')).body.recipientStatus).toBe('queued');
  }, 120_000);
});
