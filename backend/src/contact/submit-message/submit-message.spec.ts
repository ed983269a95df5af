import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { fixedClock } from '../../platform/clock/clock.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { clientIp, contactForm } from '../test/contact-form.js';
import { startContactTestApp, type ContactTestApp } from '../test/contact-test-app.js';

const clock = fixedClock('2026-11-21T09:00:00Z');

describe('POST /api/contact', () => {
  let t: ContactTestApp;
  beforeAll(async () => {
    t = await startContactTestApp({ clock });
  });
  afterAll(() => t.close());

  const submit = (body: Record<string, unknown>, ip = clientIp()) =>
    t.http.post('/api/contact').set('X-API-Key', t.config.publicApiKey).set('X-Forwarded-For', ip).send(body);

  const contactEvents = async () =>
    (await t.app.get<EventStore>(EVENT_STORE).readAll()).filter((e) => e.streamName.startsWith('contact'));

  it('records the message and answers 201 with its id and the German confirmation', async () => {
    const response = await submit(contactForm()).expect(201);
    expect(response.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      message: 'Ihre Nachricht wurde erfolgreich versendet!',
    });
    const events = (await contactEvents()).filter((e) => e.streamName === `contact-${response.body.id}`);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'ContactMessageReceived',
      data: {
        messageId: response.body.id,
        name: 'Jürgen Müller',
        email: 'juergen.mueller@example.de',
        inquiryType: 'support',
        privacyAgreed: true,
        receivedAt: '2026-11-21T09:00:00.000Z',
      },
      metadata: { actorId: 'anonymous' },
    });
  });

  it('notifies the support address with the subject, the sender as Reply-To and the German text', async () => {
    const response = await submit(
      contactForm({ subject: 'Rückfrage zu Löschfristen', name: 'Anna <b>Groß</b>', inquiryType: 'data' }),
    ).expect(201);
    const mail = await t.smtp.waitFor((m) => m.parsed.subject === 'Neue Kontaktanfrage: Rückfrage zu Löschfristen');
    expect(mail.envelope.to).toEqual(['support@insolvenzmonitor.test']);
    expect(mail.parsed.from?.value).toEqual([{ name: 'Insolvenzmonitor', address: 'noreply@insolvenzmonitor.local' }]);
    expect(mail.parsed.replyTo?.value).toEqual([{ name: 'Anna <b>Groß</b>', address: 'juergen.mueller@example.de' }]);
    expect(mail.parsed.text).toContain('Neue Nachricht über das Kontaktformular');
    expect(mail.parsed.text).toContain('Art der Anfrage: Datenschutz & Daten');
    expect(mail.parsed.text).toContain('Eingegangen: 21.11.2026, 10:00 Uhr');
    expect(mail.parsed.text).toContain('Grüß Gott,\nwie kann ich mehr als fünf Ergebnisse sehen?');
    // User input is text in the HTML part, never markup.
    expect(mail.parsed.html).toContain('Anna &lt;b&gt;Groß&lt;/b&gt;');
    expect(mail.parsed.html).not.toContain('<b>Groß</b>');
    expect(response.body.id).toBeDefined();
  });

  it('accepts a message without inquiry type (also as empty string) and trims the fields', async () => {
    await submit(contactForm({ inquiryType: undefined })).expect(201);
    const response = await submit(contactForm({ inquiryType: '', name: '  Eva Schulz  ' })).expect(201);
    const [event] = (await contactEvents()).filter((e) => e.streamName === `contact-${response.body.id}`);
    expect(event.data).toMatchObject({ inquiryType: null, name: 'Eva Schulz' });
  });

  it('still accepts the message when the support notification cannot be sent', async () => {
    const down = await startContactTestApp({ clock, env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const response = await down.http
        .post('/api/contact')
        .set('X-API-Key', down.config.publicApiKey)
        .send(contactForm())
        .expect(201);
      const { events } = await down.app.get<EventStore>(EVENT_STORE).readStream(`contact-${response.body.id}`);
      expect(events).toHaveLength(1);
      const log = down.logger.lines.join('\n');
      expect(log).toContain(`support notification for contact message ${response.body.id} not sent`);
      expect(log).not.toMatch(/Jürgen|juergen\.mueller@example\.de/);
    } finally {
      await down.close();
    }
  });

  it('writes the notification to DATA_DIR/outbox as an .eml file when no SMTP server is configured', async () => {
    const offline = await startContactTestApp({ clock, env: { SMTP_URL: '' } });
    try {
      await offline.submitMessage(contactForm({ subject: 'Ohne Mailserver' }));
      const outbox = join(offline.dataDir, 'outbox');
      const files = await readdir(outbox);
      for (const file of files) expect(file).toMatch(/^\d{8}T\d{9}Z-.+\.eml$/);
      // The test app's users got their registration mails there too: the support notification is one of them.
      const mails = await Promise.all(files.map(async (f) => simpleParser(await readFile(join(outbox, f)))));
      const notifications = mails.filter((m) => m.subject?.startsWith('Neue Kontaktanfrage'));
      expect(notifications).toHaveLength(1);
      const parsed = notifications[0]!;
      expect(parsed.subject).toBe('Neue Kontaktanfrage: Ohne Mailserver');
      expect(parsed.to).toMatchObject({ value: [{ address: 'support@insolvenzmonitor.test' }] });
      expect(offline.smtp.received).toEqual([]);
    } finally {
      await offline.close();
    }
  });

  describe('honeypot', () => {
    it('answers a filled "website" field like a success but records and sends nothing', async () => {
      const before = (await contactEvents()).length;
      const mails = t.smtp.received.length;
      const response = await submit(contactForm({ website: 'https://spam.example' })).expect(201);
      expect(response.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        message: 'Ihre Nachricht wurde erfolgreich versendet!',
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await contactEvents()).toHaveLength(before);
      expect(t.smtp.received).toHaveLength(mails);
    });
  });

  describe('validation (docs/SPEC.md §5)', () => {
    it.each([
      ['name', 'Name ist erforderlich', { name: undefined }],
      ['name', 'Name ist erforderlich', { name: ' ' }],
      ['name', 'Name muss mindestens 2 Zeichen lang sein', { name: 'J' }],
      ['name', 'Name darf höchstens 100 Zeichen lang sein', { name: 'x'.repeat(101) }],
      ['name', 'Name darf keine Zeilenumbrüche enthalten', { name: 'Eva\r\nBcc: opfer@example.de' }],
      ['name', 'Name muss ein Text sein', { name: 42 }],
      ['email', 'E-Mail-Adresse ist erforderlich', { email: '' }],
      ['email', 'Ungültige E-Mail-Adresse', { email: 'kein-mail' }],
      ['email', 'Ungültige E-Mail-Adresse', { email: 'a@example.de\r\nBcc: b@example.de' }],
      ['email', 'Ungültige E-Mail-Adresse', { email: 'a@example.de, b@example.de' }],
      ['email', 'E-Mail-Adresse darf höchstens 254 Zeichen lang sein', { email: `${'a'.repeat(250)}@example.de` }],
      ['subject', 'Betreff ist erforderlich', { subject: undefined }],
      ['subject', 'Betreff muss mindestens 3 Zeichen lang sein', { subject: 'Hi' }],
      ['subject', 'Betreff darf höchstens 200 Zeichen lang sein', { subject: 'x'.repeat(201) }],
      ['subject', 'Betreff darf keine Zeilenumbrüche enthalten', { subject: 'Frage\nBcc: x@example.de' }],
      ['message', 'Nachricht ist erforderlich', { message: '' }],
      ['message', 'Nachricht muss mindestens 10 Zeichen lang sein', { message: 'Zu kurz' }],
      ['message', 'Nachricht darf höchstens 5000 Zeichen lang sein', { message: 'x'.repeat(5001) }],
      ['message', 'Nachricht enthält unzulässige Zeichen', { message: 'Lange genug\u0000' }],
      ['privacyAgreed', 'Sie müssen der Datenschutzerklärung zustimmen', { privacyAgreed: false }],
      ['privacyAgreed', 'Sie müssen der Datenschutzerklärung zustimmen', { privacyAgreed: undefined }],
      ['privacyAgreed', 'Sie müssen der Datenschutzerklärung zustimmen', { privacyAgreed: 'true' }],
      [
        'inquiryType',
        'Ungültige Art der Anfrage (erlaubt: general, support, billing, data, enterprise, feedback)',
        { inquiryType: 'spam' },
      ],
      ['isAdmin', 'Unbekanntes Feld "isAdmin"', { isAdmin: true }],
    ])('rejects an invalid %s: %s', async (field, message, override) => {
      const response = await submit(contactForm(override)).expect(400);
      expect(response.headers['content-type']).toMatch(/problem\+json/);
      expect(response.body.message).toBe(message);
      expect(response.body.errors).toEqual([{ field, messages: [message] }]);
    });

    it('lists every problem of a form at once', async () => {
      const response = await submit({ privacyAgreed: false }).expect(400);
      expect(response.body.errors.map((e: { field: string }) => e.field)).toEqual([
        'name',
        'email',
        'subject',
        'message',
        'privacyAgreed',
      ]);
    });

    it('accepts every inquiry type of docs/SPEC.md §3', async () => {
      for (const inquiryType of ['general', 'support', 'billing', 'data', 'enterprise', 'feedback']) {
        await submit(contactForm({ inquiryType })).expect(201);
      }
    });
  });

  describe('rate limit per IP', () => {
    it('allows 5 messages per 10 minutes, then answers 429 with Retry-After and a German message', async () => {
      const ip = clientIp();
      for (let i = 0; i < 5; i++) {
        await submit(contactForm(), ip).expect(201);
        clock.advance(60_000);
      }
      const refused = await submit(contactForm(), ip).expect(429);
      expect(refused.headers['retry-after']).toBe('300');
      expect(refused.body).toMatchObject({
        status: 429,
        title: 'Zu viele Anfragen',
        message: 'Zu viele Nachrichten. Bitte versuchen Sie es in 5 Minuten erneut.',
      });
      // Bots filling the honeypot are counted too, and other clients are not affected.
      await submit(contactForm({ website: 'x' }), ip).expect(429);
      await submit(contactForm(), clientIp()).expect(201);
      clock.advance(300_000);
      await submit(contactForm(), ip).expect(201);
      const again = await submit(contactForm(), ip).expect(429);
      expect(again.headers['retry-after']).toBe('60');
      expect(again.body.message).toBe('Zu viele Nachrichten. Bitte versuchen Sie es in einer Minute erneut.');
    });
  });
});
