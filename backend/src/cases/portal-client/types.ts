import { LAND_CODES } from '../domain/land.js';

/** Public types and errors of the portal client (docs/PORTAL.md, docs/DESIGN.md §8). */

/** Bundesland codes of the portal's search form. */
export const STATE_CODES = LAND_CODES;

export const SUBJECT_CODES = [
  'SICHMASS',
  'EROEFF',
  'ABWMASS',
  'ENT_VERF',
  'ENT_AUF_VERF',
  'ENT_RSB',
  'VERTVERZ',
  'INSO_PLAN',
  'SONST',
] as const;

/** "No restriction" value of the portal's code lists. */
export const NO_CODE = 'NO_CODE';

export interface PortalClientOptions {
  /** Default `https://neu.insolvenzbekanntmachungen.de`. */
  readonly baseUrl?: string;
  /** Number of portal sessions working in parallel. Default 4. */
  readonly concurrency?: number;
  /** Polite pause before each request of a session, in ms. Default 250. */
  readonly delayMs?: number;
  /** Timeout of one HTTP request (headers and body), in ms. Default 30000. */
  readonly timeoutMs?: number;
  /** Retries of one request after 5xx, 429, network errors and timeouts. Default 5. */
  readonly maxRetries?: number;
  /** First backoff step in ms (doubles per retry, with jitter). Default 1000. */
  readonly retryBaseMs?: number;
  /** Upper bound of one backoff pause in ms. Default 30000. */
  readonly retryMaxMs?: number;
  /** Re-logins in a row without progress before a query part is given up. Default 3. */
  readonly maxReLogins?: number;
  /**
   * A query part with at least twice this many new notices is shared among idle sessions (each repeats the
   * search in its own session and fetches a contiguous slice). Default 50.
   */
  readonly detailChunkSize?: number;
  /** User-Agent header. */
  readonly userAgent?: string;
  /** Injected fetch (tests, proxies). Default: the global fetch of Node. */
  readonly fetch?: typeof fetch;
  /** Source of randomness for jitter and the `x` parameter of the text fallback (tests). Default Math.random. */
  readonly random?: () => number;
}

/** One row of the portal's result table, as handed to `isKnown` and `onNotice`. */
export interface Listing {
  /** sha256 hex of the normalised row fields + query subject + occurrence counter; no readable personal data. */
  readonly fingerprint: string;
  /** ISO date (YYYY-MM-DD). */
  readonly publicationDate: string;
  readonly caseNumber: string;
  /** Court place as the table shows it (`Hamburg`, `Charlottenburg (Berlin)`). */
  readonly courtPlace: string;
  readonly debtorName: string;
  readonly seat: string;
  /** `Kleve, HRB 19084` or null when the cell is empty. */
  readonly register: string | null;
  /** Gegenstand code of the query part that listed the row, or null when the part was not restricted. */
  readonly subject: string | null;
  /** Bundesland code of the query part that listed the row, or null when the part was not restricted. */
  readonly state: string | null;
}

export interface QueryPart {
  readonly state: string | null;
  readonly subject: string | null;
}

export type ProgressEvent =
  | {
      readonly type: 'search';
      readonly part: QueryPart;
      readonly outcome: 'rows' | 'none' | 'tooMany';
      readonly rows: number;
    }
  | { readonly type: 'split'; readonly part: QueryPart; readonly into: 'state' | 'subject'; readonly parts: number }
  | {
      readonly type: 'notice';
      readonly part: QueryPart;
      readonly fingerprint: string;
      readonly source: 'ajax' | 'fallback';
    }
  | { readonly type: 'emptyText'; readonly part: QueryPart; readonly fingerprint: string }
  | { readonly type: 'retry'; readonly attempt: number; readonly delayMs: number; readonly reason: string }
  | { readonly type: 'reLogin'; readonly part: QueryPart; readonly reason: string }
  | { readonly type: 'partFailed'; readonly part: QueryPart; readonly error: string };

export interface ImportDayHandlers {
  /** True when the notice was imported before: its text is then not fetched. */
  isKnown(listing: Listing): boolean | Promise<boolean>;
  /** Awaited; called in listing order per session. A rejection fails the query part (the day is incomplete). */
  onNotice(listing: Listing, text: string): Promise<void>;
  /** Stops all work; `importDay` then rejects with the signal's reason. */
  readonly signal?: AbortSignal;
  /** Informational; exceptions thrown here are ignored. */
  onProgress?(event: ProgressEvent): void;
}

export interface FailedPart {
  readonly state: string | null;
  readonly subject: string | null;
  readonly error: string;
}

export interface DayImportReport {
  readonly day: string;
  /** Distinct rows listed by all query parts that fit the hit limit. */
  readonly listed: number;
  /** Rows for which `isKnown` answered true. */
  readonly known: number;
  /** Texts handed to `onNotice`. */
  readonly fetched: number;
  /** Notices whose text stayed empty after the fallback (not handed to `onNotice`). */
  readonly emptyTexts: number;
  /** Texts that came from the `text.xhtml` fallback (subset of `fetched`). */
  readonly fallbacks: number;
  /** Search POSTs sent (including repeats after re-login and for shared parts). */
  readonly searches: number;
  readonly retries: number;
  readonly reLogins: number;
  /** Query parts that had too many hits and were split. */
  readonly splits: number;
  /** HTTP 5xx answers seen (each retried or failed). */
  readonly serverErrors: number;
  readonly failedParts: readonly FailedPart[];
  /** False when a part failed or a text stayed empty: the importer should run the day again. */
  readonly complete: boolean;
}

/** The session or view expired on the portal: open a new session and repeat the search. */
export class SessionExpiredError extends Error {
  override readonly name = 'SessionExpiredError';
}

/** An HTTP answer the client cannot use. `retryable` for 5xx and 429. */
export class PortalHttpError extends Error {
  override readonly name = 'PortalHttpError';
  constructor(
    readonly status: number,
    readonly url: string,
    readonly retryAfterMs: number | null = null,
  ) {
    super(`HTTP ${status} from ${new URL(url).pathname}`);
  }
  get retryable(): boolean {
    return this.status >= 500 || this.status === 429 || this.status === 408;
  }
}

/** A request did not complete within `timeoutMs`. Retryable. */
export class PortalTimeoutError extends Error {
  override readonly name = 'PortalTimeoutError';
}

/** The portal answered with a page the client does not understand (changed markup). Not retryable. */
export class PortalProtocolError extends Error {
  override readonly name = 'PortalProtocolError';
}
