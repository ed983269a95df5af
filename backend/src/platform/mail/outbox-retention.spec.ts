import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixedClock } from '../clock/clock.js';
import { NodemailerMailer } from './nodemailer-mailer.js';
import { writtenAt } from './outbox-retention.js';

describe('outbox retention', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'outbox-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const mail = (text: string) => ({
    to: 'kunde@example.de',
    subject: 'Benachrichtigung',
    text,
    html: `<p>${text}</p>`,
  });

  it('erases mails older than the cutoff and mails naming erased data, decoded, and keeps the rest', async () => {
    const clock = fixedClock('2026-11-01T09:00:00Z');
    const mailer = new NodemailerMailer({ from: 'app@example.de', outboxDir: join(dir, 'outbox'), clock });
    let sent = 0;
    const send = (text: string) =>
      mailer.send(mail(text), { messageId: `<mail-${++sent}@example.de>`, date: clock.now() });
    await send('Alte Mitteilung');
    clock.set('2026-11-20T09:00:00Z');
    // Mostly non-ASCII: nodemailer encodes it base64, so the raw file does not show the text.
    await send('Äöüß Äöüß Äöüß Löschmich, Erika – 501 IK 77/26 Äöüß Äöüß Äöüß');
    await send('Bleibt: 502 IK 78/26');

    expect(await mailer.eraseKept({ before: new Date('2026-11-06T09:00:00Z') })).toBe(1);
    expect(await mailer.eraseKept({ mentions: (text) => text.includes('501 IK 77/26') })).toBe(1);
    const left = await readdir(join(dir, 'outbox'));
    expect(left).toHaveLength(1);
    expect(writtenAt(left[0]!)).toEqual(new Date('2026-11-20T09:00:00Z'));
    expect(await mailer.eraseKept({ before: new Date('2026-11-06T09:00:00Z') })).toBe(0);
    mailer.close();
  });

  it('keeps nothing to erase when mails go out by SMTP', async () => {
    const mailer = new NodemailerMailer({
      from: 'app@example.de',
      smtpUrl: 'smtp://127.0.0.1:1',
      outboxDir: join(dir, 'outbox'),
      clock: fixedClock('2026-11-01T09:00:00Z'),
    });
    expect(await mailer.eraseKept({ before: new Date('2030-01-01T00:00:00Z') })).toBe(0);
    mailer.close();
  });
});
