import { describeWithMongo } from '../../../platform/read-store/mongo/mongo-test-server.test-kit.js';
import { adminDashboardQueriesContract } from '../contract/admin-dashboard-queries.contract.test-kit.js';
import { mongoAdminDashboardQueriesHarness } from './admin-dashboard-queries.mongo-harness.test-kit.js';

describeWithMongo('MongoDB admin dashboard queries', () => {
  const { harness, build, fresh, dropAll } = mongoAdminDashboardQueriesHarness();
  afterEach(dropAll);

  adminDashboardQueriesContract('MongoDB', harness);

  it('answers zeros and empty logs from a database no projection has prepared yet, creating nothing', async () => {
    const { queries, db } = await fresh();
    const facts = await queries.dashboardFacts({
      signupsSince: new Date('2026-11-14T00:00:00Z'),
      individualsCutoff: '2026-05-20',
      companiesCutoff: '2023-11-20',
      logLimit: 20,
    });
    expect(facts).toEqual({
      users: 0,
      recentSignups: 0,
      activeSubscriptions: 0,
      emailSubscribers: 0,
      cases: 0,
      companyCases: 0,
      pendingDeletion: { individuals: 0, companies: 0 },
      importRuns: [],
      finishedCleanups: [],
      latestCleanup: null,
    });
    expect(await queries.userEmail('u1')).toBeNull();
    expect(await db.listCollections().toArray()).toEqual([]);
  });

  it('has the indexes its queries use once the projections prepared their read models', async () => {
    const { db } = await build([]);
    const names = async (collection: string) => (await db.collection(collection).indexes()).map((index) => index.name);
    expect(await names('rm_retention_runs')).toEqual(expect.arrayContaining(['started_last', 'finished_last']));
    expect(await names('rm_subscriptions')).toContain('active_email');
    expect(await names('rm_users')).toContain('newest_first');
    expect(await names('rm_cases')).toContain('debtor_kind_newest_first');
  });
});
