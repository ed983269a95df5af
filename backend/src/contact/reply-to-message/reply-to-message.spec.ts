import { jest } from '@jest/globals';
import { fixedClock } from '../../platform/clock/clock.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { MAILER, type Mailer } from '../../platform/mail/mailer.port.js';
import { contactForm } from '../test/contact-form.js';
import { startContactTestApp, type ContactTestApp } from '../test/contact-test-app.js';

const clock = fixedClock('2026-11-21T09:00:00Z');
const answer = 'Guten Morgen,\nmit einem Pro-Abonnement sehen Sie alle Ergebnisse.';

describe('POST /api/contact/messages/:id/reply', () => {
  let t: ContactTestApp;
  beforeAll(async () => {
    t = await startContactTestApp({ clock });
  });
  afterAll(() => t.close());

  const reply = (id: string, body: unknown) =>
    t
      .as('admin')
      .post(`/api/contact/messages/${id}/reply`)
      .send(body as object);
  const streamOf = async (id: string) => (await t.app.get<EventStore>(EVENT_STORE).readStream(`contact-${id}`)).events;

  it('mails the answer to the sender ("Re: <subject>", German text, original quoted) and marks the message replied', async () => {
    const id = await t.submitMessage(contactForm({ subject: 'Frage zu Ergebnissen' }));
    clock.advance(30 * 60_000);
    const response = await reply(id, { message: answer }).expect(201);
    expect(response.body).toEqual({
      message: 'Antwort versendet.',
      contactMessage: expect.objectContaining({ id, status: 'replied', repliedAt: '2026-11-21T09:30:00.000Z' }),
    });

    const mail = await t.smtp.waitFor((m) => m.parsed.subject === 'Re: Frage zu Ergebnissen');
    expect(mail.envelope.to).toEqual(['juergen.mueller@example.de']);
    expect(mail.parsed.to).toMatchObject({ value: [{ name: 'Jürgen Müller', address: 'juergen.mueller@example.de' }] });
    expect(mail.parsed.from?.value).toEqual([{ name: 'Insolvenzmonitor', address: 'noreply@insolvenzmonitor.local' }]);
    expect(mail.parsed.replyTo?.value).toEqual([{ name: '', address: 'support@insolvenzmonitor.test' }]);
    expect(mail.parsed.text).toContain(`Guten Tag Jürgen Müller,\n\n${answer}\n\nMit freundlichen Grüßen`);
    expect(mail.parsed.text).toContain(
      'Ihre Nachricht vom 21.11.2026, 10:00 Uhr:\n> Grüß Gott,\n> wie kann ich mehr als fünf Ergebnisse sehen?',
    );
    expect(mail.parsed.html).toContain('mit einem Pro-Abonnement sehen Sie alle Ergebnisse.');

    const events = await streamOf(id);
    expect(events.map((e) => e.type)).toEqual(['ContactMessageReceived', 'ContactMessageReplied']);
    expect(events[1].data).toEqual({
      messageId: id,
      repliedAt: '2026-11-21T09:30:00.000Z',
      repliedBy: t.adminId,
      reply: { text: answer, mailMessageId: mail.parsed.messageId },
    });
    expect(events[1].metadata.actorId).toBe(t.adminId);
  });

  it('allows a follow-up answer to a replied message, and does not stack "Re:"', async () => {
    const id = await t.submitMessage(contactForm({ subject: 'Re: Rechnung' }));
    await t.as('admin').patch(`/api/contact/messages/${id}/replied`).expect(200);
    await reply(id, { message: 'Nachtrag: die Rechnung ist unterwegs.' }).expect(201);
    const mail = await t.smtp.waitFor((m) => m.parsed.text?.includes('Nachtrag: die Rechnung') ?? false);
    expect(mail.parsed.subject).toBe('Re: Rechnung');
  });

  it('mails an answer once however often the admin retries it, and a further answer again', async () => {
    const id = await t.submitMessage();
    const first = 'Erste Antwort: die Rechnung geht heute hinaus.';
    const mailer = t.app.get<Mailer>(MAILER);
    const send = mailer.send.bind(mailer);
    // The message changes while the mail goes out: the mail is sent, the reply is not recorded (409).
    const changedMeanwhile = jest.spyOn(mailer, 'send').mockImplementationOnce(async (message) => {
      const sent = await send(message);
      await t.as('admin').patch(`/api/contact/messages/${id}/read`).expect(200);
      return sent;
    });
    try {
      await reply(id, { message: first }).expect(409);
    } finally {
      changedMeanwhile.mockRestore();
    }
    // The admin tries again: the reply is recorded, the sender gets no second mail.
    await reply(id, { message: first }).expect(201);
    await reply(id, { message: 'Zweite Antwort: die Gutschrift folgt.' }).expect(201);
    const further = await t.smtp.waitFor((m) => m.parsed.text?.includes('Zweite Antwort: die Gutschrift') ?? false);

    const firstMails = t.smtp.received.filter((m) => m.parsed.text?.includes(first));
    expect(firstMails).toHaveLength(1);
    expect(further.parsed.messageId).not.toBe(firstMails[0]!.parsed.messageId);
    const replies = (await streamOf(id)).filter((e) => e.type === 'ContactMessageReplied');
    expect(replies.map((e) => (e.data as { reply: { mailMessageId: string } }).reply.mailMessageId)).toEqual([
      firstMails[0]!.parsed.messageId,
      further.parsed.messageId,
    ]);
  });

  it.each([
    [{}, 'Antwort ist erforderlich'],
    [{ message: '   ' }, 'Antwort ist erforderlich'],
    [{ message: 'x'.repeat(10_001) }, 'Antwort darf höchstens 10000 Zeichen lang sein'],
  ])('rejects %j with 400 and sends nothing', async (body, message) => {
    const id = await t.submitMessage();
    const mails = t.smtp.received.length;
    const response = await reply(id, body).expect(400);
    expect(response.body.message).toBe(message);
    expect(t.smtp.received).toHaveLength(mails);
    expect(await streamOf(id)).toHaveLength(1);
  });

  it('answers 404 for an unknown message and sends nothing', async () => {
    const mails = t.smtp.received.length;
    const response = await reply('7d0f5b1e-1111-4222-8333-944455556666', { message: answer }).expect(404);
    expect(response.body.message).toBe('Die Nachricht wurde nicht gefunden.');
    expect(t.smtp.received).toHaveLength(mails);
  });

  it('answers 503 in German and records nothing when the mail cannot be sent', async () => {
    const down = await startContactTestApp({ clock, env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const id = await down.submitMessage();
      const response = await down
        .as('admin')
        .post(`/api/contact/messages/${id}/reply`)
        .send({ message: answer })
        .expect(503);
      expect(response.body.message).toBe(
        'Die Antwort konnte nicht versendet werden. Bitte versuchen Sie es später erneut.',
      );
      const list = await down.as('admin').get('/api/contact/messages').expect(200);
      expect(list.body.messages[0]).toMatchObject({ id, status: 'unread', repliedAt: null });
    } finally {
      await down.close();
    }
  });
});
