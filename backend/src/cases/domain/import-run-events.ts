/**
 * Import runs (DESIGN.md §5), recorded in `import-<yyyy-mm-dd>` streams (Berlin date of the start). Counts and
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
  /** False when part of the day could not be fetched: the next run tries the day again. */
  readonly complete: boolean;
}

export interface ImportRunStarted {
  readonly type: 'ImportRunStarted';
  readonly data: {
    readonly runId: string;
    readonly session: string;
    readonly trigger: 'scheduled' | 'manual' | 'startup';
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

export interface ImportRunFailed {
  readonly type: 'ImportRunFailed';
  readonly data: {
    readonly runId: string;
    readonly session: string;
    readonly days: readonly DayImportSummary[];
    readonly newCases: number;
    readonly newNotices: number;
    readonly error: string;
    readonly durationMs: number;
    readonly failedAt: string;
  };
}

export type ImportRunEvent = ImportRunStarted | ImportRunHeartbeat | ImportRunCompleted | ImportRunFailed;
