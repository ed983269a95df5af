import { fixedClock } from '../platform/clock/clock.js';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { seedUser, signUp, type TestUser } from '../test/test-users.js';

const clock = fixedClock('2026-11-21T09:00:00Z');
const PRO_REQUIRED = 'Pro-Abonnement erforderlich für gespeicherte Suchprofile';

describe('/api/saved-searches', () => {
  let t: TestApp;
  let pro: TestUser;
  let other: TestUser;
  let free: TestUser;
  beforeAll(async () => {
    t = await startTestApp({}, { clock });
    pro = await seedUser(t, { plan: 'pro_monthly' });
    other = await seedUser(t, { plan: 'pro_yearly' });
    free = await seedUser(t);
  });
  afterAll(() => t.close());

  const save = async (user: TestUser, body: Record<string, unknown>) =>
    (await user.http.post('/api/saved-searches').send(body).expect(201)).body as { id: string };

  it('saves a search with its criteria (empty filters and paging left out) and lists it', async () => {
    const created = await pro.http
      .post('/api/saved-searches')
      .send({ name: ' Bau  NRW ', criteria: { q: 'Bau', state: 'NW', procedureType: '' }, alert: true })
      .expect(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Bau NRW',
      criteria: { q: 'Bau', state: 'NW' },
      alert: true,
      mode: 'täglich',
      createdAt: '2026-11-21T09:00:00.000Z',
      updatedAt: null,
    });
    const list = await pro.http.get('/api/saved-searches').expect(200);
    expect(list.body).toEqual({ items: [created.body], max: 25 });
    expect((await other.http.get('/api/saved-searches').expect(200)).body.items).toEqual([]);
  });

  it('renames, changes criteria and switches the alert', async () => {
    const { id } = await save(pro, { name: 'Köln', criteria: { q: 'Köln' } });
    const renamed = await pro.http
      .patch(`/api/saved-searches/${id}`)
      .send({ name: 'Köln Bau', criteria: { q: 'Bau', state: 'NW' }, alert: true })
      .expect(200);
    expect(renamed.body).toMatchObject({
      name: 'Köln Bau',
      criteria: { q: 'Bau', state: 'NW' },
      alert: true,
      updatedAt: '2026-11-21T09:00:00.000Z',
    });
    const off = await pro.http.patch(`/api/saved-searches/${id}`).send({ alert: false }).expect(200);
    expect(off.body).toMatchObject({ name: 'Köln Bau', alert: false });
    // null is not a value a PATCH can set: the criteria are not wiped, nothing changes.
    for (const [body, message] of [
      [{ criteria: null }, 'Die Suchkriterien müssen ein Objekt sein.'],
      [{ name: null }, 'Der Name muss ein Text sein.'],
      [{ alert: null }, 'Die Benachrichtigung muss wahr oder falsch sein.'],
    ] as const) {
      const refused = await pro.http.patch(`/api/saved-searches/${id}`).send(body).expect(400);
      expect(JSON.stringify(refused.body)).toContain(message);
    }
    const unchanged = await pro.http.get('/api/saved-searches').expect(200);
    expect(unchanged.body.items.find((item: { id: string }) => item.id === id)).toMatchObject({
      name: 'Köln Bau',
      criteria: { q: 'Bau', state: 'NW' },
      alert: false,
    });
  });

  it('deletes a saved search and erases its stream, leaving an audit record', async () => {
    const { id } = await save(pro, { name: 'Zu löschen', criteria: { q: 'Test' } });
    expect((await pro.http.delete(`/api/saved-searches/${id}`).expect(200)).body).toEqual({
      message: 'Suchprofil gelöscht',
    });
    const items = (await pro.http.get('/api/saved-searches').expect(200)).body.items as { id: string }[];
    expect(items.map((s) => s.id)).not.toContain(id);
    const store = t.app.get<EventStore>(EVENT_STORE);
    expect((await store.readStream(`savedsearch-${id}`)).events).toEqual([]);
    expect((await store.readStream(`savedsearchaudit-${id}`)).events).toMatchObject([
      { type: 'SavedSearchErased', data: { savedSearchId: id, erasedBy: pro.userId } },
    ]);
    await pro.http.delete(`/api/saved-searches/${id}`).expect(404);
  });

  it('refuses a name the user already has (letter case ignored) with a German 409', async () => {
    await save(pro, { name: 'Insolvenzen Hamburg', criteria: { state: 'HH' } });
    const response = await pro.http
      .post('/api/saved-searches')
      .send({ name: 'insolvenzen hamburg', criteria: {} })
      .expect(409);
    expect(response.body.message).toBe('Sie haben bereits ein Suchprofil mit dem Namen „insolvenzen hamburg“.');
    // Another user may use the same name.
    await save(other, { name: 'Insolvenzen Hamburg', criteria: { state: 'HH' } });
  });

  // Validation (German messages, nothing recorded) is proved once, in saved-searches-write-side.spec.ts.

  it('allows at most 25 saved searches per user (German 422)', async () => {
    const user = await seedUser(t, { plan: 'pro_monthly' });
    for (let i = 1; i <= 25; i++) await save(user, { name: `Profil ${i}`, criteria: { q: `Firma ${i}` } });
    const response = await user.http
      .post('/api/saved-searches')
      .send({ name: 'Eins zu viel', criteria: {} })
      .expect(422);
    expect(response.body.message).toBe(
      'Sie können höchstens 25 Suchprofile speichern. Bitte löschen Sie nicht mehr benötigte Suchprofile.',
    );
  });

  it('refuses free users with 403 and the Pro hint', async () => {
    const response = await free.http.post('/api/saved-searches').send({ name: 'Frei', criteria: {} }).expect(403);
    expect(response.body.message).toBe(PRO_REQUIRED);
    expect((await free.http.get('/api/saved-searches').expect(200)).body.items).toEqual([]);
  });

  it('switches the daily e-mail on only for a confirmed address', async () => {
    const unconfirmed = await signUp(t, { plan: 'pro_monthly', confirmed: false });
    const refused = await unconfirmed.http
      .post('/api/saved-searches')
      .send({ name: 'Mit E-Mail', criteria: { q: 'Bau' }, alert: true })
      .expect(403);
    expect(refused.body.message).toBe('Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.');
    const { id } = await save(unconfirmed, { name: 'Ohne E-Mail', criteria: { q: 'Bau' } });
    await unconfirmed.http.patch(`/api/saved-searches/${id}`).send({ alert: true }).expect(403);
    await unconfirmed.http.patch(`/api/saved-searches/${id}`).send({ name: 'Umbenannt' }).expect(200);
  });

  it('answers 404 for another user’s saved search, an unknown id and a malformed id', async () => {
    const { id } = await save(pro, { name: 'Privat', criteria: { q: 'Privat' } });
    const foreign = await other.http.patch(`/api/saved-searches/${id}`).send({ alert: true }).expect(404);
    expect(foreign.body.message).toBe('Das Suchprofil wurde nicht gefunden.');
    await other.http.delete(`/api/saved-searches/${id}`).expect(404);
    await pro.http.delete('/api/saved-searches/2b0c7f4e-91a3-4d7e-8c55-0f1e2d3c4b5a').expect(404);
    await pro.http.delete('/api/saved-searches/kein-profil').expect(404);
    expect((await pro.http.get('/api/saved-searches').expect(200)).body.items).toContainEqual(
      expect.objectContaining({ id, alert: false }),
    );
  });
});
