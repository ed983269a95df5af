import type { RateLimitStore, SlidingWindowLimit } from '../../platform/rate-limits/rate-limit-store.port.js';
import { enforceRateLimit, inMinutes } from '../../platform/http/retry-later.js';

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

/** "Bestätigungsmail erneut senden": a few mails per account and hour, so the button cannot be used to spam. */
export class ConfirmationResendLimit {
  static readonly PER_HOUR = 3;
  private static readonly PER_USER: SlidingWindowLimit = {
    name: 'confirmation-resend-user',
    limit: ConfirmationResendLimit.PER_HOUR,
    windowMs: HOUR,
  };

  constructor(private readonly store: RateLimitStore) {}

  async take(userId: string): Promise<void> {
    enforceRateLimit(
      await this.store.hit(ConfirmationResendLimit.PER_USER, userId),
      (seconds) => `Zu viele Bestätigungsmails. Bitte versuchen Sie es in ${inMinutes(seconds)} erneut.`,
    );
  }
}
