import type mongoose from 'mongoose';
import type {
  AdminDashboardQueries,
  CleanupRunSummary,
  DashboardCriteria,
  DashboardFacts,
  ImportRunSummary,
} from '../admin-dashboard-queries.port.js';
import { consistentCleanups } from './consistent-cleanups.js';

// The collections of the read models the dashboard reads (each owned by its module's projection).
const USERS = 'rm_users';
const SUBSCRIPTIONS = 'rm_subscriptions';
const CASES = 'rm_cases';
const IMPORT_RUNS = 'rm_import_runs';
const RETENTION_RUNS = 'rm_retention_runs';

/** The fields of `rm_users` read here. */
interface UserDocument {
  readonly _id: string;
  readonly email: string;
  readonly createdAt: string;
}

/** The fields of `rm_subscriptions` read here: `emailKey` is the address lower-cased when written. */
interface SubscriptionDocument {
  readonly _id: string;
  readonly emailKey: string;
  readonly active: boolean;
}

/** The fields of `rm_cases` read here. */
interface CaseDocument {
  readonly _id: string;
  readonly debtorKind: string;
  readonly publicationDate: string;
}

/** A document read model as the MongoDB projection store keeps it: the projection's document under `doc`. */
interface StoredDocument<T> {
  readonly _id: string;
  readonly doc: T;
  readonly position: string;
}

/** An import run as `rm_import_runs` keeps it (older runs lack the later fields). */
type ImportRunDoc = Omit<ImportRunSummary, 'fetched' | 'failureReason' | 'progress'> &
  Partial<Pick<ImportRunSummary, 'fetched' | 'failureReason' | 'progress'>>;

/** A cleanup run as `rm_retention_runs` keeps it (an absent field reads as null). */
type LaterFields = 'total' | 'finishedAt' | 'error' | 'unconfirmedAccountsErased' | 'contactMessagesErased';
type RetentionRunDoc = Omit<CleanupRunSummary, LaterFields> & Partial<Pick<CleanupRunSummary, LaterFields>>;

/**
 * The indexes of the retention-runs document read model these queries use (the dashboard is its only reader),
 * for the projection store to create with the collection:
 * `new MongoProjectionStore(db, { retention_runs: RETENTION_RUNS_INDEXES, … })`. Ties go to the later event,
 * as in SQLite. The import-run log sorts on the cases module's `started_last` index of `rm_import_runs`.
 */
export const RETENTION_RUNS_INDEXES: readonly mongoose.mongo.IndexDescription[] = [
  { key: { 'doc.startedAt': -1, position: -1 }, name: 'started_last' },
  { key: { 'doc.finishedAt': -1, position: -1 }, name: 'finished_last' },
];

/**
 * `AdminDashboardQueries` on the MongoDB read models of accounts, subscriptions, cases, import runs and
 * retention runs: the same answers as the SQLite adapter. Every count is a `countDocuments` on an indexed
 * filter (or the whole collection); a collection that does not exist yet counts 0 and lists nothing, so a
 * fresh database answers zeros and empty logs.
 */
export class MongoAdminDashboardQueries implements AdminDashboardQueries {
  private readonly users: mongoose.mongo.Collection<UserDocument>;
  private readonly subscriptions: mongoose.mongo.Collection<SubscriptionDocument>;
  private readonly cases: mongoose.mongo.Collection<CaseDocument>;
  private readonly importRuns: mongoose.mongo.Collection<StoredDocument<ImportRunDoc>>;
  private readonly retentionRuns: mongoose.mongo.Collection<StoredDocument<RetentionRunDoc>>;

  constructor(db: mongoose.mongo.Db) {
    this.users = db.collection<UserDocument>(USERS);
    this.subscriptions = db.collection<SubscriptionDocument>(SUBSCRIPTIONS);
    this.cases = db.collection<CaseDocument>(CASES);
    this.importRuns = db.collection<StoredDocument<ImportRunDoc>>(IMPORT_RUNS);
    this.retentionRuns = db.collection<StoredDocument<RetentionRunDoc>>(RETENTION_RUNS);
  }

