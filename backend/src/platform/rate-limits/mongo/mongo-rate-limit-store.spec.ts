import { createHash } from 'node:crypto';
import type { Connection } from 'mongoose';
import { fixedClock, type Clock } from '../../clock/clock.js';
import { databaseOf, openMongoConnection } from '../../read-store/mongo/mongo-connection.js';
import { describeWithMongo, freshDatabaseUrl } from '../../read-store/mongo/mongo-test-server.test-kit.js';
import { rateLimitStoreContract } from '../contract/rate-limit-store.contract.test-kit.js';
import type { SlidingWindowLimit } from '../rate-limit-store.port.js';
import { openMongoRateLimitStore } from './open-mongo-rate-limit-store.js';
import {
  MongoRateLimitStore,
  RATE_LIMIT_DAILY_USES,
  RATE_LIMIT_ATTEMPTS,
  SWEEP_EVERY_MS,
} from './mongo-rate-limit-store.js';

/** A counted key as the store keeps it (its SHA-256). */
const hashed = (key: string) => createHash('sha256').update(key, 'utf8').digest('base64url');

describeWithMongo('MongoDB rate-limit store', () => {
  let connections: Connection[] = [];

  /** A connection to a fresh database: each is one API replica's view of the shared store. */
  const connect = async (url = freshDatabaseUrl()) => {
    const connection = await openMongoConnection(url);
    connections.push(connection);
    return connection;
  };
  const storeOn = async (connection: Connection, clock: Clock) => {
    const store = new MongoRateLimitStore(databaseOf(connection), clock);
    await store.prepare();
    return store;
  };

  afterEach(async () => {
    const dropped = new Set<string>();
    for (const connection of connections) {
      const db = databaseOf(connection);
      if (!dropped.has(db.databaseName)) await db.dropDatabase();
      dropped.add(db.databaseName);
      await connection.close();
    }
    connections = [];
  });

  rateLimitStoreContract('MongoDB', async (clock) => storeOn(await connect(), clock));

  describe('two API replicas on one database', () => {
    const tenPerMinute: SlidingWindowLimit = { name: 'shared-ten', limit: 10, windowMs: 60_000 };

    const twoReplicas = async (clock: Clock) => {
      const url = freshDatabaseUrl();
      return [await storeOn(await connect(url), clock), await storeOn(await connect(url), clock)] as const;
    };

    it('enforce one sliding window together, and a reset on one holds on the other', async () => {
      const clock = fixedClock('2026-11-21T09:00:00Z');
      const [a, b] = await twoReplicas(clock);
      const login: SlidingWindowLimit = { name: 'shared-login', limit: 3, windowMs: 60_000 };
      await a.record(login, 'erika@example.org');
      await b.record(login, 'erika@example.org');
      expect(await a.check(login, 'erika@example.org')).toEqual({ allowed: true });
      await a.record(login, 'erika@example.org');
      expect(await b.check(login, 'erika@example.org')).toEqual({ allowed: false, retryAfterMs: 60_000 });
      await b.reset(login, 'erika@example.org');
      expect(await a.check(login, 'erika@example.org')).toEqual({ allowed: true });
    });

    it('allow exactly `limit` of 50 parallel hits spread over both', async () => {
      const clock = fixedClock('2026-11-21T09:00:00Z');
      const [a, b] = await twoReplicas(clock);
      const decisions = await Promise.all(
        Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? a : b).hit(tenPerMinute, '203.0.113.7')),
      );
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(10);
      expect(await a.check(tenPerMinute, '203.0.113.7')).toEqual({ allowed: false, retryAfterMs: 60_000 });
    });

    it('allow exactly `limit` of 50 parallel hits once the old attempts expired', async () => {
      const clock = fixedClock('2026-11-21T09:00:00Z');
      const [a, b] = await twoReplicas(clock);
      for (let i = 0; i < 10; i++) await a.hit(tenPerMinute, 'k');
      clock.advance(60_000);
      const decisions = await Promise.all(
        Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? a : b).hit(tenPerMinute, 'k')),
      );
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(10);
    });

    it('count exactly `limit` of 50 parallel daily takes', async () => {
      const clock = fixedClock('2026-11-21T09:00:00Z');
      const [a, b] = await twoReplicas(clock);
      const takes = await Promise.all(
        Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? a : b).take('shared-queries', 'u1', '2026-11-21', 10)),
      );
      expect(takes.filter((take) => take.allowed)).toHaveLength(10);
      expect(takes.map((take) => take.remaining).sort((x, y) => x - y)).toEqual([
        ...Array<number>(40).fill(0),
        ...Array.from({ length: 10 }, (_, i) => i),
      ]);
    });
  });

  it('creates its collections with a unique sequence per key and an index on the expiry, and sweeps what is over', async () => {
    const clock = fixedClock('2026-11-21T09:00:00Z');
    const connection = await connect();
    const store = await storeOn(connection, clock);
    await store.prepare(); // idempotent: every replica prepares on start
    const db = databaseOf(connection);
    for (const name of [RATE_LIMIT_ATTEMPTS, RATE_LIMIT_DAILY_USES]) {
      const indexes = await db.collection(name).indexes();
      expect(indexes).toContainEqual(expect.objectContaining({ key: { lk: 1, seq: 1 }, unique: true }));
      expect(indexes.map((index) => index.key)).toContainEqual({ expiresAt: 1 });
    }
    const minute: SlidingWindowLimit = { name: 'sweep-minute', limit: 5, windowMs: 60_000 };
    const hour: SlidingWindowLimit = { name: 'sweep-hour', limit: 5, windowMs: 3_600_000 };
    await store.hit(minute, 'gone');
    await store.record(hour, 'kept');
    await store.take('sweep-queries', 'u1', '2026-11-21', 5);
    clock.advance(2 * 60_000);
    expect(await store.sweepExpired()).toBe(1);
    expect(await db.collection(RATE_LIMIT_ATTEMPTS).distinct('lk')).toEqual([`sweep-hour:${hashed('kept')}`]);
    clock.set('2026-11-23T00:00:00Z'); // two days after the counted day began
    expect(await store.sweepExpired()).toBe(2);
    expect(await db.collection(RATE_LIMIT_DAILY_USES).countDocuments()).toBe(0);
  });

  it('keeps the counted keys (e-mail addresses, IPs) only as hashes, so an erased account leaves no address', async () => {
    const clock = fixedClock('2026-11-21T09:00:00Z');
    const connection = await connect();
    const store = await storeOn(connection, clock);
    const login: SlidingWindowLimit = { name: 'login-account', limit: 5, windowMs: 15 * 60_000 };
    await store.record(login, 'geloescht@example.de');
    await store.hit({ name: 'login-ip', limit: 20, windowMs: 60_000 }, '203.0.113.7');
    await store.take('api-queries', 'nutzer-4711', '2026-11-21', 5);
    expect(await store.check({ ...login, limit: 1 }, 'geloescht@example.de')).toMatchObject({ allowed: false });
    const db = databaseOf(connection);
    const stored = JSON.stringify([
      await db.collection(RATE_LIMIT_ATTEMPTS).find().toArray(),
      await db.collection(RATE_LIMIT_DAILY_USES).find().toArray(),
    ]);
    expect(stored).toContain('login-account:');
    expect(stored).not.toMatch(/geloescht|203\.0\.113|nutzer-4711/);
  });

  it('sweeps by itself at most every ten minutes, on the next counted attempt', async () => {
    const clock = fixedClock('2026-11-21T09:00:00Z');
    const connection = await connect();
    const store = await storeOn(connection, clock);
    const minute: SlidingWindowLimit = { name: 'auto-minute', limit: 5, windowMs: 60_000 };
    await store.hit(minute, 'old');
    clock.advance(SWEEP_EVERY_MS);
    await store.hit(minute, 'new');
    await store.close(); // waits for the sweep the hit started
    expect(await databaseOf(connection).collection(RATE_LIMIT_ATTEMPTS).distinct('lk')).toEqual([
      `auto-minute:${hashed('new')}`,
    ]);
  });

  it('is opened from MONGO_URL on a connection of its own', async () => {
    const url = freshDatabaseUrl();
    const clock = fixedClock('2026-11-21T09:00:00Z');
    const store = await openMongoRateLimitStore(url, clock, () => undefined);
    const window: SlidingWindowLimit = { name: 'opened', limit: 1, windowMs: 60_000 };
    expect(await store.hit(window, 'a')).toEqual({ allowed: true });
    await store.close();
    const check = await connect(url); // dropped after the test
    expect(await databaseOf(check).collection(RATE_LIMIT_ATTEMPTS).countDocuments()).toBe(1);
  });
});
