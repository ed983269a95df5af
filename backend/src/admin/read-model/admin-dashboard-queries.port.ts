/** The administrator's figures across modules, from their read models (no event scans per request). */
export const ADMIN_DASHBOARD_QUERIES = Symbol('ADMIN_DASHBOARD_QUERIES');

/** An import run as the import-runs read model records it. */
export interface ImportRunSummary {
  readonly startedAt: string;
  readonly finishedAt: string | null;
  readonly newCases: number;
  readonly newNotices: number;
  readonly listed: number;
  readonly fetched: number;
  readonly errors: readonly string[];
  readonly status: string;
  readonly session: string;
  readonly trigger: string;
  readonly failureReason: string | null;
  readonly progress: { readonly day: string; readonly dayNumber: number; readonly daysTotal: number } | null;
}

/** A retention cleanup run (running or finished) as the retention-runs read model records it. */
export interface CleanupRunSummary {
  readonly runId: string;
  readonly status: 'running' | 'completed' | 'failed';
  readonly trigger: string;
  /** An administrator's user id or `system:retention`. */
  readonly actorId: string;
  readonly startedAt: string;
  /** Cases due at the start; null for runs recorded before runs were tracked from their start. */
  readonly total: number | null;
  readonly individualsDeleted: number;
  readonly companiesDeleted: number;
  readonly totalDeleted: number;
  /** Unconfirmed accounts past their deadline the run erased. */
  readonly unconfirmedAccountsErased: number;
  /** Contact-form messages past their retention period the run erased. */
  readonly contactMessagesErased: number;
  readonly finishedAt: string | null;
  readonly error: string | null;
}

export interface DashboardCriteria {
  /** Users registered at or after this instant count as recent sign-ups. */
  readonly signupsSince: Date;
  /** Cases published on or before these days are due for deletion. */
  readonly individualsCutoff: string;
  readonly companiesCutoff: string;
  /** How many import and cleanup runs to list. */
  readonly logLimit: number;
}

export interface DashboardFacts {
  readonly users: number;
  readonly recentSignups: number;
  readonly activeSubscriptions: number;
  /** Distinct addresses (any letter case) with an active subscription. */
  readonly emailSubscribers: number;
  readonly cases: number;
  readonly companyCases: number;
  readonly pendingDeletion: { readonly individuals: number; readonly companies: number };
  /** Newest start first. */
  readonly importRuns: ImportRunSummary[];
  /** Finished cleanups (completed or failed), newest finish first. */
  readonly finishedCleanups: CleanupRunSummary[];
  /** The latest cleanup by start, running or finished. */
  readonly latestCleanup: CleanupRunSummary | null;
}

/** Every answer is empty or zero while a read model does not exist yet (fresh DATA_DIR). */
export interface AdminDashboardQueries {
  dashboardFacts(criteria: DashboardCriteria): Promise<DashboardFacts>;
  /** The e-mail address of a user (an actor in the history), or null when unknown. */
  userEmail(userId: string): Promise<string | null>;
}
