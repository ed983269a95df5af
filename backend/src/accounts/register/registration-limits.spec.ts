import { fixedClock } from '../../platform/clock/clock.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { apiClient, signUp } from '../../test/test-users.js';
import { PasswordHashingPool } from '../passwords/password-hashing-pool.js';

const form = (n: number) => ({
  email: `neu-${n}@example.de`,
  password: 'Sicher-Passwort1',
  firstName: 'Nina',
  lastName: 'Neu',
});
/** The app trusts X-Forwarded-For from loopback (a reverse proxy in front), so tests can act as other clients. */
const registerFrom = (t: TestApp, ip: string, n: number) =>
  apiClient(t).post('/api/auth/register').set('X-Forwarded-For', ip).send(form(n));

describe('registration limits (issue #12, defect 6)', () => {
  it('refuses more registrations per client IP than configured in the window, with Retry-After', async () => {
    const clock = fixedClock('2026-11-21T09:00:00Z');
    const t = await startTestApp({ REGISTRATIONS_PER_IP: '3' }, { clock });
    try {
      for (let n = 0; n < 3; n++) await registerFrom(t, '203.0.113.7', n).expect(201);
      const refused = await registerFrom(t, '203.0.113.7', 3).expect(429);
      expect(refused.headers['retry-after']).toBe('3600');
      expect(refused.body.message).toBe(
        'Zu viele Registrierungen von Ihrem Netzwerk. Bitte versuchen Sie es in 60 Minuten erneut.',
      );
      // Nothing was recorded for the refused attempt, and other clients are not affected.
      await apiClient(t).post('/api/auth/login').send({ email: 'neu-3@example.de', password: 'x' }).expect(401);
      await registerFrom(t, '198.51.100.1', 4).expect(201);
      clock.advance(60 * 60 * 1000 + 1000);
      await registerFrom(t, '203.0.113.7', 5).expect(201);
    } finally {
      await t.close();
    }
  });

  it('answers 503 with Retry-After when the password hashing queue is full, instead of piling up work', async () => {
    const t = await startTestApp({ PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE: '1' });
    try {
      const user = await signUp(t);
      const pool = t.app.get(PasswordHashingPool);
      let release = () => {};
      const blocker = new Promise<void>((resolve) => (release = resolve));
      // One computation running and one waiting: the pool is at its bound.
      const running = pool.run(() => blocker);
      const waiting = pool.run(() => Promise.resolve());
      const busy = { email: user.email, password: user.password };
      for (const call of [
        apiClient(t).post('/api/auth/login').send(busy),
        registerFrom(t, '192.0.2.1', 9),
        user.http.put('/api/auth/password').send({ currentPassword: user.password, newPassword: 'Neues-Passwort2' }),
      ]) {
        const response = await call.expect(503);
        expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        expect(response.body.message).toBe(
          'Der Dienst ist gerade stark ausgelastet. Bitte versuchen Sie es in wenigen Sekunden erneut.',
        );
      }
      release();
      await Promise.all([running, waiting]);
      await apiClient(t).post('/api/auth/login').send(busy).expect(200);
    } finally {
      await t.close();
    }
  });
});
