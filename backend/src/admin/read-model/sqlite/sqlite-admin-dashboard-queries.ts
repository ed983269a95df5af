import type { FactoryProvider } from '@nestjs/common';
import type { DatabaseSync } from 'node:sqlite';
import { READ_DB } from '../../../platform/read-store/sqlite/read-db.js';
import { readModelMissing } from '../../../platform/read-store/sqlite/read-model-missing.js';
import {
  ADMIN_DASHBOARD_QUERIES,
  type AdminDashboardQueries,
  type CleanupRunSummary,
  type DashboardCriteria,
  type DashboardFacts,
  type ImportRunSummary,
} from '../admin-dashboard-queries.port.js';

/** The JSON document of `rm_import_runs` (older runs lack the later fields). */
type ImportRunDoc = Omit<ImportRunSummary, 'fetched' | 'failureReason' | 'progress'> &
  Partial<Pick<ImportRunSummary, 'fetched' | 'failureReason' | 'progress'>>;

/** `AdminDashboardQueries` over the SQLite read models of accounts, subscriptions, cases and runs. */
export class SqliteAdminDashboardQueries implements AdminDashboardQueries {
  constructor(private readonly db: DatabaseSync) {}

  async dashboardFacts(criteria: DashboardCriteria): Promise<DashboardFacts> {
    const importRuns = this.documents<ImportRunDoc>(
      // The full runs: about 96 intraday polls a day would push the sessions out (the monitor shows the polls).
      "SELECT doc FROM rm_import_runs WHERE json_extract(doc, '$.trigger') IS NOT 'poll' ORDER BY json_extract(doc, '$.startedAt') DESC LIMIT ?",
      criteria.logLimit,
    ).map((run) => ({
      ...run,
      fetched: run.fetched ?? 0,
      failureReason: run.failureReason ?? null,
      progress: run.progress ?? null,
    }));
    const finishedCleanups = this.documents<CleanupRunSummary>(
      `SELECT doc FROM rm_retention_runs WHERE json_extract(doc, '$.status') <> 'running'
       ORDER BY json_extract(doc, '$.finishedAt') DESC, position DESC LIMIT ?`,
      criteria.logLimit,
    ).map(withAccountCount);
    const [latestCleanup = null] = this.documents<CleanupRunSummary>(
      "SELECT doc FROM rm_retention_runs ORDER BY json_extract(doc, '$.startedAt') DESC, position DESC LIMIT ?",
      1,
    ).map(withAccountCount);
    return {
      users: this.count('SELECT count(*) AS n FROM rm_users'),
      recentSignups: this.count(
        'SELECT count(*) AS n FROM rm_users WHERE created_at >= ?',
        criteria.signupsSince.toISOString(),
      ),
      activeSubscriptions: this.count('SELECT count(*) AS n FROM rm_subscriptions WHERE active = 1'),
      emailSubscribers: this.count('SELECT count(DISTINCT lower(email)) AS n FROM rm_subscriptions WHERE active = 1'),
      cases: this.count('SELECT count(*) AS n FROM rm_cases'),
      companyCases: this.count("SELECT count(*) AS n FROM rm_cases WHERE debtor_kind = 'company'"),
      pendingDeletion: {
        // `<>` is no range of the (debtor_kind, publication_date) index, so SQLite chose the date index and read
        // every due row of the wide table: 0.2 s at 30,000 cases, on the event loop at each poll of the admin
        // screen (every 2 s while a cleanup runs). Counting through the narrow index alone takes about 5 ms.
        individuals: this.count(
          `SELECT count(*) AS n FROM rm_cases INDEXED BY rm_cases_by_kind_date
           WHERE debtor_kind <> 'company' AND publication_date <= ?`,
          criteria.individualsCutoff,
        ),
        companies: this.count(
          "SELECT count(*) AS n FROM rm_cases WHERE debtor_kind = 'company' AND publication_date <= ?",
          criteria.companiesCutoff,
        ),
      },
      importRuns,
      finishedCleanups,
      latestCleanup,
    };
  }

  async userEmail(userId: string): Promise<string | null> {
    try {
      const row = this.db.prepare('SELECT email FROM rm_users WHERE id = ?').get(userId) as
        { email: string } | undefined;
      return row?.email ?? null;
    } catch (error) {
      if (readModelMissing(error)) return null;
      throw error;
    }
  }

  private count(sql: string, ...params: (string | number)[]): number {
    try {
      return (this.db.prepare(sql).get(...params) as { n: number }).n;
    } catch (error) {
      if (readModelMissing(error)) return 0;
      throw error;
    }
  }

  private documents<T>(sql: string, limit: number): T[] {
    try {
      return (this.db.prepare(sql).all(limit) as { doc: string }[]).map((row) => JSON.parse(row.doc) as T);
    } catch (error) {
      if (readModelMissing(error)) return [];
      throw error;
    }
  }
}

export const sqliteAdminDashboardQueriesProvider: FactoryProvider<AdminDashboardQueries> = {
  provide: ADMIN_DASHBOARD_QUERIES,
  inject: [READ_DB],
  useFactory: (db: DatabaseSync) => new SqliteAdminDashboardQueries(db),
};

/** Runs documented before the account or contact sweeps existed lack their counts. */
const withAccountCount = (run: CleanupRunSummary): CleanupRunSummary => ({
  ...run,
  unconfirmedAccountsErased: run.unconfirmedAccountsErased ?? 0,
  contactMessagesErased: run.contactMessagesErased ?? 0,
});
