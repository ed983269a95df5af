/**
 * Import runs (DESIGN.md §5), recorded in `import-<yyyy-mm-dd>` streams (Berlin date of the start). Counts and
 * error texts carry no personal data: errors name days, Länder and subjects, never debtors.
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

export type ImportRunEvent = ImportRunStarted | ImportRunCompleted | ImportRunFailed;
