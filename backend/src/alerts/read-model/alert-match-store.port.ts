import type { CaseMatchFields } from '../matching/case-terms.js';

/** Injection token of the alert match store: the matcher's and the digests' own state, not a projection. */
export const ALERT_MATCH_STORE = Symbol('ALERT_MATCH_STORE');

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
}

/** GDPR erasure of cases (docs/DESIGN.md §6): every trace of them goes, each erasure recorded under its event id. */
export interface CaseErasures {
  readonly kind: 'erasures';
  readonly erasures: readonly { readonly caseId: number; readonly eventId: string; readonly position: bigint }[];
}

export type MatcherWrite = NoticeMatches | CaseErasures;

/** A message the matcher gave up on, kept for operators (counted in /api/health). */
export interface ParkedMessage {
  readonly eventId: string;
  readonly caseId: number | null;
  /** The message's global position when it had a valid one (a parked message counts as handled). */
  readonly position: bigint | null;
  readonly attempts: number;
  readonly error: string;
  readonly payload: unknown;
}

/** A parked message as the matcher's retry of parked messages reads it back. */
export interface StoredParkedMessage {
  readonly eventId: string;
  readonly attempts: number;
  readonly parkedAt: string;
  readonly payload: unknown;
}

/**
 * How far the matcher is (issue #15): the highest global position it committed (matches recorded, erasure
 * done or message parked), and the position of the last message the new-case feed published.
 */
export interface MatcherProgress {
  readonly matcherPosition: bigint;
  readonly feedPosition: bigint;
}

export interface PendingCase {
  readonly caseId: number;
  readonly caseKey: string;
}

/** A case known to the matcher, as the watchlist preview looks it up. */
export interface IndexedCase extends PendingCase {
  readonly fields: CaseMatchFields;
  readonly publicationDate: string;
}

/** A saved search's case returned to its pending matches after a refused mail. */
export interface ReturnedCase extends PendingCase {
  readonly publicationDate: string;
}

/**
 * The alert matches between matcher and digest (docs/DESIGN.md §9), idempotent by event id: a write whose event id
 * was recorded before changes nothing, so an at-least-once feed never matches a notice twice. Erasures remove
 * every trace of a case or subscription, including what the storage keeps of deleted data.
 */
export interface AlertMatchStore {
  /** The event ids among these already recorded (matched, erased or parked). */
  processed(eventIds: readonly string[]): Promise<Set<string>>;
  /** Records one write with its event id, all or nothing; throws when it cannot. */
  record(write: MatcherWrite, at: string): Promise<void>;
  /** Records the writes in order, each all or nothing; answers those that failed (each rolled back alone). */
  recordAll(writes: readonly MatcherWrite[], at: string): Promise<MatcherWrite[]>;
  /** Parks a message (and marks its event id as processed when it names a case). */
  park(message: ParkedMessage, at: string): Promise<void>;
  parkedCount(): Promise<number>;
  /** Parked messages, oldest parking first. */
  parkedMessages(limit: number): Promise<StoredParkedMessage[]>;
  /**
   * Records `write` of a parked message as if it were new (its processed marker, set by the parking, is dropped
   * first), then forgets the parking: last, so that a crash in between leaves it parked for the next retry.
   */
  resumeParked(eventId: string, write: MatcherWrite | null, at: string): Promise<void>;
  /** The matcher's committed position and the feed's last published one (the digest reports the gap). */
  progress(): Promise<MatcherProgress>;

  /** Subscriptions with matches waiting for a digest. */
  subscriptionsWithPendingMatches(): Promise<string[]>;
  /** A subscription's waiting matches, oldest publication first. */
  pendingMatches(subscriptionId: string): Promise<PendingCase[]>;
  /** The cases went out in a digest (or were recorded as handed over): never sent again. */
  markSent(subscriptionId: string, caseIds: readonly number[]): Promise<void>;
  /** Matches that will never be sent (the case is gone, the subscription deleted, the address refused). */
  discard(subscriptionId: string, caseIds: readonly number[] | 'all'): Promise<void>;
  /** A deleted subscription: its matches go, and nothing of them stays in the storage. */
  eraseSubscription(subscriptionId: string): Promise<void>;

  /** Known cases indexed under any of `terms`, newest publication first (the watchlist preview). */
  casesIndexedUnder(terms: readonly string[]): Promise<IndexedCase[]>;

  /** Saved searches with matches waiting or cases already sent (issue #13). */
  savedSearchesWithTraces(): Promise<string[]>;
  /** Saved searches with matches waiting for a digest. */
  savedSearchesWithPendingMatches(): Promise<string[]>;
  /** A saved search's waiting matches, oldest publication first. */
  pendingSearchMatches(savedSearchId: string): Promise<PendingCase[]>;
  /** Was any saved search's digest sent to this address on this Berlin day? */
  searchDigestSentOn(address: string, day: string): Promise<boolean>;
  /** The cases are in a digest from now on: never matched or sent again for this saved search. */
  handOverSearchMatches(savedSearchId: string, caseIds: readonly number[], address: string, day: string): Promise<void>;
  /** The mail did not leave: the cases wait for the next digest. */
  handBackSearchMatches(savedSearchId: string, cases: readonly ReturnedCase[], at: string): Promise<void>;
  /** A saved search's waiting matches that will never be sent (`'all'`: its alert was switched off). */
  discardSearchMatches(savedSearchId: string, caseIds: readonly number[] | 'all'): Promise<void>;
  /** Deleted saved searches leave nothing behind (their ids and the owner's address key). */
  eraseSavedSearches(savedSearchIds: readonly string[]): Promise<void>;
}
