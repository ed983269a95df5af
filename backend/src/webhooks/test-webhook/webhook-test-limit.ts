import { inMinutes } from '../../platform/http/retry-later.js';
import type { SlidingWindowLimit } from '../../platform/rate-limits/rate-limit-store.port.js';

/**
 * Test events per user: each one is an outgoing POST to a URL the user typed, which need not be theirs. A person
 * setting up a receiver sends a handful while fixing it; 20 in any 10 minutes leaves room for that and keeps an
 * account from using us to flood someone else's server (before this, only the write budget of 600 changes in 10
 * minutes bounded it; per user, across API replicas when the rate-limit store is shared).
 */
export const WEBHOOK_TEST_LIMIT: SlidingWindowLimit = { name: 'webhook-test-user', limit: 20, windowMs: 10 * 60_000 };

export const tooManyTests = (seconds: number) =>
  `Zu viele Testereignisse in kurzer Zeit. Bitte versuchen Sie es in ${inMinutes(seconds)} erneut.`;
