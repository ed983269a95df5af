/** Injection token of the cases an owner's alerts matched ("Meine Fristen", issue #32 part 4). */
export const WATCHED_MATCHES = Symbol('WATCHED_MATCHES');

export interface AlertIds {
  readonly subscriptionIds: readonly string[];
  readonly savedSearchIds: readonly string[];
}

/** The cases these alerts matched, as far as the match store still knows them. */
export interface WatchedMatches {
  /**
   * Ids of the cases any of these alerts matched: waiting for a mail, handed to a saved search's digest, or in
   * the match log (the last 7 days, sent or not). Erased cases are in none of these. Once, any order.
   */
  casesMatchedBy(alerts: AlertIds): Promise<number[]>;
}
