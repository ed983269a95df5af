import type { RunFacts } from '../import-status/import-monitor-status.js';

/**
 * What the import monitor and the scheduler ask of the `import-runs` read model (one document per run). A store
 * without the read model yet answers as one without runs. The SQLite adapter lives in `read-model/sqlite/`.
 */
export const IMPORT_RUN_QUERIES = Symbol('IMPORT_RUN_QUERIES');

export interface ImportRunQueries {
  /** The runs the import monitor looks at (full runs only: the intraday polls are read with `runsStartedSince`). */
  runFacts(): Promise<ImportRunFacts>;
  /** Runs still recorded as running (their owner may be gone). */
  openRuns(): Promise<OpenImportRun[]>;
  /** Whether any import run was ever recorded (none: a fresh installation). */
  anyRunRecorded(): Promise<boolean>;
  /**
   * The runs started at or after `since` (ISO 8601), for the import rate and the freshness figures; `full`: without
   * the intraday polls (about 96 a day), for looks further back.
   */
  runsStartedSince(since: string, kind?: 'all' | 'full'): Promise<RunFacts[]>;
}

export interface ImportRunRecord extends RunFacts {
  readonly runId: string;
  readonly session: string;
  readonly days: readonly string[];
}

export interface ImportRunFacts {
  /** The most recently started full run (running or finished; polls are not among these three). */
  readonly latest: ImportRunRecord | null;
  /** The run that ended last, and the run that completed last. */
  readonly lastFinished: ImportRunRecord | null;
  readonly lastCompleted: ImportRunRecord | null;
  /** The last moment the portal answered any run (polls included). */
  readonly lastPortalContact: string | null;
}

export interface OpenImportRun {
  readonly runId: string;
  readonly session: string;
  readonly startedAt: string;
  /** `poll` for the intraday poll (absent in stores that do not say). */
  readonly trigger?: string;
}
