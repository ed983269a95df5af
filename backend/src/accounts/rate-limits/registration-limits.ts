import type { Clock } from '../../platform/clock/clock.js';
import { SlidingWindowRateLimiter } from '../../platform/http/rate-limiter.js';
import { enforceRateLimit, inMinutes } from '../../platform/http/retry-later.js';

const HOUR = 60 * 60 * 1000;

/**
 * Registrations per client IP and hour (`REGISTRATIONS_PER_IP`, issue #12): each valid registration attempt
 * costs an argon2 hash and a mail, so a script gets 429 with Retry-After long before it can flood either.
 * The client IP is Express's `request.ip` (trust proxy: loopback), as for the login and contact limits.
 */
export class RegistrationLimit {
  private readonly perIp: SlidingWindowRateLimiter;

  constructor(clock: Clock, perHour: number) {
    this.perIp = new SlidingWindowRateLimiter({ limit: perHour, windowMs: HOUR, clock });
  }

  /** Counts an attempt from `ip`, or throws 429 when the IP has used its registrations of the window. */
  take(ip: string): void {
    enforceRateLimit(
      this.perIp.hit(ip),
      (seconds) =>
        `Zu viele Registrierungen von Ihrem Netzwerk. Bitte versuchen Sie es in ${inMinutes(seconds)} erneut.`,
    );
  }
}

/** "Bestätigungsmail erneut senden": a few mails per account and hour, so the button cannot be used to spam. */
export class ConfirmationResendLimit {
  static readonly PER_HOUR = 3;
  private readonly perUser: SlidingWindowRateLimiter;

  constructor(clock: Clock) {
    this.perUser = new SlidingWindowRateLimiter({ limit: ConfirmationResendLimit.PER_HOUR, windowMs: HOUR, clock });
  }

  take(userId: string): void {
    enforceRateLimit(
      this.perUser.hit(userId),
      (seconds) => `Zu viele Bestätigungsmails. Bitte versuchen Sie es in ${inMinutes(seconds)} erneut.`,
    );
  }
}
