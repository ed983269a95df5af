import { startContactTestApp, type ContactTestApp } from './test/contact-test-app.js';

/** Every admin endpoint: 401 without a user, 403 for a user who is not an admin, 2xx for an admin. */
describe('contact admin endpoints: permissions', () => {
  let t: ContactTestApp;
  beforeAll(async () => {
    t = await startContactTestApp();
  });
  afterAll(() => t.close());

  const endpoints = (id: string) =>
    [
      ['get', '/api/contact/messages', undefined, 200],
      ['patch', `/api/contact/messages/${id}/read`, undefined, 200],
      ['patch', `/api/contact/messages/${id}/replied`, undefined, 200],
      ['post', `/api/contact/messages/${id}/reply`, { message: 'Danke für Ihre Nachricht.' }, 201],
      ['delete', `/api/contact/messages/${id}`, undefined, 200],
    ] as const;

  it('answers 401 to anonymous callers and 403 to users who are not admins, changing nothing', async () => {
    const id = await t.submitMessage();
    for (const [method, url, body] of endpoints(id)) {
      const anonymous = await t.as('anonymous')[method](url).send(body).expect(401);
      expect(anonymous.body).toMatchObject({ title: 'Nicht angemeldet', message: 'Bitte melden Sie sich an.' });
      const user = await t.as('user')[method](url).send(body).expect(403);
      expect(user.body).toMatchObject({
        title: 'Keine Berechtigung',
        message: 'Diese Funktion ist Administratoren vorbehalten.',
      });
    }
    const list = await t.as('admin').get('/api/contact/messages').expect(200);
    expect(list.body.messages).toEqual([expect.objectContaining({ id, status: 'unread' })]);
    expect(t.smtp.received.filter((m) => m.parsed.subject?.startsWith('Re:'))).toEqual([]);
  });

  it('lets an admin use every endpoint', async () => {
    const id = await t.submitMessage();
    for (const [method, url, body, status] of endpoints(id)) {
      await t.as('admin')[method](url).send(body).expect(status);
    }
  });
});
