import { fixedClock } from '../../clock/clock.js';
import { describeWithMongo } from '../../read-store/mongo/mongo-test-server.test-kit.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { apiClient } from '../../../test/test-users.js';
import { freshRateLimitDatabase } from '../../read-store/mongo/mongo-test-databases.js';

/**
 * Two API replicas (two apps, each with its own event store here) counting in one MongoDB database
 * (`RATE_LIMIT_STORE=mongo`): a limit reached through one holds on the other, with the same 429 answers.
 */
describeWithMongo('rate limits shared by two API replicas', () => {
  const clock = fixedClock('2026-11-21T09:00:00Z');
  const database = freshRateLimitDatabase();
  let replicas: TestApp[] = [];

  beforeAll(async () => {
    const env = { RATE_LIMIT_STORE: 'mongo', MONGO_URL: database.url, REGISTRATIONS_PER_IP: '2' };
    replicas = [await startTestApp(env, { clock }), await startTestApp(env, { clock })];
  });
  afterAll(async () => {
    for (const replica of replicas) await replica.close();
    await database.drop();
  });

  const contactForm = () => ({
    name: 'Erika Muster',
    email: 'erika@example.de',
    subject: 'Frage',
    message: 'Gilt der Jahrespreis auch für Vereine?',
    privacyAgreed: true,
  });
  const from = (ip: string, replica: TestApp) => apiClient(replica).set('X-Forwarded-For', ip);

  it('throttles failed logins counted on the first replica on the second, with Retry-After', async () => {
    const [first, second] = replicas;
    const attempt = (t: TestApp) =>
      from('192.0.2.10', t).post('/api/auth/login').send({ email: 'erika@example.de', password: 'Falsch-Passwort1' });
    for (let i = 0; i < 5; i++) await attempt(i < 3 ? first : second).expect(401);
    const blocked = await attempt(first).expect(429);
    expect(blocked.headers['retry-after']).toBe('900');
    expect(blocked.body.message).toBe(
      'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.',
    );
    await attempt(second).expect(429);
  });

  it('counts contact messages of one IP on both replicas against one limit', async () => {
    const [first, second] = replicas;
    for (let i = 0; i < 5; i++) {
      await from('192.0.2.20', i % 2 === 0 ? first : second)
        .post('/api/contact')
        .send(contactForm())
        .expect(201);
    }
    const refused = await from('192.0.2.20', second).post('/api/contact').send(contactForm()).expect(429);
    expect(refused.headers['retry-after']).toBe('600');
    expect(refused.body.message).toBe('Zu viele Nachrichten. Bitte versuchen Sie es in 10 Minuten erneut.');
    await from('192.0.2.21', first).post('/api/contact').send(contactForm()).expect(201);
  });

  it('counts registrations of one IP on both replicas against one limit', async () => {
    const [first, second] = replicas;
    const register = (t: TestApp, n: number) =>
      from('192.0.2.30', t)
        .post('/api/auth/register')
        .send({ email: `neu-${n}@example.de`, password: 'Sicher-Passwort1', firstName: 'Neu', lastName: 'Nutzer' });
    await register(first, 1).expect(201);
    await register(second, 2).expect(201);
    const refused = await register(first, 3).expect(429);
    expect(refused.body.message).toBe(
      'Zu viele Registrierungen von Ihrem Netzwerk. Bitte versuchen Sie es in 60 Minuten erneut.',
    );
  });
});
