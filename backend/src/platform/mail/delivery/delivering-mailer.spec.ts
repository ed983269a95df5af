import { mkdtemp, rm } from 'node:fs/promises';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSmtpTestServer, type SmtpTestServer } from '../../../test/smtp-test-server.js';
import { fixedClock } from '../../clock/clock.js';
import { MailHeaderInjectionError } from '../header-guard.js';
import type { MailMessage, MailTransport } from '../mailer.port.js';
import { NodemailerMailer } from '../nodemailer-mailer.js';
import { DeliveringMailer, MAX_ATTEMPTS } from './delivering-mailer.js';
import { SqliteMailDeliveryStore } from './sqlite/sqlite-mail-delivery-store.js';

const LEASE_MS = 120_000;
const from = 'Insolvenzmonitor <noreply@insolvenzmonitor.local>';
const mail: MailMessage = {
  to: 'kunde@example.de',
  subject: 'Neue Insolvenzbekanntmachungen',
  text: 'Zwei neue Fälle',
  html: '<p>Zwei neue Fälle</p>',
  kind: 'digest',
  deliveryKey: 'digest-4711',
};

/** A transport that stops for good at a step, as a process killed there would: the promise never settles. */
const dying = (real: MailTransport, when: 'before-smtp' | 'after-smtp'): MailTransport => ({
  send: async (message, headers) => {
    if (when === 'after-smtp') await real.send(message, headers);
    return new Promise<never>(() => {});
  },
  eraseKept: (erasure) => real.eraseKept(erasure),
});

/**
 * At-least-once delivery against a real SMTP server: a "process" (a `DeliveringMailer`) stops for good at a step
 * of the send, a new one starts on the same database file, and after the lease the mail arrives with the
 * Message-ID the first attempt had.
 */
describe('DeliveringMailer', () => {
  let smtp: SmtpTestServer;
  let dir: string;
  let transport: NodemailerMailer;
  const clock = fixedClock('2026-11-24T07:00:00.000Z');
  const options = { leaseMs: LEASE_MS, domain: 'insolvenzmonitor.local' };

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    dir = await mkdtemp(join(tmpdir(), 'delivery-'));
    transport = new NodemailerMailer({ from, smtpUrl: smtp.url, outboxDir: join(dir, 'outbox'), clock });
  });
  afterAll(async () => {
    transport.close();
    await smtp.close();
    await rm(dir, { recursive: true, force: true });
  });

  let file = 0;
  /** A process's view of the delivery record: its own connection to the same database file. */
  const processOn = (path: string, through: MailTransport = transport) => {
    const store = new SqliteMailDeliveryStore(new DatabaseSync(path));
    return { store, mailer: new DeliveringMailer(store, through, clock, options) };
  };
  const withId = (messageId: string) => smtp.received.filter((m) => m.parsed.messageId === messageId);

  it('records the mail before sending, sends it with its stable Message-ID and records the outcome', async () => {
    const { mailer, store } = processOn(join(dir, `${++file}.sqlite`));
    const { messageId } = await mailer.send(mail);
    expect(messageId).toBe('<digest-4711@insolvenzmonitor.local>');
    expect(withId(messageId)).toHaveLength(1);
    expect(await store.get('digest-4711')).toMatchObject({ status: 'sent', attempts: 1, message: null });
    expect(await mailer.deliveryOf('digest-4711')).toEqual({ messageId, status: 'sent' });
    // The same key again (a caller repeating its step) sends nothing.
    await mailer.send(mail);
    expect(withId(messageId)).toHaveLength(1);
  });

  it.each([
    ['after recording, before the SMTP transaction', 'before-smtp', 0],
    ['after the server took the mail, before its outcome was recorded', 'after-smtp', 1],
  ] as const)('re-sends a mail whose process died %s, with the same Message-ID', async (_step, when, before) => {
    const path = join(dir, `${++file}.sqlite`);
    const deliveryKey = `digest-crash-${when}`;
    const crashed = processOn(path, dying(transport, when));
    void crashed.mailer.send({ ...mail, deliveryKey });
    const messageId = `<${deliveryKey}@insolvenzmonitor.local>`;
    await waitUntil(async () => (await crashed.store.get(deliveryKey)) !== null && withId(messageId).length === before);

    const restarted = processOn(path);
    expect(await restarted.mailer.deliveryOf(deliveryKey)).toEqual({ messageId, status: 'sending' });
    // Within the lease the attempt may still be under way: nothing is sent twice meanwhile.
    expect(await restarted.mailer.redeliverDue()).toEqual({ sent: 0, postponed: 0, failed: 0 });
    clock.advance(LEASE_MS);
    expect(await restarted.mailer.redeliverDue()).toEqual({ sent: 1, postponed: 0, failed: 0 });
    const received = withId(messageId);
    expect(received).toHaveLength(before + 1);
    expect(received.at(-1)!.parsed.subject).toBe(mail.subject);
    expect(received.at(-1)!.envelope.to).toEqual(['kunde@example.de']);
    expect(await restarted.store.get(deliveryKey)).toMatchObject({ status: 'sent', attempts: 2, message: null });
    expect(await restarted.mailer.redeliverDue()).toEqual({ sent: 0, postponed: 0, failed: 0 });
  });

  it('ends a send the caller is told failed as failed, and never records an unsafe mail', async () => {
    const { mailer, store } = processOn(join(dir, `${++file}.sqlite`), {
      send: () => Promise.reject(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })),
      eraseKept: async () => 0,
    });
    await expect(mailer.send({ ...mail, deliveryKey: 'down' })).rejects.toThrow('refused');
    expect(await store.get('down')).toMatchObject({ status: 'failed', lastError: 'ECONNREFUSED', message: null });
    await expect(mailer.send({ ...mail, deliveryKey: 'evil', subject: 'a\r\nBcc: x@y.de' })).rejects.toBeInstanceOf(
      MailHeaderInjectionError,
    );
    expect(await store.get('evil')).toBeNull();
  });

  it('retries a re-send that fails with growing waits and gives it up after the last attempt', async () => {
    const path = join(dir, `${++file}.sqlite`);
    const crashed = processOn(path, dying(transport, 'before-smtp'));
    void crashed.mailer.send({ ...mail, deliveryKey: 'flaky' });
    await waitUntil(async () => (await crashed.store.get('flaky')) !== null);
    const down = processOn(path, {
      send: () => Promise.reject(Object.assign(new Error('x'), { code: 'ETIMEDOUT' })),
      eraseKept: async () => 0,
    });
    clock.advance(LEASE_MS);
    for (let attempt = 2; attempt < MAX_ATTEMPTS; attempt += 1) {
      expect(await down.mailer.redeliverDue()).toEqual({ sent: 0, postponed: 1, failed: 0 });
      expect(await down.mailer.redeliverDue()).toEqual({ sent: 0, postponed: 0, failed: 0 });
      clock.advance(60_000 * 2 ** (attempt - 1));
    }
    expect(await down.mailer.redeliverDue()).toEqual({ sent: 0, postponed: 0, failed: 1 });
    expect(await down.store.get('flaky')).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      lastError: 'ETIMEDOUT',
    });
  });
});

async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
