import { berlinDate } from '../../clock/berlin-time.js';
import { fixedClock, type Clock } from '../../clock/clock.js';
import type { RateLimitStore, SlidingWindowLimit } from '../rate-limit-store.port.js';

/** Opens a fresh, empty store reading time from `clock`; the adapter's spec cleans up after each test. */
export type RateLimitStoreHarness = (clock: Clock) => Promise<RateLimitStore>;

const MINUTE = 60_000;

/** What every adapter of RateLimitStore must do: the behaviour the HTTP limits rely on. */
export function rateLimitStoreContract(adapter: string, open: RateLimitStoreHarness): void {
  describe(`RateLimitStore contract (${adapter})`, () => {
    const twoPerMinute: SlidingWindowLimit = { name: 'contract-two', limit: 2, windowMs: MINUTE };

    it('allows `limit` hits per window and key, then says when the next one is allowed as the window slides', async () => {
      const clock = fixedClock('2026-11-21T09:00:00Z');
      const store = await open(clock);
      expect(await store.hit(twoPerMinute, 'a')).toEqual({ allowed: true });
      clock.advance(10_000);
      expect(await store.hit(twoPerMinute, 'a')).toEqual({ allowed: true });
      expect(await store.hit(twoPerMinute, 'b')).toEqual({ allowed: true });
      clock.advance(5_000);
      expect(await store.hit(twoPerMinute, 'a')).toEqual({ allowed: false, retryAfterMs: 45_000 });
      // A refused hit is not counted: the oldest attempt leaves the window as announced.
      clock.advance(45_000);
      expect(await store.hit(twoPerMinute, 'a')).toEqual({ allowed: true });
      expect(await store.hit(twoPerMinute, 'a')).toEqual({ allowed: false, retryAfterMs: 10_000 });
      clock.advance(10_000);
      expect(await store.hit(twoPerMinute, 'a')).toEqual({ allowed: true });
    });

    it('keeps limits of different names apart, even for the same key', async () => {
      const clock = fixedClock('2026-11-21T09:00:00Z');
      const store = await open(clock);
      const other: SlidingWindowLimit = { name: 'contract-other', limit: 1, windowMs: MINUTE };
      expect(await store.hit(other, 'a')).toEqual({ allowed: true });
      expect(await store.hit(other, 'a')).toMatchObject({ allowed: false });
      expect(await store.hit(twoPerMinute, 'a')).toEqual({ allowed: true });
    });

    it('checks without counting, records without refusing, and waits until enough recorded attempts expired', async () => {
      const clock = fixedClock('2026-11-21T09:00:00Z');
      const store = await open(clock);
      expect(await store.check(twoPerMinute, 'a')).toEqual({ allowed: true });
      expect(await store.check(twoPerMinute, 'a')).toEqual({ allowed: true });
      await store.record(twoPerMinute, 'a');
      clock.advance(10_000);
      await store.record(twoPerMinute, 'a');
      clock.advance(10_000);
      await store.record(twoPerMinute, 'a');
      // Three within the window, limit two: allowed again once the first two have left it.
      expect(await store.check(twoPerMinute, 'a')).toEqual({ allowed: false, retryAfterMs: 50_000 });
      expect(await store.check(twoPerMinute, 'b')).toEqual({ allowed: true });
      clock.advance(50_000);
      expect(await store.check(twoPerMinute, 'a')).toEqual({ allowed: true });
      // Old attempts do not count again after new ones were recorded.
      await store.record(twoPerMinute, 'a');
      expect(await store.check(twoPerMinute, 'a')).toEqual({ allowed: false, retryAfterMs: 10_000 });
    });

    it('counts the attempts within the window, per key, however many there are', async () => {
      const clock = fixedClock('2026-11-21T09:00:00Z');
      const store = await open(clock);
      expect(await store.count(twoPerMinute, 'a')).toBe(0);
      // More than the limit: a count is not capped by it (the login delay grows past it).
      for (let i = 0; i < 4; i++) {
        await store.record(twoPerMinute, 'a');
        clock.advance(10_000);
      }
      await store.record(twoPerMinute, 'b');
      expect(await store.count(twoPerMinute, 'a')).toBe(4);
      expect(await store.count(twoPerMinute, 'b')).toBe(1);
      // Recorded at 0, 10, 20 and 30 s; at 70.001 s the first two have left the minute.
      clock.advance(30_001);
      expect(await store.count(twoPerMinute, 'a')).toBe(2);
      await store.reset(twoPerMinute, 'a');
      expect(await store.count(twoPerMinute, 'a')).toBe(0);
    });

    it('forgets a key on reset and nothing else', async () => {
      const clock = fixedClock('2026-11-21T09:00:00Z');
      const store = await open(clock);
      for (const key of ['a', 'a', 'b', 'b']) await store.record(twoPerMinute, key);
      await store.reset(twoPerMinute, 'a');
      await store.reset(twoPerMinute, 'never-seen');
      expect(await store.check(twoPerMinute, 'a')).toEqual({ allowed: true });
      expect(await store.hit(twoPerMinute, 'a')).toEqual({ allowed: true });
      expect(await store.check(twoPerMinute, 'b')).toMatchObject({ allowed: false });
    });

    it('treats keys literally (addresses, IPs, separators)', async () => {
      const clock = fixedClock('2026-11-21T09:00:00Z');
      const store = await open(clock);
      const one: SlidingWindowLimit = { name: 'contract-one', limit: 1, windowMs: MINUTE };
      for (const key of ['erika@example.org', '::1', 'a:b', 'a', '$where', 'a.b']) {
        expect(await store.hit(one, key)).toEqual({ allowed: true });
      }
      expect(await store.hit(one, 'a:b')).toMatchObject({ allowed: false });
    });

    it('counts a day per name and key, refuses beyond the limit and starts again on the next Berlin day', async () => {
      const clock = fixedClock('2026-11-21T22:30:00Z'); // 23:30 in Berlin
      const store = await open(clock);
      const today = () => berlinDate(clock.now());
      expect(await store.take('contract-queries', 'u1', today(), 2)).toEqual({ allowed: true, remaining: 1 });
      expect(await store.take('contract-queries', 'u1', today(), 2)).toEqual({ allowed: true, remaining: 0 });
      expect(await store.take('contract-queries', 'u1', today(), 2)).toEqual({ allowed: false, remaining: 0 });
      expect(await store.take('contract-queries', 'u2', today(), 2)).toEqual({ allowed: true, remaining: 1 });
      expect(await store.take('contract-exports', 'u1', today(), 2)).toEqual({ allowed: true, remaining: 1 });
      // A higher limit (e.g. after an upgrade to Pro) counts on from the day's uses.
      expect(await store.take('contract-queries', 'u1', today(), 5)).toEqual({ allowed: true, remaining: 2 });
      clock.set('2026-11-21T23:00:01Z'); // 00:00:01 in Berlin, still the 21st in UTC
      expect(today()).toBe('2026-11-22');
      expect(await store.take('contract-queries', 'u1', today(), 2)).toEqual({ allowed: true, remaining: 1 });
    });
  });
}
