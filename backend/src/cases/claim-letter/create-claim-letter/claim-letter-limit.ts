import type { SlidingWindowLimit } from '../../../platform/rate-limits/rate-limit-store.port.js';
import { inMinutes } from '../../../platform/http/retry-later.js';

/**
 * Letters per user: each one is a PDF laid out on the API's thread (tens of milliseconds of CPU), so one account
 * sending them in a loop would slow every other user's requests. A person writes a few, downloads again after a
 * correction or two; 30 in any 10 minutes leaves room for that and stops a script (per user, across API replicas
 * when the rate-limit store is shared).
 */
export const CLAIM_LETTER_LIMIT: SlidingWindowLimit = { name: 'claim-letter-user', limit: 30, windowMs: 10 * 60_000 };

export const tooManyLetters = (seconds: number) =>
  `Zu viele Anschreiben in kurzer Zeit. Bitte versuchen Sie es in ${inMinutes(seconds)} erneut.`;
