import type { EventStoreLocation } from '../../../platform/event-store/open-event-store.js';
import type { DayImportReport } from '../../portal-client/types.js';

/**
 * Messages between the import runner (main thread) and the portal thread. Plain data only: the portal thread
 * does the portal's HTTP, the HTML and notice parsing and records each notice (ImportCase on its own event
 * store connection); the main thread starts days, aborts, and serves the API.
 */
export type ToPortalThread =
  | {
      readonly type: 'importDay';
      readonly day: string;
      readonly runId: string;
      readonly known: readonly string[];
      /** At most this many portal requests for the day (the poll's share of the daily budget); null: no limit. */
      readonly requestLimit?: number | null;
      /** How the day's listing is compared with what is recorded (corrections, withdrawals); absent: not at all. */
      readonly reconciliation?: ReconciliationMessage;
    }
  | { readonly type: 'abort'; readonly message: string }
  | { readonly type: 'close' };

export type FromPortalThread =
  | { readonly type: 'progress'; readonly progress: DayProgress }
  | { readonly type: 'dayDone'; readonly result: DayImportResult }
  | {
      readonly type: 'dayFailed';
      readonly message: string;
      /** The day's request limit was reached (RequestBudgetSpent). */
      readonly budgetSpent?: boolean;
      readonly requests?: number;
    }
  | { readonly type: 'closed' };

/** `DayReconciliation` as plain data (a Map does not travel as such in every transport). */
export interface ReconciliationMessage {
  readonly live: readonly (readonly [string, string])[];
  readonly recheckRows: number;
  readonly withdrawMaxRows: number;
  readonly withdraw: boolean;
  readonly seed: string;
}

/** Where the day in flight stands (sent every few notices, see serve-day-imports.ts). */
export interface DayProgress {
  readonly day: string;
  /** Rows the portal listed so far (the day's report has the exact count of distinct rows). */
  readonly listed: number;
  readonly fetched: number;
  readonly newCases: number;
  readonly newNotices: number;
  /** The portal answered a request since the previous progress message. */
  readonly portalAnswered: boolean;
  /** Portal requests of the day so far (every HTTP request, retries included): the daily budget counts them. */
  readonly requests?: number;
}

export interface DayImportResult {
  readonly report: DayImportReport;
  readonly newCases: number;
  readonly newNotices: number;
  readonly unchanged: number;
  /** Recorded notices found corrected / withdrawn. */
  readonly corrected: number;
  readonly withdrawn: number;
  /** Why vanished rows were not withdrawn (a partial listing), null when they were or none vanished. */
  readonly withdrawalsSkipped: string | null;
  /** Codes of the notices the case decider refused (they stay unknown and are tried again next run). */
  readonly refused: readonly string[];
  /** Whether the portal answered any request of the day (a search result or a notice text). */
  readonly portalAnswered: boolean;
  /** The last technical failure of a portal request (for the operator's message), null when none failed. */
  readonly lastFailure: string | null;
  /** Portal requests the day took (every HTTP request, retries included). */
  readonly requests: number;
}

/** What the worker needs to build its portal client, event store connection and clock. */
export interface PortalThreadOptions {
  readonly baseUrl: string;
  readonly concurrency: number;
  readonly delayMs: number;
  /** The portal client's backoff between retries (`PORTAL_RETRY_BASE_MS`, `PORTAL_RETRY_MAX_MS`). */
  readonly retryBaseMs: number;
  readonly retryMaxMs: number;
  readonly eventStore: EventStoreLocation;
  readonly clockOffsetDays: number;
  /** The installation's `STREAM_NAME_KEY`: the thread names the case streams it imports into. */
  readonly streamNameKey: string;
}

/** The side of a message channel one end sees (worker_threads' parentPort, a MessagePort). */
export interface ThreadPort<In, Out> {
  postMessage(message: Out): void;
  on(event: 'message', listener: (message: In) => void): unknown;
}
