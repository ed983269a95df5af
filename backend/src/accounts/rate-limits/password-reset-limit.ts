import type { RateLimitStore, SlidingWindowLimit } from '../../platform/rate-limits/rate-limit-store.port.js';
import { enforceRateLimit, inMinutes } from '../../platform/http/retry-later.js';

/**
 * "Passwort vergessen" requests per client IP and hour: a person asks once or twice; a script walking a list of
 * addresses gets 429 with Retry-After. The mails themselves also count against the per-address limit of
 * `ConfirmationMailLimit`, so no sender can flood one mailbox from many IPs.
 */
export class PasswordResetLimit {
  static readonly PER_IP_AND_HOUR = 10;
  private static readonly PER_IP: SlidingWindowLimit = {
    name: 'password-reset-ip',
    limit: PasswordResetLimit.PER_IP_AND_HOUR,
    windowMs: 60 * 60 * 1000,
  };

  constructor(private readonly store: RateLimitStore) {}

  /** Counts a request from `ip`, or throws 429 (German, Retry-After) when the IP has used its requests. */
  async take(ip: string): Promise<void> {
    enforceRateLimit(
      await this.store.hit(PasswordResetLimit.PER_IP, ip),
      (seconds) =>
        `Zu viele Anfragen zum Zurücksetzen des Passworts von Ihrem Netzwerk. Bitte versuchen Sie es in ${inMinutes(seconds)} erneut.`,
    );
  }
}
