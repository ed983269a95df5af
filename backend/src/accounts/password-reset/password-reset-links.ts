import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { JWT_SECRET } from '../../platform/config/jwt-secret.js';
import type { MailMessage } from '../../platform/mail/mailer.port.js';
import { passwordChangedNotice } from './password-changed-notice.js';
import { PasswordResetTokens, type PasswordResetClaims } from './password-reset-tokens.js';

/** How long a "Passwort vergessen" link works. */
export const PASSWORD_RESET_VALID_MINUTES = 60;

/** SPA route that shows the form and posts the token with the new password (a POST: link scanners cannot use it). */
export const PASSWORD_RESET_PATH = '/passwort-zuruecksetzen';

/** The SPA route where a reset link is asked for. */
export const FORGOT_PASSWORD_PATH = '/passwort-vergessen';

/** Issues and reads the links of "Passwort vergessen" mails (tokens: password-reset-tokens.ts), and words the notice of a change. */
@Injectable()
export class PasswordResetLinks {
  private readonly tokens: PasswordResetTokens;

  constructor(
    @Inject(JWT_SECRET) jwtSecret: string,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.tokens = new PasswordResetTokens(jwtSecret);
  }

  /** The link for the account while `passwordHash` is its password, valid until `expiresAt`. */
  link(userId: string, passwordHash: string, expiresAt: Date): string {
    return `${this.config.appUrl}${PASSWORD_RESET_PATH}?token=${this.tokens.sign({ userId, expiresAt }, passwordHash)}`;
  }

  read(token: unknown): PasswordResetClaims | null {
    return this.tokens.read(token);
  }

  matches(token: string, passwordHash: string): boolean {
    return this.tokens.matches(token, passwordHash);
  }

  /** The notice of a password change to the account's address (`passwordChangedNotice`). */
  changedNotice(address: string, at: Date, via: 'reset-link' | 'profile'): MailMessage {
    return passwordChangedNotice(address, at, via, {
      forgot: `${this.config.appUrl}${FORGOT_PASSWORD_PATH}`,
      support: this.config.mail.supportEmail,
    });
  }
}
