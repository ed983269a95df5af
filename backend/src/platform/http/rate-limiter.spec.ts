import { fixedClock } from '../clock/clock.js';
import { SlidingWindowRateLimiter } from './rate-limiter.js';

describe('SlidingWindowRateLimiter', () => {
  it('allows `limit` attempts per window and key, then says when the next one is allowed', () => {
    const clock = fixedClock('2026-11-21T09:00:00Z');
    const limiter = new SlidingWindowRateLimiter({ limit: 2, windowMs: 60_000, clock });
    expect(limiter.hit('a')).toEqual({ allowed: true });
    clock.advance(10_000);
    expect(limiter.hit('a')).toEqual({ allowed: true });
    expect(limiter.hit('b')).toEqual({ allowed: true });
    clock.advance(5_000);
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterMs: 45_000 });
    clock.advance(45_000);
    expect(limiter.hit('a')).toEqual({ allowed: true });
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterMs: 10_000 });
  });

  it('forgets keys whose attempts expired once the map grows', () => {
    const clock = fixedClock('2026-11-21T09:00:00Z');
    const limiter = new SlidingWindowRateLimiter({ limit: 1, windowMs: 1_000, clock }, 2);
    limiter.hit('a');
    limiter.hit('b');
    clock.advance(2_000);
    limiter.hit('c');
    expect((limiter as unknown as { attempts: Map<string, number[]> }).attempts.size).toBe(1);
    expect(limiter.hit('a')).toEqual({ allowed: true });
  });
});
