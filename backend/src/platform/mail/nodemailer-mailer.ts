import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';
import type { Clock } from '../clock/clock.js';
import { assertSafeHeaders } from './header-guard.js';
import type { MailMessage, MailTransport } from './mailer.port.js';
import { eraseFromOutbox, type OutboxErasure } from './outbox-retention.js';

export interface NodemailerMailerOptions {
  readonly from: string;
  /** SMTP delivery; without it the mails are written to `outboxDir`. */
  readonly smtpUrl?: string;
  readonly outboxDir: string;
  readonly clock: Clock;
}

/**
 * The mail transport of both profiles (under the delivery record, `delivery/`). SMTP: one connection per mail (a few mails a day; no pool to keep
 * alive), with time-outs so that a stalled server fails the send instead of hanging the request. Outbox:
 * nodemailer's stream transport renders the complete RFC 5322 message, which is written to
 * `<UTC time>-<Message-ID>.eml` (mode 0600: the mails hold personal data).
 */
export class NodemailerMailer implements MailTransport {
  private readonly transport: Transporter;

  constructor(private readonly options: NodemailerMailerOptions) {
    this.transport = options.smtpUrl
      ? createTransport({
          url: options.smtpUrl,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        })
      : createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  }

  get mode(): 'smtp' | 'outbox' {
    return this.options.smtpUrl ? 'smtp' : 'outbox';
  }

  /** Sends with the delivery's Message-ID and Date, so that a re-send is the same mail. */
  async send(message: MailMessage, headers: { readonly messageId: string; readonly date: Date }): Promise<void> {
    const { from } = this.options;
    assertSafeHeaders({
      from,
      to: message.to,
      subject: message.subject,
      replyTo: message.replyTo,
      listUnsubscribe: message.unsubscribeUrl,
    });
    const info = (await this.transport.sendMail({
      messageId: headers.messageId,
      date: headers.date,
      from,
      to: message.to,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.unsubscribeUrl && {
        list: { unsubscribe: message.unsubscribeUrl },
        headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      }),
    })) as { messageId: string; message?: Buffer };
    if (this.mode === 'outbox') await this.writeToOutbox(info.messageId, info.message!);
  }

  async eraseKept(erasure: OutboxErasure): Promise<number> {
    return this.mode === 'outbox' ? eraseFromOutbox(this.options.outboxDir, erasure) : 0;
  }

  close(): void {
    this.transport.close();
  }

  private async writeToOutbox(messageId: string, raw: Buffer): Promise<void> {
    await mkdir(this.options.outboxDir, { recursive: true, mode: 0o700 });
    const time = this.options.clock.now().toISOString().replace(/[-:.]/g, '');
    const id = messageId.replace(/[^A-Za-z0-9.@_-]/g, '');
    await writeFile(join(this.options.outboxDir, `${time}-${id}.eml`), raw, { mode: 0o600 });
  }
}
