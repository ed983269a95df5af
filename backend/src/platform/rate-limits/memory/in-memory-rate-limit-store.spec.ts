import { fixedClock } from '../../clock/clock.js';
import { rateLimitStoreContract } from '../contract/rate-limit-store.contract.test-kit.js';
import { InMemoryRateLimitStore } from './in-memory-rate-limit-store.js';

rateLimitStoreContract('in memory', (clock) => Promise.resolve(new InMemoryRateLimitStore(clock)));

describe('InMemoryRateLimitStore', () => {
  it('forgets keys whose attempts expired once the map grows, and past days once a new day is counted', async () => {
    const clock = fixedClock('2026-11-21T09:00:00Z');
    const store = new InMemoryRateLimitStore(clock, 2);
    const window = { name: 'one', limit: 1, windowMs: 1_000 };
    await store.hit(window, 'a');
    await store.hit(window, 'b');
    clock.advance(2_000);
    await store.hit(window, 'c');
    expect(store.size).toBe(1);
    expect(await store.hit(window, 'a')).toEqual({ allowed: true });

    await store.reset(window, 'a');
    await store.reset(window, 'c');
    await store.take('queries', 'u1', '2026-11-21', 5);
    await store.take('queries', 'u2', '2026-11-21', 5);
    await store.take('queries', 'u1', '2026-11-22', 5);
    expect(store.size).toBe(1);
  });
});
