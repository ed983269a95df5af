/**
 * Retention cleanup runs (docs/DESIGN.md §5), recorded in the stream `retention-runs`: one run at a time across all
 * processes. The process that runs a cleanup holds a lease (owner id + expiry) that it renews with every
 * progress event; another process may close and resume the run only once the lease has expired. Counts and
 * cutoffs only, never names. The erasures themselves are audited per day (`CaseRetentionExpired` in
 * `retention-<yyyy-mm-dd>`).
 */
export const RETENTION_RUNS_STREAM = 'retention-runs';

export type CleanupTrigger = 'manual' | 'scheduled';

export interface CleanupCounts {
  readonly individualsDeleted: number;
  readonly companiesDeleted: number;
  readonly totalDeleted: number;
  /**
   * Unconfirmed accounts past `UNCONFIRMED_ACCOUNT_DAYS` the run erased (the accounts module's sweep, after the
   * cases); absent in runs recorded before the sweep existed.
   */
  readonly unconfirmedAccountsErased?: number;
  /**
   * Contact-form messages past `CONTACT_RETENTION_DAYS` the run erased (the contact module's sweep, after the
   * accounts'); absent in runs recorded before that sweep existed.
   */
  readonly contactMessagesErased?: number;
}

export interface CleanupCutoffs {
  /** Latest publication dates still kept: cases published on or before these are due. */
  readonly individuals: string;
  readonly companies: string;
}

export interface RetentionCleanupStarted {
  readonly type: 'RetentionCleanupStarted';
  readonly data: {
    readonly runId: string;
    readonly trigger: CleanupTrigger;
    /** Process holding the lease (host, pid and a random part); not a person. */
    readonly owner: string;
    readonly leaseExpiresAt: string;
    /** Cases due when the run started (the progress bar's 100 %). */
    readonly total: number;
    readonly cutoffs: CleanupCutoffs;
    readonly startedAt: string;
    /** The interrupted run this one continues, if any. */
    readonly resumes: string | null;
  };
}

/** A batch is erased: counts so far, and the lease renewed (the heartbeat). */
export interface RetentionCleanupProgressed {
  readonly type: 'RetentionCleanupProgressed';
  readonly data: CleanupCounts & { readonly runId: string; readonly leaseExpiresAt: string; readonly at: string };
}

/** One cleanup run (manual or scheduled): counts by kind, never names. */
export interface RetentionCleanupCompleted {
  readonly type: 'RetentionCleanupCompleted';
  readonly data: CleanupCounts & {
    readonly runId: string;
    readonly trigger: CleanupTrigger;
    readonly cutoffs: CleanupCutoffs;
    readonly startedAt: string;
    readonly completedAt: string;
  };
}

/** A run that ended with an error, or that another process closed after its owner's lease had expired. */
export interface RetentionCleanupFailed {
  readonly type: 'RetentionCleanupFailed';
  readonly data: CleanupCounts & {
    readonly runId: string;
    readonly trigger: CleanupTrigger;
    readonly error: string;
    readonly startedAt: string;
    readonly failedAt: string;
  };
}

export type RetentionRunEvent =
  RetentionCleanupStarted | RetentionCleanupProgressed | RetentionCleanupCompleted | RetentionCleanupFailed;