  async dashboardFacts(criteria: DashboardCriteria): Promise<DashboardFacts> {
    const [
      users,
      recentSignups,
      activeSubscriptions,
      emailSubscribers,
      cases,
      companyCases,
      individualsPending,
      companiesPending,
      importRuns,
      finishedCleanups,
      latestCleanups,
    ] = await Promise.all([
      this.users.countDocuments({}),
      // Index `newest_first` (createdAt) of the accounts read model.
      this.users.countDocuments({ createdAt: { $gte: criteria.signupsSince.toISOString() } }),
      // Index `active_email` of the subscriptions read model.
      this.subscriptions.countDocuments({ active: true }),
      this.distinctActiveAddresses(),
      this.cases.countDocuments({}),
      // Index `debtor_kind_newest_first` (debtorKind, publicationDate) of the cases read model.
      this.cases.countDocuments({ debtorKind: 'company' }),
      this.cases.countDocuments({
        debtorKind: { $ne: 'company' },
        publicationDate: { $lte: criteria.individualsCutoff },
      }),
      this.cases.countDocuments({ debtorKind: 'company', publicationDate: { $lte: criteria.companiesCutoff } }),
      // The full runs: about 96 intraday polls a day would push the sessions out (the monitor shows the polls).
      this.importRuns
        .find({ 'doc.trigger': { $ne: 'poll' } })
        .sort({ 'doc.startedAt': -1 })
        .limit(criteria.logLimit)
        .toArray(),
      this.retentionRuns
        .find({ 'doc.status': { $ne: 'running' } })
        .sort({ 'doc.finishedAt': -1, position: -1 })
        .limit(criteria.logLimit)
        .toArray(),
      this.retentionRuns.find().sort({ 'doc.startedAt': -1, position: -1 }).limit(1).toArray(),
    ]);
    const cleanups = consistentCleanups(
      finishedCleanups.map(({ doc }) => cleanupRun(doc)),
      latestCleanups.map(({ doc }) => cleanupRun(doc))[0] ?? null,
      criteria.logLimit,
    );
    return {
      users,
      recentSignups,
      activeSubscriptions,
      emailSubscribers,
      cases,
      companyCases,
      pendingDeletion: { individuals: individualsPending, companies: companiesPending },
      importRuns: importRuns.map(({ doc }) => importRun(doc)),
      ...cleanups,
    };
  }

  async userEmail(userId: string): Promise<string | null> {
    const user = await this.users.findOne({ _id: userId }, { projection: { email: 1 } });
    return user?.email ?? null;
  }

  /**
   * Distinct lower-cased addresses of the active subscriptions, counted by the server (`$group` then `$count`,
   * which FerretDB v1 runs too) rather than shipping every address to count it here.
   */
  private async distinctActiveAddresses(): Promise<number> {
    const [counted] = await this.subscriptions
      .aggregate<{ n: number }>([{ $match: { active: true } }, { $group: { _id: '$emailKey' } }, { $count: 'n' }])
      .toArray();
    return counted?.n ?? 0;
  }
}

function importRun(doc: ImportRunDoc): ImportRunSummary {
  return {
    ...doc,
    fetched: doc.fetched ?? 0,
    failureReason: doc.failureReason ?? null,
    progress: doc.progress ?? null,
  };
}

function cleanupRun(doc: RetentionRunDoc): CleanupRunSummary {
  return {
    ...doc,
    total: doc.total ?? null,
    unconfirmedAccountsErased: doc.unconfirmedAccountsErased ?? 0,
    contactMessagesErased: doc.contactMessagesErased ?? 0,
    finishedAt: doc.finishedAt ?? null,
    error: doc.error ?? null,
  };
}
