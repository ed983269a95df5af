import { HttpException, HttpStatus } from '@nestjs/common';
import type { RateLimitDecision } from '../rate-limits/rate-limit-store.port.js';

/**
 * "Not now, try again in N seconds": 429 for a client over its limit, 503 when the server is saturated. The
 * problem-details filter sends `retryAfterSeconds` as the `Retry-After` header, so rate limits and load
 * shedding need no access to the response object.
 */
export class RetryLaterException extends HttpException {
  constructor(
    status: HttpStatus.TOO_MANY_REQUESTS | HttpStatus.SERVICE_UNAVAILABLE,
    message: string,
    readonly retryAfterSeconds: number,
    code: string,
  ) {
    super({ message, code }, status);
  }
}

/** Whole seconds to wait, at least 1 (a `Retry-After: 0` would invite an immediate retry). */
export const waitSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** "einer Minute" / "60 Minuten", for German "Bitte versuchen Sie es in … erneut." */
export function inMinutes(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? 'einer Minute' : `${minutes} Minuten`;
}

/** Throws 429 with `Retry-After` when a rate limiter refused; `message` gets the seconds to wait. */
export function enforceRateLimit(
  decision: RateLimitDecision,
  message: (seconds: number) => string,
  code = 'rate_limited',
): void {
  if (decision.allowed) return;
  const seconds = waitSeconds(decision.retryAfterMs);
  throw new RetryLaterException(HttpStatus.TOO_MANY_REQUESTS, message(seconds), seconds, code);
}
