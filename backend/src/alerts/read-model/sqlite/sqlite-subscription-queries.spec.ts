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
