import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  RATE_LIMIT_STORE,
  type RateLimitDecision,
  type RateLimitStore,
  type SlidingWindowLimit,
} from '../../rate-limits/rate-limit-store.port.js';
import { enforceRateLimit, inMinutes, waitSeconds } from '../retry-later.js';

/**
 * Links that fail their check (forged, malformed, unknown or revoked tokens) per client IP: a person mistypes a
 * handful; a script probing tokens is stopped. Only failures count: a genuine link is never refused because of
 * what others did from the same address. Calendar services (Google, Microsoft, Apple) fetch every subscriber's
 * feed from a few shared addresses, mail providers send every user's one-click unsubscribe from theirs, and mail
 * scanners open every link of every incoming mail: counting every open per IP let those crowds, or one prober
 * behind a company's NAT, lock everyone behind that address out of their feeds and links for ten minutes.
 */
export const SIGNED_LINK_FAILURES: SlidingWindowLimit = {
  name: 'signed-link-failures-ip',
  limit: 60,
  windowMs: 10 * 60_000,
};

/**
 * Opens of one genuine link, from wherever: a person opens it a few times, a calendar app every few minutes; a
 * link that leaked and is hammered (each open verifies, builds a page or a feed, may write an event) is stopped
 * alone. Keyed by a hash of the link, so the rate-limit store holds no token.
 */
export const SIGNED_LINK_OPENS: SlidingWindowLimit = { name: 'signed-link-opens', limit: 60, windowMs: 10 * 60_000 };

/** Too many failing links from this client's address. */
export const tooManyLinkRequests = (seconds: number) =>
  `Zu viele Anfragen von Ihrem Netzwerk. Bitte versuchen Sie es in ${inMinutes(seconds)} erneut.`;

/** This genuine link was opened too often (by anyone). */
export const linkOpenedTooOften = (seconds: number) =>
  `Dieser Link wurde in kurzer Zeit zu oft geöffnet. Bitte versuchen Sie es in ${inMinutes(seconds)} erneut.`;

/** A refused open: the seconds for `Retry-After` and the German text saying why. */
export interface LinkRefusal {
  readonly seconds: number;
  readonly message: string;
}

/** The key of a genuine link in the store: a hash of what identifies it (its token, or the feed's holder). */
const linkKey = (link: string) => createHash('sha256').update(link, 'utf8').digest('hex').slice(0, 32);

/**
 * The limits of the routes that take a signed token without login or API key (confirmation, recipient consent,
 * one-click unsubscribe, password reset, calendar feed). Shared by every API replica when the rate-limit store is.
 * The route checks the link first (a signature or a hash lookup, cheaper than a page) and then asks here with
 * `link`: what identifies the genuine link, or null when it failed the check.
 */
@Injectable()
export class SignedLinkLimit {
  constructor(@Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore) {}

  /** Counts the open; the refusal when its link (or, for a failed link, the IP) is over its limit, else null. */
  async refusal(ip: string | undefined, link: string | null): Promise<LinkRefusal | null> {
    const decision = await this.decide(ip, link);
    if (decision.allowed) return null;
    const seconds = waitSeconds(decision.retryAfterMs);
    return { seconds, message: (link === null ? tooManyLinkRequests : linkOpenedTooOften)(seconds) };
  }

  /** Counts the open, or throws 429 with `Retry-After` and a German message (JSON routes). */
  async enforce(ip: string | undefined, link: string | null): Promise<void> {
    enforceRateLimit(await this.decide(ip, link), link === null ? tooManyLinkRequests : linkOpenedTooOften);
  }

  private decide(ip: string | undefined, link: string | null): Promise<RateLimitDecision> {
    return link === null
      ? this.store.hit(SIGNED_LINK_FAILURES, ip ?? 'unknown')
      : this.store.hit(SIGNED_LINK_OPENS, linkKey(link));
  }
}
