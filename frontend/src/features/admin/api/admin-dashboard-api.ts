import { baseApi } from '../../../lib/api/base-api';

/** A row of the import history (snake_case as the server sends it, SPEC §3). */
export interface ImportLog {
  run_date: string;
  companies_inserted: number;
  cases_inserted: number;
  errors: number;
  /** The errors in German (absent from servers older than the field). */
  error_details?: string[];
  status?: string | null;
  session?: string | null;
  /** Notice texts fetched from the portal (so far, while running). */
  fetched?: number;
  /** Why a failed run failed: portal_unreachable, interrupted, aborted, budget_spent, read_models_behind, error. */
  failure_reason?: string | null;
  /** The day a running run works on. */
  progress?: { day: string; day_number: number; days_total: number } | null;
}

export interface CleanupLog {
  cleanup_date: string;
  individuals_deleted: number;
  companies_deleted: number;
  total_deleted: number;
  /** Accounts erased because their address was not confirmed in time. */
  unconfirmed_accounts_deleted?: number;
  /** Contact-form messages erased because their retention period had ended. */
  contact_messages_deleted?: number;
  trigger?: string | null;
  status?: 'completed' | 'failed' | null;
}

/** The latest retention cleanup: progress while it runs, else its outcome. */
export interface CleanupRun {
  runId: string;
  status: 'running' | 'completed' | 'failed';
  trigger: string;
  startedAt: string;
  startedBy: { id: string; email: string | null };
  /** Cases due when it started (null for runs recorded before this was tracked). */
  total: number | null;
  erased: number;
  individualsDeleted: number;
  companiesDeleted: number;
  /** Accounts erased because their address was not confirmed in time (after the cases). */
  unconfirmedAccountsErased?: number;
  /** Contact-form messages erased because their retention period had ended (after the accounts). */
  contactMessagesErased?: number;
  finishedAt: string | null;
  error: string | null;
}

/** A failed or re-sent mail (no address: Message-ID, kind and error code only). */
export interface MailDelivery {
  messageId: string;
  kind: string;
  kindLabel: string;
  status: 'sending' | 'sent' | 'failed';
  /** Wird zugestellt, Zugestellt, Erneut gesendet, Fehlgeschlagen. */
  statusLabel: string;
  attempts: number;
  resent: boolean;
  recordedAt: string;
  finishedAt: string | null;
  nextAttemptAt: string | null;
  lastError: string | null;
}

/** Mail delivery (at least once): counts of the last 14 days and the troubled mails, newest first. */
export interface MailDeliveries {
  sending: number;
  sent: number;
  failed: number;
  resent: number;
  troubled: MailDelivery[];
}

/** Body of GET /admin/dashboard (SPEC §3 "Admin dashboard response"); logs newest first. */
export interface AdminDashboard {
  users: { total: number; recentSignups: number };
  subscriptions: { active: number; emailSubscribers: number };
  insolvencyData: { total: number; companies: number; pendingDeletion: { individuals: number; companies: number } };
  retentionPolicy: { individuals: string; companies: string };
  importLogs: ImportLog[];
  cleanupLogs: CleanupLog[];
  cleanupRun?: CleanupRun | null;
  mailDeliveries?: MailDeliveries;
}

/** 202 of POST /admin/cleanup: the run continues in the background. */
export interface CleanupStarted {
  runId: string;
  status: 'running';
  message?: string;
}

export interface ImportStarted {
  runId: string;
  message?: string;
}

export const adminDashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminDashboard: build.query<AdminDashboard, void>({
      query: () => '/admin/dashboard',
      providesTags: ['Admin'],
    }),
    /** 202 while the run starts in the background; 409 while another cleanup runs. */
    runCleanup: build.mutation<CleanupStarted, void>({
      query: () => ({ url: '/admin/cleanup', method: 'POST' }),
      invalidatesTags: ['Admin'],
    }),
    /** 202 while the run starts in the background; 409 while another run is in progress. */
    triggerImport: build.mutation<ImportStarted, void>({
      query: () => ({ url: '/admin/import', method: 'POST' }),
      invalidatesTags: ['Admin'],
    }),
  }),
});

export const { useGetAdminDashboardQuery, useRunCleanupMutation, useTriggerImportMutation } = adminDashboardApi;
