import { Inject, Injectable } from '@nestjs/common';
import {
  RATE_LIMIT_STORE,
  type RateLimitStore,
  type SlidingWindowLimit,
} from '../../rate-limits/rate-limit-store.port.js';
import { enforceRateLimit, inMinutes, waitSeconds } from '../retry-later.js';

/**
 * Opens of signed links per client IP (confirmation, recipient consent, one-click unsubscribe): a person
 * clicks a handful; a script probing tokens or hammering the pages (each one verifies an HMAC and may write an
 * event) is stopped. Shared by every route that takes a signed token, and by every API replica when the
 * rate-limit store is shared.
 */
export const SIGNED_LINK_LIMIT: SlidingWindowLimit = { name: 'signed-link-ip', limit: 60, windowMs: 10 * 60_000 };

export const tooManyLinkRequests = (seconds: number) =>
  `Zu viele Anfragen von Ihrem Netzwerk. Bitte versuchen Sie es in ${inMinutes(seconds)} erneut.`;

@Injectable()
export class SignedLinkLimit {
  constructor(@Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore) {}

  /** Counts an open from `ip`; the seconds to wait when the IP is over its limit, else null (HTML pages). */
  async refusal(ip: string | undefined): Promise<number | null> {
    const decision = await this.store.hit(SIGNED_LINK_LIMIT, ip ?? 'unknown');
    return decision.allowed ? null : waitSeconds(decision.retryAfterMs);
  }

  /** Counts an open from `ip`, or throws 429 with `Retry-After` and a German message (JSON routes). */
  async enforce(ip: string | undefined): Promise<void> {
    enforceRateLimit(await this.store.hit(SIGNED_LINK_LIMIT, ip ?? 'unknown'), tooManyLinkRequests);
  }
}
