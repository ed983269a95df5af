import type { RateLimitStore, SlidingWindowLimit } from '../../platform/rate-limits/rate-limit-store.port.js';
import { enforceRateLimit, inMinutes } from '../../platform/http/retry-later.js';
import { foldAddress } from '../../platform/text/address-key.js';

const HOUR = 60 * 60 * 1000;

/**
 * Registrations per client IP and hour (`REGISTRATIONS_PER_IP`, issue #12): each valid registration attempt
 * costs an argon2 hash and a mail, so a script gets 429 with Retry-After long before it can flood either.
 * The client IP is Express's `request.ip` (trust proxy: loopback), as for the login and contact limits.
 */
export class RegistrationLimit {
  private readonly perIp: SlidingWindowLimit;

  constructor(
    private readonly store: RateLimitStore,
    perHour: number,
  ) {
    this.perIp = { name: 'registrations-ip', limit: perHour, windowMs: HOUR };
  }

  /** Counts an attempt from `ip`, or throws 429 when the IP has used its registrations of the window. */
  async take(ip: string): Promise<void> {
    enforceRateLimit(
      await this.store.hit(this.perIp, ip),
      (seconds) =>
        `Zu viele Registrierungen von Ihrem Netzwerk. Bitte versuchen Sie es in ${inMinutes(seconds)} erneut.`,
    );
  }
}

/**
 * Confirmation mails an account asks for ("Bestätigungsmail erneut senden", a new address in the profile): at
 * most `PER_HOUR` per account and `PER_HOUR` per target address (folded), whichever account asks, so neither
 * button can be used to flood a mailbox (issue #28: 20 profile changes sent 20 mails).
 */
export class ConfirmationMailLimit {
  static readonly PER_HOUR = 3;
  private static readonly PER_USER: SlidingWindowLimit = {
    name: 'confirmation-resend-user',
    limit: ConfirmationMailLimit.PER_HOUR,
    windowMs: HOUR,
  };
  private static readonly PER_ADDRESS: SlidingWindowLimit = {
    name: 'confirmation-mail-address',
    limit: ConfirmationMailLimit.PER_HOUR,
    windowMs: HOUR,
  };

  constructor(private readonly store: RateLimitStore) {}

  /** Counts a mail of `userId` to `address`, or throws 429 (German, Retry-After) when either limit is used up. */
  async take(userId: string, address: string): Promise<void> {
    enforceRateLimit(
      await this.store.hit(ConfirmationMailLimit.PER_USER, userId),
      (seconds) => `Zu viele Bestätigungsmails. Bitte versuchen Sie es in ${inMinutes(seconds)} erneut.`,
    );
    enforceRateLimit(
      await this.store.hit(ConfirmationMailLimit.PER_ADDRESS, foldAddress(address)),
      (seconds) =>
        `An diese E-Mail-Adresse wurden zu viele Bestätigungsmails gesendet. Bitte versuchen Sie es in ${inMinutes(seconds)} erneut.`,
    );
  }

  /** Counts a mail to `address` that no account asked for (a registration notice); false: the hour's are used. */
  async mayMail(address: string): Promise<boolean> {
    return (await this.store.hit(ConfirmationMailLimit.PER_ADDRESS, foldAddress(address))).allowed;
  }
}
