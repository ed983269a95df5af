import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { JWT_SECRET } from '../../platform/config/jwt-secret.js';
import { MAILER, type Mailer, type MailMessage } from '../../platform/mail/mailer.port.js';
import type { UserEmailConfirmationRequested, UserEvent } from '../domain/events.js';
import { sameMailbox, type EmailConfirmationRequest } from '../domain/user-decider.js';
import { newAddressConfirmationMail, registrationConfirmationMail, type MailRecipient } from './confirmation-mails.js';
import { ConfirmationTokens, type ConfirmationClaims } from './confirmation-tokens.js';

/** How long a confirmation link works. */
export const CONFIRMATION_VALID_HOURS = 24;

/** SPA route that reads `token` and calls `POST /api/auth/confirm-email` (a POST, so link scanners cannot use it). */
export const CONFIRMATION_PATH = '/email-bestaetigen';

/** The 503 of an explicit request for a link when the mail could not be handed over. */
export const MAIL_NOT_SENT = 'Die Bestätigungsmail konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.';

/**
 * Issues confirmation requests and mails their links. Mail failures are logged (user id and error code only)
 * and reported to the caller, which decides whether the request fails: a registration stands (the user can
 * have the mail sent again), an explicit request answers 503.
 */
@Injectable()
export class EmailConfirmations {
  private readonly logger = new Logger('Accounts');
  private readonly tokens: ConfirmationTokens;

  constructor(
    @Inject(JWT_SECRET) jwtSecret: string,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.tokens = new ConfirmationTokens(jwtSecret);
  }

  newRequest(): EmailConfirmationRequest {
    const expiresAt = new Date(this.clock.now().getTime() + CONFIRMATION_VALID_HOURS * 60 * 60 * 1000);
    return { requestId: randomUUID(), expiresAt: expiresAt.toISOString() };
  }

  verify(token: unknown): ConfirmationClaims | null {
    return this.tokens.verify(token);
  }

  /**
   * Mails the link of the request among `events` to the address it confirms: the registration text for the
   * account's own address, the change text for a new one. Returns whether the mail went out.
   */
  async mailLink(account: MailRecipient, events: readonly UserEvent[]): Promise<boolean> {
    const requested = events.find(
      (event): event is UserEmailConfirmationRequested => event.type === 'UserEmailConfirmationRequested',
    );
    if (!requested) return false;
    const { userId, email, requestId } = requested.data;
    const expiresAt = new Date(requested.data.expiresAt);
    const link = `${this.config.appUrl}${CONFIRMATION_PATH}?token=${this.tokens.sign({ userId, requestId, expiresAt })}`;
    const mail = sameMailbox(email, account.email)
      ? registrationConfirmationMail(account, link, expiresAt, this.config.accountLimits.unconfirmedAccountDays)
      : newAddressConfirmationMail(email, link, expiresAt);
    return this.send(mail, userId);
  }

  async send(mail: MailMessage, userId: string): Promise<boolean> {
    try {
      await this.mailer.send({ kind: 'account', ...mail });
      return true;
    } catch (error) {
      const code = (error as { code?: unknown }).code ?? (error as Error).name;
      this.logger.warn(`account mail to user ${userId} failed: ${String(code)}`);
      return false;
    }
  }
}
