import { type CanActivate, type ExecutionContext, HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  RATE_LIMIT_STORE,
  type RateLimitStore,
  type SlidingWindowLimit,
} from '../../platform/rate-limits/rate-limit-store.port.js';

/** Contact messages per client IP and window: generous for people, a brake for scripts. */
export const CONTACT_RATE_LIMIT: SlidingWindowLimit = { name: 'contact-ip', limit: 5, windowMs: 10 * 60_000 };

/** 429 with `Retry-After` and a German message once an IP has sent its quota (honeypot hits count too). */
@Injectable()
export class ContactRateLimitGuard implements CanActivate {
  constructor(@Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const decision = await this.store.hit(CONTACT_RATE_LIMIT, request.ip ?? 'unknown');
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
