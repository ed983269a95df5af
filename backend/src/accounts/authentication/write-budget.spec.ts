import request from 'supertest';
import { fixedClock } from '../../platform/clock/clock.js';
import { loadConfig } from '../../platform/config/app-config.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { seedUser, type TestUser } from '../../test/test-users.js';

/**
 * Every change of a logged-in user records events that all read models, the alert matcher and the webhooks work
 * through for everyone: a script of one account must not flood that log. Changes count per user in any 10
 * minutes (`WRITES_PER_USER`, 600 by default); reading goes on, other users and public routes are not affected.
 */
const defaults = { spaDir: '/tmp/spa' };

describe('the write budget of a user', () => {
  const clock = fixedClock('2026-11-21T09:00:00Z');
  let t: TestApp;
  let script: TestUser;
  let colleague: TestUser;
  beforeAll(async () => {
    t = await startTestApp({ WRITES_PER_USER: '5' }, { clock });
    script = await seedUser(t, { plan: 'pro_monthly' });
    colleague = await seedUser(t, { plan: 'pro_monthly' });
  });
  afterAll(() => t.close());

  const save = (user: TestUser, name: string) =>
    user.http.post('/api/saved-searches').send({ name, criteria: { q: name } });

  it('is 600 changes in 10 minutes unless configured, and refuses nonsense in the configuration', () => {
    expect(loadConfig({}, defaults).accountLimits.writesPerUserPer10Minutes).toBe(600);
    expect(loadConfig({ WRITES_PER_USER: '50' }, defaults).accountLimits.writesPerUserPer10Minutes).toBe(50);
    expect(() => loadConfig({ WRITES_PER_USER: '0' }, defaults)).toThrow(
      /WRITES_PER_USER must be an integer between 1/,
    );
  });

  it('refuses further changes with a German 429 and Retry-After, until the window has passed', async () => {
    const created: string[] = [];
    for (let i = 0; i < 3; i++)
      created.push(((await save(script, `Suche ${i}`).expect(201)).body as { id: string }).id);
    await script.http.patch(`/api/saved-searches/${created[0]}`).send({ alert: true }).expect(200);
    await script.http.delete(`/api/saved-searches/${created[1]}`).expect(200);

    const refused = await save(script, 'Suche 6').expect(429);
    expect(refused.body.message).toBe(
      'Zu viele Änderungen in kurzer Zeit. Bitte versuchen Sie es in 10 Minuten erneut.',
    );
    expect(Number(refused.headers['retry-after'])).toBe(600);
    await script.http.delete(`/api/saved-searches/${created[2]}`).expect(429);
    // Nothing of the refused changes was recorded; reading goes on.
    const list = await script.http.get('/api/saved-searches').expect(200);
    expect((list.body as { items: { name: string }[] }).items.map((item) => item.name).sort()).toEqual([
      'Suche 0',
      'Suche 2',
    ]);

    // Another user of the same address is not affected, nor is a public route of the same user.
    await save(colleague, 'Eigene Suche').expect(201);
    await request(t.app.getHttpServer())
      .post('/api/contact')
      .set('X-API-Key', 'insolvenz-public-client')
      .set('Authorization', `Bearer ${script.token}`)
      .send({
        name: 'Skript Nutzer',
        email: script.email,
        subject: 'Frage',
        inquiryType: 'support',
        message: 'Eine Frage zum Tarif, bitte um Rückruf.',
        privacyAgreed: true,
      })
      .expect(201);

    // Deleting the account is never refused by the budget (here its password check answers), nor is logging out.
    const deletion = await script.http.delete('/api/auth/account').send({ password: 'Falsches-Passwort-1' });
    expect([deletion.status, deletion.body.message]).toEqual([400, 'Das aktuelle Passwort ist nicht korrekt.']);

    await save(script, 'Suche 7').expect(429);
    clock.advance(10 * 60_000 + 1_000);
    await save(script, 'Suche 7').expect(201);
    for (let i = 0; i < 5; i++) await save(script, `Danach ${i}`).expect(i < 4 ? 201 : 429);
    await script.http.post('/api/auth/logout').expect((response) => expect(response.status).toBeLessThan(300));
  });
});
