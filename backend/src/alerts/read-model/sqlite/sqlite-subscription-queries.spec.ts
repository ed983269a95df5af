import { openDatabase } from '../../../platform/sqlite/open-database.js';
import { subscriptionQueriesContract } from '../contract/subscription-queries.contract.test-kit.js';
import { sqliteSubscriptionQueriesHarness } from './subscription-queries.sqlite-harness.test-kit.js';
import { SqliteSubscriptionQueries } from './sqlite-subscription-queries.js';

subscriptionQueriesContract('SQLite', sqliteSubscriptionQueriesHarness);

describe('SqliteSubscriptionQueries before the read models exist (fresh data directory)', () => {
  it('answers empty instead of failing', async () => {
    const queries = new SqliteSubscriptionQueries(openDatabase(':memory:'));
    expect(await queries.ofOwner('user-1')).toEqual([]);
    expect(await queries.find('x')).toBeNull();
    expect(await queries.countOfOwner('user-1')).toBe(0);
    expect(await queries.owner('user-1')).toBeNull();
    expect(await queries.savedSearchCandidates(1n)).toEqual([]);
    expect(await queries.lastDigestDay('a@example.de')).toBeNull();
  });
});

describe('SqliteSubscriptionQueries.appliedUpTo (issue #15: what the matcher may rely on, in any process)', () => {
  it("answers the lower of the subscriptions' and saved searches' stored checkpoints, 0 before both exist", async () => {
    const db = openDatabase(':memory:');
    const queries = new SqliteSubscriptionQueries(db);
    expect(await queries.appliedUpTo()).toBe(0n);
    // The projection runner's checkpoint table (projections/src/runner/checkpoints.ts).
    db.exec(`CREATE TABLE projection_checkpoints (
      name TEXT PRIMARY KEY, position INTEGER NOT NULL, version INTEGER NOT NULL, updated_at TEXT NOT NULL)`);
    const checkpoint = db.prepare("INSERT OR REPLACE INTO projection_checkpoints VALUES (?, ?, 1, '')");
    checkpoint.run('subscriptions', 12);
    checkpoint.run('cases', 99);
    expect(await queries.appliedUpTo()).toBe(0n);
    checkpoint.run('saved-searches', 2n ** 53n + 1n);
    expect(await queries.appliedUpTo()).toBe(12n);
    checkpoint.run('subscriptions', 2n ** 53n + 7n);
    expect(await queries.appliedUpTo()).toBe(2n ** 53n + 1n);
  });
});
