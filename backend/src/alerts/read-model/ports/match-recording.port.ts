import type { CaseMatchFields } from '../../matching/case-terms.js';

/** Injection token of what the matcher writes: its decisions about new notices and erasures, by event id. */
export const MATCH_RECORDING = Symbol('MATCH_RECORDING');

/** What the matcher decided about one new notice of a case: record it under its event id. */
export interface NoticeMatches {
  readonly kind: 'notice';
  readonly eventId: string;
  /** Global position of the case event: the matcher's committed position moves up to it. */
  readonly position: bigint;
  readonly caseId: number;
  readonly caseKey: string;
  readonly publicationDate: string;
  /** The case's matching fields, kept for the watchlist preview (`casesIndexedUnder`). */
  readonly fields: CaseMatchFields;
  /** Subscriptions whose criteria the notice matches. */
  readonly subscriptionIds: readonly string[];
  /** Saved searches with an alert that find the notice (skipped where the case was already handed over). */
  readonly savedSearchIds: readonly string[];
  /**
   * Subscriptions among `subscriptionIds` told only because the notice's case joined the debtor file of a case
   * they watch (issue #32), each with the German reason and the watched case it names; absent: none.
   */
  readonly fileReasons?: readonly FileReason[];
  /** Portfolios with rows the notice's case is now a hit of (issue #31); absent: none. */
  readonly portfolioIds?: readonly string[];
}

/** Why a subscription is told of a case it does not match itself (issue #32: the debtor's file). */
export interface FileReason {
  readonly subscriptionId: string;
  /** "gehört zur Akte von Müller Bau GmbH (AG Bonn, 12 IN 3/26): früherer Name Müller Bau GmbH". */
  readonly reason: string;
  /** The watched case the reason names: its erasure removes the reason. */
  readonly linkedCaseId: number;
}

/** GDPR erasure of cases (docs/DESIGN.md §6): every trace of them goes, each erasure recorded under its event id. */
export interface CaseErasures {
  readonly kind: 'erasures';
  readonly erasures: readonly { readonly caseId: number; readonly eventId: string; readonly position: bigint }[];
}

export type MatcherWrite = NoticeMatches | CaseErasures;

/**
 * The matcher's writes (docs/DESIGN.md §9), idempotent by event id: a write whose event id was recorded before
 * changes nothing, so an at-least-once feed never matches a notice twice. A notice's matches, its entry in the
 * case index and its entries in the match log are one write; an erasure removes every trace of its cases.
 */
export interface MatchRecording {
  /** The event ids among these already recorded (matched, erased or parked). */
  processed(eventIds: readonly string[]): Promise<Set<string>>;
  /** Records one write with its event id, all or nothing; throws when it cannot. */
  record(write: MatcherWrite, at: string): Promise<void>;
  /** Records the writes in order, each all or nothing; answers those that failed (each rolled back alone). */
  recordAll(writes: readonly MatcherWrite[], at: string): Promise<MatcherWrite[]>;
}
