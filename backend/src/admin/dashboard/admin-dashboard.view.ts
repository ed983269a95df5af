import type { MailDeliveryOverview } from '../../platform/mail/delivery/delivery-overview.js';

/** The dashboard's answer (docs/SPEC.md §3 "Admin dashboard response"), from read models only (no event scans per request). */
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
  /** Mail delivery (at least once): counts, and the failed and re-sent mails of the last 14 days. */
  readonly mailDeliveries: MailDeliveryOverview;
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
  /** Why a failed run failed (`ImportRunFailureReason`; null otherwise). */
  readonly failure_reason: string | null;
  /** The day in flight of a running run (1-based of days_total), null otherwise. */
  readonly progress: { readonly day: string; readonly day_number: number; readonly days_total: number } | null;
}

export interface CleanupLog {
  readonly cleanup_date: string;
  readonly individuals_deleted: number;
  readonly companies_deleted: number;
  readonly total_deleted: number;
  /** Unconfirmed accounts past their deadline erased by the run. */
  readonly unconfirmed_accounts_deleted: number;
  /** Contact-form messages past their retention period erased by the run. */
  readonly contact_messages_deleted: number;
  readonly trigger: string;
  readonly status: 'completed' | 'failed';
}

/** The latest retention cleanup (running or finished), for the dashboard's progress and last outcome. */
export interface CleanupRunView {
  readonly runId: string;
  readonly status: 'running' | 'completed' | 'failed';
  readonly trigger: string;
  readonly startedAt: string;
  /** Who started it: an administrator (with e-mail) or `system:retention` (schedule, continuation). */
  readonly startedBy: { readonly id: string; readonly email: string | null };
  /** Cases due at the start; null for runs recorded before runs were tracked from their start. */
  readonly total: number | null;
  readonly erased: number;
  readonly individualsDeleted: number;
  readonly companiesDeleted: number;
  /** Unconfirmed accounts past their deadline erased by the run. */
  readonly unconfirmedAccountsErased: number;
  /** Contact-form messages past their retention period erased by the run. */
  readonly contactMessagesErased: number;
  readonly finishedAt: string | null;
  readonly error: string | null;
}
