/**
 * The match log (issue #30): every match the matcher records, appended in the
 * same write as the match itself, read by consumers that must not depend on an in-memory callback (immediate
 * mails, webhooks). Each consumer keeps its own cursor; entries older than 7 days go (`MatchLogRetention`), and
 * erasing a case, a subscription or a saved search removes its entries.
 */
export const MATCH_LOG = Symbol('MATCH_LOG');

/**
 * One recorded match: an alert (subscription or saved search) found a case's new notice, or the notice's case is
 * a hit of rows of a portfolio (issue #31: one entry per portfolio, its id as the alert's id; which rows, the
 * portfolio match store says).
 */
export interface LoggedMatch {
  /** Increasing, gap-tolerant position in the log (consumers store the last one they handled). */
  readonly seq: number;
  readonly eventId: string; // the case event's id (stable: idempotency keys derive from it)
  readonly caseId: number;
  readonly caseKey: string;
  readonly publicationDate: string; // YYYY-MM-DD
  readonly alert: { readonly kind: LoggedAlertKind; readonly id: string };
  readonly recordedAt: string; // ISO time the matcher recorded it (= detection→match)
  /** Why a subscription got the case though the case does not match it (issue #32: the debtor's file). */
  readonly reason?: string;
}

export type LoggedAlertKind = 'subscription' | 'saved-search' | 'portfolio';

export interface MatchLog {
  /** Entries after `seq`, in order, at most `limit`. */
  after(seq: number, limit: number): Promise<LoggedMatch[]>;
  /** The consumer's cursor (0 when it never stored one). */
  cursor(consumer: string): Promise<number>;
  /** Stores the consumer's cursor (never moves it back). */
  advance(consumer: string, seq: number): Promise<void>;
  /** Wakes waiting consumers after a write in this process (a hint; consumers also poll every few seconds). */
  onAppend(listener: () => void): () => void;
}

/** Injection token of the log's retention (the adapter's side, not the consumers'). */
export const MATCH_LOG_RETENTION = Symbol('MATCH_LOG_RETENTION');

export interface MatchLogPruning {
  /** Drops the entries recorded before `before` (ISO time); answers how many went. */
  dropRecordedBefore(before: string): Promise<number>;
  /** Drops the cursors whose name is in [`from`, `to`) (e.g. the immediate mails' daily counters of past days). */
  dropCursorsBetween(from: string, to: string): Promise<number>;
}
