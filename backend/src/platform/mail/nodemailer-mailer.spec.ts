import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { fixedClock } from '../clock/clock.js';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server.js';
import { MailHeaderInjectionError } from './header-guard.js';
import { NodemailerMailer } from './nodemailer-mailer.js';

const from = 'Insolvenzmonitor <noreply@insolvenzmonitor.local>';
const clock = fixedClock('2026-11-21T09:30:00.123Z');
/** The delivery record gives every mail its Message-ID and Date (`delivery/`). */
const messageId = '<mail-1@insolvenzmonitor.local>';
const headers = { messageId, date: new Date('2026-11-21T09:29:59Z') };
const mail = {
  to: { name: 'Jürgen Müller', address: 'juergen@example.de' },
  subject: 'Ihre Anfrage zu Größenänderungen – Rückmeldung',
  text: 'Grüße aus Köln: ä ö ü ß Ä Ö Ü\nZweite Zeile',
  html: '<p>Grüße aus Köln: ä ö ü ß</p>',
  replyTo: 'support@insolvenzmonitor.local',
};

describe('NodemailerMailer over SMTP', () => {
  let smtp: SmtpTestServer;
  let mailer: NodemailerMailer;
  let outboxDir: string;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    outboxDir = await mkdtemp(join(tmpdir(), 'outbox-'));
    mailer = new NodemailerMailer({ from, smtpUrl: smtp.url, outboxDir, clock });
  });
  afterAll(async () => {
    mailer.close();
    await smtp.close();
    await rm(outboxDir, { recursive: true, force: true });
  });

  it('delivers subject, umlauts, text and HTML intact, logging in with the URL credentials', async () => {
    await mailer.send(mail, headers);
    const received = await smtp.waitFor((m) => m.parsed.messageId === messageId);
    expect(received.user).toBe('tester');
    expect(received.envelope).toEqual({ from: 'noreply@insolvenzmonitor.local', to: ['juergen@example.de'] });
    const { parsed } = received;
    expect(parsed.subject).toBe(mail.subject);
    expect(parsed.messageId).toBe(messageId);
    expect(parsed.date).toEqual(headers.date);
    expect(parsed.from?.value).toEqual([{ name: 'Insolvenzmonitor', address: 'noreply@insolvenzmonitor.local' }]);
    expect(parsed.to).toMatchObject({ value: [{ name: 'Jürgen Müller', address: 'juergen@example.de' }] });
    expect(parsed.replyTo?.value).toEqual([{ name: '', address: 'support@insolvenzmonitor.local' }]);
    expect(parsed.text?.trim()).toBe(mail.text);
    expect(parsed.html).toContain('<p>Grüße aus Köln: ä ö ü ß</p>');
    // Non-ASCII headers travel encoded (RFC 2047), never as raw 8-bit.
    expect(received.raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(await readdir(outboxDir)).toEqual([]);
  });

  it.each([
    ['subject', { subject: 'Hallo\r\nBcc: opfer@example.de' }],
    ['subject', { subject: 'Hallo\nX-Evil: 1' }],
    ['to', { to: 'juergen@example.de\r\nBcc: opfer@example.de' }],
    ['to', { to: { name: 'Jürgen\r\nBcc: opfer@example.de', address: 'juergen@example.de' } }],
    ['replyTo', { replyTo: 'a@example.de\u0000b@example.de' }],
    ['listUnsubscribe', { unsubscribeUrl: 'https://insolvenzmonitor.test/u?token=x\r\nBcc: opfer@example.de' }],
  ])('refuses a %s with CR, LF or NUL before anything is sent', async (header, override) => {
    const before = smtp.received.length;
    await expect(mailer.send({ ...mail, ...override }, headers)).rejects.toEqual(new MailHeaderInjectionError(header));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(smtp.received).toHaveLength(before);
  });

  it('refuses a From from the configuration that contains a line break', async () => {
    const bad = new NodemailerMailer({
      from: 'A <a@example.de>\r\nBcc: b@example.de',
      smtpUrl: smtp.url,
      outboxDir,
      clock,
    });
    await expect(bad.send(mail, headers)).rejects.toBeInstanceOf(MailHeaderInjectionError);
    bad.close();
  });

  it('fails the send when the SMTP server cannot be reached', async () => {
    const unreachable = new NodemailerMailer({ from, smtpUrl: 'smtp://127.0.0.1:1', outboxDir, clock });
    await expect(unreachable.send(mail, headers)).rejects.toThrow();
    unreachable.close();
  });
});

describe('NodemailerMailer writing to the outbox', () => {
  let outboxDir: string;
  beforeEach(async () => {
    outboxDir = join(await mkdtemp(join(tmpdir(), 'data-')), 'outbox');
  });
  afterEach(() => rm(join(outboxDir, '..'), { recursive: true, force: true }));

  it('writes one parseable RFC 5322 .eml per mail, named by time and Message-ID, readable by the owner only', async () => {
    const mailer = new NodemailerMailer({ from, outboxDir, clock });
    expect(mailer.mode).toBe('outbox');
    await mailer.send(mail, headers);
    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^20261121T093000123Z-.+@insolvenzmonitor\.local\.eml$/);
    expect(files[0]).toContain(messageId.replace(/[<>]/g, ''));
    const raw = await readFile(join(outboxDir, files[0]));
    expect(raw.toString('latin1')).toContain('\r\n');
    const parsed = await simpleParser(raw);
    expect(parsed.messageId).toBe(messageId);
    expect(parsed.subject).toBe(mail.subject);
    expect(parsed.text?.trim()).toBe(mail.text);
    expect(parsed.to).toMatchObject({ value: [{ name: 'Jürgen Müller', address: 'juergen@example.de' }] });
    expect((await stat(join(outboxDir, files[0]))).mode & 0o777).toBe(0o600);
  });

  it('writes nothing when a header is unsafe', async () => {
    const mailer = new NodemailerMailer({ from, outboxDir, clock });
    await expect(mailer.send({ ...mail, subject: 'a\rb' }, headers)).rejects.toBeInstanceOf(MailHeaderInjectionError);
    await expect(readdir(outboxDir)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
