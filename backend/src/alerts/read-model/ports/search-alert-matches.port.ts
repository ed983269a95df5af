import type { PendingCase } from './subscription-matches.port.js';

/** Injection token of the saved searches' alert matches (issue #13) waiting for delivery. */
export const SEARCH_ALERT_MATCHES = Symbol('SEARCH_ALERT_MATCHES');

/** A saved search's case returned to its pending matches after a refused mail. */
export interface ReturnedCase extends PendingCase {
  readonly publicationDate: string;
}

/**
 * Cases of one saved search handed to the mail under `mailKey` whose outcome was never recorded: a crash came
 * between the hand-over and the mail delivery's answer. The delivery record decides (issue #30: at least once).
 */
export interface UnsettledHandOver {
  readonly mailKey: string;
  readonly savedSearchId: string;
  readonly cases: readonly ReturnedCase[];
}

/** The saved searches' pending and handed-over matches as the deliveries read and settle them. */
export interface SearchAlertMatches {
  /** Saved searches with matches waiting or cases already sent (issue #13). */
  savedSearchesWithTraces(): Promise<string[]>;
  /** Saved searches with matches waiting for a digest. */
  savedSearchesWithPendingMatches(): Promise<string[]>;
  /** A saved search's waiting matches, oldest publication first. */
  pendingSearchMatches(savedSearchId: string): Promise<PendingCase[]>;
  /** Was any saved search's digest sent to this address on this Berlin day? */
  searchDigestSentOn(address: string, day: string): Promise<boolean>;
  /**
   * The cases are in the mail under `mailKey` from now on: never matched or sent again for this saved search. The
   * hand-over stays unsettled (with what a hand-back needs) until `settleSearchHandOvers(mailKey)` or a hand-back.
   */
  handOverSearchMatches(
    savedSearchId: string,
    caseIds: readonly number[],
    address: string,
    day: string,
    mailKey: string,
  ): Promise<void>;
  /** Hand-overs of mails whose outcome was not recorded, oldest mail key first. */
  unsettledSearchHandOvers(): Promise<UnsettledHandOver[]>;
  /** The mail under `mailKey` left (or its delivery sends it again): its hand-overs are final. */
  settleSearchHandOvers(mailKey: string): Promise<void>;
  /** The mail did not leave: the cases wait for the next digest. */
  handBackSearchMatches(savedSearchId: string, cases: readonly ReturnedCase[], at: string): Promise<void>;
  /** A saved search's waiting matches that will never be sent (`'all'`: its alert was switched off). */
  discardSearchMatches(savedSearchId: string, caseIds: readonly number[] | 'all'): Promise<void>;
  /** Deleted saved searches leave nothing behind (their ids, the owner's address key, their match-log entries). */
  eraseSavedSearches(savedSearchIds: readonly string[]): Promise<void>;
}
