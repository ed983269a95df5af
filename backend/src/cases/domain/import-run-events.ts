/**
 * Import runs (docs/DESIGN.md §5), recorded in `import-<yyyy-mm-dd>` streams (Berlin date of the start). Counts and
 * error texts carry no personal data: errors name days, Länder and subjects, never debtors.
 *
 * A run is owned by the process that started it (`ownerId`) and held by a lease the owner renews with
 * heartbeats; only when the lease has expired may another process close the run as interrupted.
 */
export interface DayImportSummary {
  readonly day: string;
  readonly listed: number;
  readonly fetched: number;
  readonly newCases: number;
  readonly newNotices: number;
  readonly unchanged: number;
  readonly failedNotices: number;
  readonly emptyTexts: number;
  readonly retries: number;
  readonly reLogins: number;
  readonly serverErrors: number;
  /** Portal requests the day took (every HTTP request, retries included); absent on runs recorded before. */
  readonly requests?: number;
  /** Recorded notices the portal corrected / withdrew (issue #32); absent on runs recorded before. */
  readonly corrected?: number;
  readonly withdrawn?: number;
  /** False when part of the day could not be fetched: the next run tries the day again. */
  readonly complete: boolean;
}

export interface ImportRunStarted {
  readonly type: 'ImportRunStarted';
  readonly data: {
    readonly runId: string;
    readonly session: string;
    /** `poll`: the intraday light poll (today and the previous publication day). */
    readonly trigger: 'scheduled' | 'manual' | 'startup' | 'poll';
    readonly days: readonly string[];
    readonly startedAt: string;
    /** The starting process (`host:pid:random`); absent on runs recorded before leases existed. */
    readonly ownerId?: string;
    /** Until when the owner holds the run without a heartbeat; absent on runs recorded before leases. */
    readonly leaseUntil?: string;
  };
}

/** The owner is alive and still working on the run: its lease now lasts until `leaseUntil`. */
export interface ImportRunHeartbeat {
  readonly type: 'ImportRunHeartbeat';
  readonly data: {
    readonly runId: string;
    readonly ownerId: string;
    readonly at: string;
    readonly leaseUntil: string;
  };
}

/**
 * Where a running run stands on one day (recorded every few seconds while notices arrive, and at the day's end):
 * the import monitor shows it live, and a run closed as interrupted keeps the counts its days reached.
 */
export interface ImportRunProgressed {
  readonly type: 'ImportRunProgressed';
  readonly data: {
    readonly runId: string;
    readonly ownerId: string;
    readonly day: string;
    /** Rows the portal listed for the day so far, texts fetched, cases and later notices recorded. */
    readonly listed: number;
    readonly fetched: number;
    readonly newCases: number;
    readonly newNotices: number;
    /** Portal requests of the day so far; absent on runs recorded before the request budget. */
    readonly requests?: number;
    /** True on the day's last progress (its counts are final). */
    readonly dayDone: boolean;
    /** The last moment the portal answered a request of this run; null while it has not answered yet. */
    readonly portalReachedAt: string | null;
    readonly at: string;
  };
}

export interface ImportRunCompleted {
  readonly type: 'ImportRunCompleted';
  readonly data: {
    readonly runId: string;
    readonly session: string;
    readonly days: readonly DayImportSummary[];
    readonly newCases: number;
    readonly newNotices: number;
    readonly errors: readonly string[];
    readonly durationMs: number;
    readonly completedAt: string;
  };
}

/**
 * Why a run failed: the portal did not answer at all (`portal_unreachable`), the owner vanished
 * (`interrupted`), the process shut down (`aborted`), the daily request budget ran out (`budget_spent`, polls
 * only), the read models did not catch up with the log in time (`read_models_behind`, nothing fetched), anything
 * else (`error`). Absent on older runs.
 */
export type ImportRunFailureReason =
  'portal_unreachable' | 'interrupted' | 'aborted' | 'budget_spent' | 'read_models_behind' | 'error';

/** Failures the scheduler retries with backoff before the next session: both leave the day's import undone. */
export const RETRIED_FAILURES: ReadonlySet<ImportRunFailureReason> = new Set([
  'portal_unreachable',
  'read_models_behind',
]);

export interface ImportRunFailed {
  readonly type: 'ImportRunFailed';
  readonly data: {
    readonly runId: string;
    readonly session: string;
    readonly days: readonly DayImportSummary[];
    readonly newCases: number;
    readonly newNotices: number;
    /** German, for operators and the monitor: no stack traces, no English error codes. */
    readonly error: string;
    readonly reason?: ImportRunFailureReason;
    readonly durationMs: number;
    readonly failedAt: string;
  };
}

export type ImportRunEvent =
  ImportRunStarted | ImportRunHeartbeat | ImportRunProgressed | ImportRunCompleted | ImportRunFailed;
