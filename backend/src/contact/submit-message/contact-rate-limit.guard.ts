import { type CanActivate, type ExecutionContext, HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { SlidingWindowRateLimiter } from '../../platform/http/rate-limiter.js';

/** Contact messages per client IP and window: generous for people, a brake for scripts. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 } as const;

/** 429 with `Retry-After` and a German message once an IP has sent its quota (honeypot hits count too). */
@Injectable()
export class ContactRateLimitGuard implements CanActivate {
  private readonly limiter: SlidingWindowRateLimiter;

  constructor(@Inject(CLOCK) clock: Clock) {
    this.limiter = new SlidingWindowRateLimiter({ ...CONTACT_RATE_LIMIT, clock });
  }

  canActivate(context: ExecutionContext): boolean {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const decision = this.limiter.hit(request.ip ?? 'unknown');
    if (decision.allowed) return true;
    const seconds = Math.ceil(decision.retryAfterMs / 1000);
    const minutes = Math.ceil(seconds / 60);
    http.getResponse<Response>().setHeader('Retry-After', String(seconds));
    throw new HttpException(
      {
        message: `Zu viele Nachrichten. Bitte versuchen Sie es in ${minutes === 1 ? 'einer Minute' : `${minutes} Minuten`} erneut.`,
        code: 'rate_limited',
      },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}
