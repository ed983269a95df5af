import type { MatcherWrite } from './match-recording.port.js';

/** Injection token of the matcher's parked messages and committed progress (operators, health, digest lag). */
export const MATCHER_PARKING = Symbol('MATCHER_PARKING');

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

/** Parked messages and the matcher's committed progress. */
export interface MatcherParking {
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
  /**
   * Notices at or before this global position alert nobody (0n: none). An installation moved here from the
   * embedded profile (`migrate-data`) matched and alerted them there; the feed relays them once more only so
   * that this matcher's case index knows them (watchlist preview, debtor files).
   */
  alertedBeforeThrough(): Promise<bigint>;
  /** Records that position (`migrate-data`); it never moves back. */
  recordAlertedBeforeThrough(position: bigint): Promise<void>;
}
