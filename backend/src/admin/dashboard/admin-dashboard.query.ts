import type { DatabaseSync } from 'node:sqlite';
import { retentionCutoff, retentionLabel } from '../../cases/domain/events.js';
import { readModelMissing } from '../../platform/read-store/read-model-missing.js';
import { latestCleanupRun, type CleanupRunView } from './cleanup-run.query.js';

/** SPEC.md §3 "Admin dashboard response", from read models only (no event scans per request). */
export interface AdminDashboard {
  readonly users: { readonly total: number; readonly recentSignups: number };
  readonly subscriptions: { readonly active: number; readonly emailSubscribers: number };
  readonly insolvencyData: {
    readonly total: number;
    readonly companies: number;
    readonly pendingDeletion: { readonly individuals: number; readonly companies: number };
  };
  readonly retentionPolicy: { readonly individuals: string; readonly companies: string };
  readonly importLogs: ImportLog[];
  readonly cleanupLogs: CleanupLog[];
  /** The latest cleanup: its progress while it runs, else its outcome. */
  readonly cleanupRun: CleanupRunView | null;
}

export interface ImportLog {
  readonly run_date: string;
  /** New proceedings (cases) the run recorded. */
  readonly companies_inserted: number;
  /** Notices the run recorded: new cases plus later notices of known cases. */
  readonly cases_inserted: number;
  readonly errors: number;
  readonly error_details: readonly string[];
  readonly status: string;
  readonly session: string;
  readonly trigger: string;
  readonly finished_at: string | null;
  /** Notices the portal listed and texts fetched (so far, while running). */
  readonly listed: number;
  readonly fetched: number;
  /** Why a failed run failed: portal_unreachable, interrupted, aborted, error (null otherwise). */
  readonly failure_reason: string | null;
  /** The day in flight of a running run (1-based of days_total), null otherwise. */
  readonly progress: { readonly day: string; readonly day_number: number; readonly days_total: number } | null;
}

export interface CleanupLog {
  readonly cleanup_date: string;
  readonly individuals_deleted: number;
  readonly companies_deleted: number;
  readonly total_deleted: number;
  readonly trigger: string;
  readonly status: 'completed' | 'failed';
}

export interface DashboardInputs {
  readonly today: string;
  readonly now: Date;
  readonly individualsDays: number;
  readonly companiesDays: number;
  readonly logLimit: number;
}

/** A count over a read model that may not exist yet (fresh DATA_DIR, module without data): 0. */
function count(db: DatabaseSync, sql: string, ...params: (string | number)[]): number {
  try {
    return (db.prepare(sql).get(...params) as { n: number }).n;
  } catch (error) {
    if (readModelMissing(error)) return 0;
    throw error;
  }
}

function documents<T>(db: DatabaseSync, sql: string, limit: number): T[] {
  try {
    return (db.prepare(sql).all(limit) as { doc: string }[]).map((row) => JSON.parse(row.doc) as T);
  } catch (error) {
    if (readModelMissing(error)) return [];
    throw error;
  }
}

export function adminDashboard(db: DatabaseSync, input: DashboardInputs): AdminDashboard {
  const weekAgo = new Date(input.now.getTime() - 7 * 24 * 60 * 60 * 1000).toISOString();
  const individualsCutoff = retentionCutoff(input.today, input.individualsDays);
  const companiesCutoff = retentionCutoff(input.today, input.companiesDays);
  const runs = documents<{
    startedAt: string;
    finishedAt: string | null;
    newCases: number;
    newNotices: number;
    listed: number;
    fetched?: number;
    errors: string[];
    status: string;
    session: string;
    trigger: string;
    failureReason?: string | null;
    progress?: { day: string; dayNumber: number; daysTotal: number } | null;
  }>(db, "SELECT doc FROM rm_import_runs ORDER BY json_extract(doc, '$.startedAt') DESC LIMIT ?", input.logLimit);
  // Finished runs only: a running one shows as `cleanupRun`.
  const cleanups = documents<{
    finishedAt: string;
    status: 'completed' | 'failed';
    individualsDeleted: number;
    companiesDeleted: number;
    totalDeleted: number;
    trigger: string;
  }>(
    db,
    `SELECT doc FROM rm_retention_runs WHERE json_extract(doc, '$.status') <> 'running'
     ORDER BY json_extract(doc, '$.finishedAt') DESC, position DESC LIMIT ?`,
    input.logLimit,
  );

  return {
    users: {
      total: count(db, 'SELECT count(*) AS n FROM rm_users'),
      recentSignups: count(db, 'SELECT count(*) AS n FROM rm_users WHERE created_at >= ?', weekAgo),
    },
    subscriptions: {
      active: count(db, 'SELECT count(*) AS n FROM rm_subscriptions WHERE active = 1'),
      emailSubscribers: count(db, 'SELECT count(DISTINCT lower(email)) AS n FROM rm_subscriptions WHERE active = 1'),
    },
    insolvencyData: {
      total: count(db, 'SELECT count(*) AS n FROM rm_cases'),
      companies: count(db, "SELECT count(*) AS n FROM rm_cases WHERE debtor_kind = 'company'"),
      pendingDeletion: {
        individuals: count(
          db,
          "SELECT count(*) AS n FROM rm_cases WHERE debtor_kind <> 'company' AND publication_date <= ?",
          individualsCutoff,
        ),
        companies: count(
          db,
          "SELECT count(*) AS n FROM rm_cases WHERE debtor_kind = 'company' AND publication_date <= ?",
          companiesCutoff,
        ),
      },
    },
    retentionPolicy: {
      individuals: retentionLabel(input.individualsDays),
      companies: retentionLabel(input.companiesDays),
    },
    importLogs: runs.map((run) => ({
      run_date: run.startedAt,
      companies_inserted: run.newCases,
      cases_inserted: run.newCases + run.newNotices,
      errors: run.errors.length,
      error_details: run.errors,
      status: run.status,
      session: run.session,
      trigger: run.trigger,
      finished_at: run.finishedAt,
      listed: run.listed,
      fetched: run.fetched ?? 0,
      failure_reason: run.failureReason ?? null,
      progress: run.progress
        ? { day: run.progress.day, day_number: run.progress.dayNumber, days_total: run.progress.daysTotal }
        : null,
    })),
    cleanupLogs: cleanups.map((run) => ({
      cleanup_date: run.finishedAt,
      individuals_deleted: run.individualsDeleted,
      companies_deleted: run.companiesDeleted,
      total_deleted: run.totalDeleted,
      trigger: run.trigger,
      status: run.status,
    })),
    cleanupRun: latestCleanupRun(db),
  };
}
