/** Injection token of the subscriptions' matches waiting for delivery (digest or immediate mail). */
export const SUBSCRIPTION_MATCHES = Symbol('SUBSCRIPTION_MATCHES');

export interface PendingCase {
  readonly caseId: number;
  readonly caseKey: string;
  /** Why the subscription got the case though the case does not match it (issue #32: the debtor's file). */
  readonly reason?: string;
}

/** The subscriptions' pending matches as the deliveries read and settle them. */
export interface SubscriptionMatches {
  /** Subscriptions with matches waiting for a digest. */
  subscriptionsWithPendingMatches(): Promise<string[]>;
  /** A subscription's waiting matches, oldest publication first. */
  pendingMatches(subscriptionId: string): Promise<PendingCase[]>;
  /** The cases went out in a mail (or were recorded as handed over): never sent again. */
  markSent(subscriptionId: string, caseIds: readonly number[]): Promise<void>;
  /** Matches that will never be sent (the case is gone, the subscription deleted, the address refused). */
  discard(subscriptionId: string, caseIds: readonly number[] | 'all'): Promise<void>;
  /** A deleted subscription: its matches (and its match-log entries) go, and nothing of them stays in the storage. */
  eraseSubscription(subscriptionId: string): Promise<void>;
}
