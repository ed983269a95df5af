import type { Clock } from '../../clock/clock.js';
import {
  assertLimitName,
  refusal,
  type DailyCount,
  type RateLimitDecision,
  type RateLimitStore,
  type SlidingWindowLimit,
} from '../rate-limit-store.port.js';

/**
 * Rate limits in the memory of one process: good for the embedded profile (one process), and a restart
 * forgiving the counts is acceptable (they are brakes, not records). Keys whose attempts have all expired are
 * swept once the map grows, and the daily counters of past days are dropped when a new day is counted, so
 * memory stays bounded by the active clients.
 */
export class InMemoryRateLimitStore implements RateLimitStore {
  private readonly attempts = new Map<string, { readonly windowMs: number; times: number[] }>();
  private readonly daily = new Map<string, Map<string, number>>();

  constructor(
    private readonly clock: Clock,
    private readonly sweepAbove = 10_000,
  ) {}

  hit(window: SlidingWindowLimit, key: string): Promise<RateLimitDecision> {
    const now = this.now();
    const times = this.recent(window, key, now);
    const decision = refusal(times, window, now);
    if (decision.allowed) this.add(window, key, times, now);
    return Promise.resolve(decision);
  }

  check(window: SlidingWindowLimit, key: string): Promise<RateLimitDecision> {
    const now = this.now();
    return Promise.resolve(refusal(this.recent(window, key, now), window, now));
  }

  count(window: SlidingWindowLimit, key: string): Promise<number> {
    return Promise.resolve(this.recent(window, key, this.now()).length);
  }

  record(window: SlidingWindowLimit, key: string): Promise<void> {
    const now = this.now();
    this.add(window, key, this.recent(window, key, now), now);
    return Promise.resolve();
  }

  reset(window: SlidingWindowLimit, key: string): Promise<void> {
    this.attempts.delete(windowKey(window, key));
    return Promise.resolve();
  }

  take(name: string, key: string, day: string, limit: number): Promise<DailyCount> {
    assertLimitName(name);
    const dayKey = `${name}:${day}`;
    let counts = this.daily.get(dayKey);
    if (counts === undefined) {
      // A day counted for the first time: the counters of the days before it go (once, not on every request).
      for (const past of [...this.daily.keys()].filter((stored) => stored.slice(stored.indexOf(':') + 1) < day)) {
        this.daily.delete(past);
      }
      counts = new Map<string, number>();
      this.daily.set(dayKey, counts);
    }
    const used = counts.get(key) ?? 0;
    if (used >= limit) return Promise.resolve({ allowed: false, remaining: 0 });
    counts.set(key, used + 1);
    return Promise.resolve({ allowed: true, remaining: limit - used - 1 });
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  /** Keys held (windows and daily counters), for the memory-bound test. */
  get size(): number {
    return this.attempts.size + [...this.daily.values()].reduce((sum, counts) => sum + counts.size, 0);
  }

  private now(): number {
    return this.clock.now().getTime();
  }

  private recent(window: SlidingWindowLimit, key: string, now: number): number[] {
    return (this.attempts.get(windowKey(window, key))?.times ?? []).filter((at) => at > now - window.windowMs);
  }

  private add(window: SlidingWindowLimit, key: string, recent: number[], now: number): void {
    this.attempts.set(windowKey(window, key), { windowMs: window.windowMs, times: [...recent, now] });
    if (this.attempts.size > this.sweepAbove) this.sweep(now);
  }

  private sweep(now: number): void {
    for (const [key, { windowMs, times }] of this.attempts) {
      if (times[times.length - 1] <= now - windowMs) this.attempts.delete(key);
    }
  }
}

function windowKey(window: SlidingWindowLimit, key: string): string {
  assertLimitName(window.name);
  return `${window.name}:${key}`;
}
