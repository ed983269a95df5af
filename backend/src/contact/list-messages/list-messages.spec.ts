import { fixedClock } from '../../platform/clock/clock.js';
import { contactForm } from '../test/contact-form.js';
import { startContactTestApp, type ContactTestApp } from '../test/contact-test-app.js';

const clock = fixedClock('2026-11-21T09:00:00Z');

describe('GET /api/contact/messages', () => {
  let t: ContactTestApp;
  const ids: string[] = [];
  beforeAll(async () => {
    t = await startContactTestApp({ clock });
    for (const [i, subject] of ['Erste Frage', 'Zweite Frage', 'Dritte Frage'].entries()) {
      ids.push(await t.submitMessage(contactForm({ subject, inquiryType: i === 1 ? undefined : 'billing' })));
      clock.advance(60_000);
    }
  });
  afterAll(() => t.close());

  it('lists the messages newest first with the fields of docs/SPEC.md §3 and the total', async () => {
    const response = await t.as('admin').get('/api/contact/messages').expect(200);
    expect(response.body.total).toBe(3);
    expect(response.body.messages.map((m: { subject: string }) => m.subject)).toEqual([
      'Dritte Frage',
      'Zweite Frage',
      'Erste Frage',
    ]);
    expect(response.body.messages[2]).toEqual({
      id: ids[0],
      name: 'Jürgen Müller',
      email: 'juergen.mueller@example.de',
      subject: 'Erste Frage',
      message: 'Grüß Gott,\nwie kann ich mehr als fünf Ergebnisse sehen?',
      inquiryType: 'billing',
      privacyAgreed: true,
      status: 'unread',
      createdAt: '2026-11-21T09:00:00.000Z',
      created_at: '2026-11-21T09:00:00.000Z',
      readAt: null,
      repliedAt: null,
    });
    expect(response.body.messages[1].inquiryType).toBeNull();
  });

  it('pages with limit and offset', async () => {
    const page = await t.as('admin').get('/api/contact/messages').query({ limit: 1, offset: 1 }).expect(200);
    expect(page.body).toEqual({ messages: [expect.objectContaining({ id: ids[1] })], total: 3 });
    const past = await t.as('admin').get('/api/contact/messages').query({ offset: 10 }).expect(200);
    expect(past.body).toEqual({ messages: [], total: 3 });
  });

  it.each([
    [{ limit: '0' }, 'Limit muss mindestens 1 sein'],
    [{ limit: '201' }, 'Limit darf höchstens 200 sein'],
    [{ limit: 'zehn' }, 'Limit muss eine ganze Zahl sein'],
    [{ offset: '-1' }, 'Offset darf nicht negativ sein'],
    [{ status: 'unread' }, 'Unbekanntes Feld "status"'],
  ])('rejects %j with 400 and a German message', async (query, message) => {
    const response = await t.as('admin').get('/api/contact/messages').query(query).expect(400);
    expect(response.body.message).toContain(message);
  });
});
