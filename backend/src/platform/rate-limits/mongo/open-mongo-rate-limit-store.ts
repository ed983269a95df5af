import type { Clock } from '../../clock/clock.js';
import { databaseOf, openMongoConnection } from '../../read-store/mongo/mongo-connection.js';
import type { RateLimitStore } from '../rate-limit-store.port.js';
import { MongoRateLimitStore } from './mongo-rate-limit-store.js';

/**
 * The rate-limit store on the MongoDB database of `url` (`RATE_LIMIT_STORE=mongo`, `MONGO_URL`), on a connection
 * of its own that `close()` ends. Fails the start when the server does not answer.
 */
export async function openMongoRateLimitStore(
  url: string,
  clock: Clock,
  onSweepError: (error: unknown) => void,
): Promise<RateLimitStore> {
  const connection = await openMongoConnection(url);
  try {
    const store = new MongoRateLimitStore(databaseOf(connection), clock, onSweepError);
    await store.prepare();
    return {
      hit: (window, key) => store.hit(window, key),
      check: (window, key) => store.check(window, key),
      count: (window, key) => store.count(window, key),
      record: (window, key) => store.record(window, key),
      reset: (window, key) => store.reset(window, key),
      take: (name, key, day, limit) => store.take(name, key, day, limit),
      close: async () => {
        await store.close();
        await connection.close();
      },
    };
  } catch (error) {
    await connection.close().catch(() => undefined);
    throw error;
  }
}
