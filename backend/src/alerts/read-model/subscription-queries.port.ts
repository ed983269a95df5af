import type { MatchCriteria, RecipientStatus } from '../domain/events.js';
import type { SubscriptionView } from './subscription-view.js';

/** Injection token of the alerts module's read side (subscriptions, recipients, owners, saved-search alerts). */
export const SUBSCRIPTION_QUERIES = Symbol('SUBSCRIPTION_QUERIES');

/** An active subscription that may match a new case: its id and its criteria, verified by the matcher. */
export interface SubscriptionCandidate {
  readonly id: string;
  readonly criteria: MatchCriteria;
}

/** A saved search with the daily alert on: its id and its search criteria (issue #13). */
export interface SavedSearchCandidate {
  readonly id: string;
  readonly criteria: Readonly<Record<string, string>>;
}

/** What one new notice of a batch looks up: its index terms and its global position. */
export interface CandidateLookup {
  readonly terms: readonly string[];
  readonly before: bigint;
}

/** A notice's candidates: what `subscriptionCandidates` and `savedSearchCandidates` answer for its lookup. */
export interface NoticeCandidates {
  readonly subscriptions: SubscriptionCandidate[];
  readonly savedSearches: SavedSearchCandidate[];
}

/** What the digest needs to know of a subscription with pending matches; null fields: it is gone (deleted). */
export interface DigestTarget {
  readonly id: string;
  /** The owner's plan, or null when unknown. */
  readonly plan: string | null;
  /** The folded alert address; null when the subscription is no longer in the read model (deleted). */
  readonly address: string | null;
  readonly recipient: RecipientStatus | null;
  /** Where the subscription was created in the global log (the order within an address's mail). */
  readonly createdPosition: bigint | null;
  /**
   * Issue #30: the delivery mode and whether the subscription is on, as the read model has them (null when
   * deleted). The immediate sender reads a subscription's stream only when these say `sofort` and on: most
   * matched subscriptions are `täglich`, and a stream read each cost a round trip per match.
   */
  readonly mode: 'sofort' | 'täglich' | null;
  readonly active: boolean | null;
}

/** A confirmation mail that waits for a later day: whose, and to which address. */
export interface QueuedConfirmation {
  readonly ownerId: string;
  readonly email: string;
}

/** A saved search as its alert sees it; `exists: false` when it was deleted. */
export interface SearchAlertTarget {
  readonly id: string;
  readonly exists: boolean;
  readonly name: string | null;
  readonly criteria: Readonly<Record<string, string>> | null;
  readonly alert: boolean;
  /** Issue #30: how the alert is delivered (`täglich` for saved searches written before). */
  readonly mode: 'sofort' | 'täglich';
  readonly plan: string | null;
  /** The owner's account address, folded: a saved search's alert goes to its owner only. */
  readonly address: string | null;
  readonly createdPosition: bigint | null;
}

/** How many subscriptions an owner has, and how many of them are switched on. */
export interface SubscriptionTally {
  readonly total: number;
  readonly active: number;
}

/**
 * The read side of the alerts module (never the event log). Every list is scoped by owner unless the caller
 * is an admin. A read model that does not exist yet (fresh data directory) answers as empty.
 */
export interface SubscriptionQueries {
  /** The owner's subscriptions, oldest first (the order they were created in). */
  ofOwner(ownerId: string): Promise<SubscriptionView[]>;
  /** Subscriptions sending to `email` (any letter case): the owner's own, or everyone's when `ownerId` is null. */
  byEmail(email: string, ownerId: string | null): Promise<SubscriptionView[]>;
  find(id: string): Promise<SubscriptionView | null>;
  /** How many subscriptions the owner has (the cap of ALERT_SUBSCRIPTIONS_MAX counts these). */
  countOfOwner(ownerId: string): Promise<number>;
  /**
   * The owner's subscriptions counted, all and active: what the dashboard polls every 30 s, instead of the
   * whole list (a watchlist of 1,000 companies is about 630 KB of JSON).
   */
  tallyOfOwner(ownerId: string): Promise<SubscriptionTally>;
  /**
   * Addresses whose confirmation mail waits for a later day (recipient status `queued`, issue #28) and that a
   * subscription still targets: owner and address (as a subscription spells it), oldest deferral first.
   */
  queuedConfirmations(): Promise<QueuedConfirmation[]>;
  /** The owner's current account address (folded) and name, as the alerts read model knows them. */
  owner(ownerId: string): Promise<{ emailKey: string; name: string } | null>;
  /**
   * Active subscriptions created before `before` (a global position) that are indexed under at least one of
   * `terms`: the candidates a new case is verified against.
   */
  subscriptionCandidates(terms: readonly string[], before: bigint): Promise<SubscriptionCandidate[]>;
  /**
   * The global position up to which both the subscriptions and the saved-searches read models have applied the
   * log (0 while either has not started). The matcher matches a case at position p only once this is at least
   * p, so every subscription recorded before the case is a candidate, whichever process runs the projections.
   */
  appliedUpTo(): Promise<bigint>;
  /** Saved searches with the alert on, created before `before`. */
  savedSearchCandidates(before: bigint): Promise<SavedSearchCandidate[]>;
  /**
   * Both kinds of candidates for a batch of notices, one answer per lookup in order: the same as asking for
   * each notice alone, in one read of the store (new cases come in batches; terms they share, such as a court
   * or a city, are looked up once).
   */
  candidatesOfBatch(lookups: readonly CandidateLookup[]): Promise<NoticeCandidates[]>;
  /** The digest's view of these subscriptions, one answer per id (in the order of `ids`). */
  digestTargets(ids: readonly string[]): Promise<DigestTarget[]>;
  /** The alert's view of these saved searches, one answer per id (in the order of `ids`). */
  searchAlertTargets(ids: readonly string[]): Promise<SearchAlertTarget[]>;
  /** Owners with an active subscription or a saved search with its alert on ("Meine Fristen", issue #32). */
  watchingOwners(): Promise<string[]>;
  /**
   * The owners whose account address folds to `emailKey` (one, or none; two only for the moment an address
   * moves between accounts): whose saved searches' alerts go there.
   */
  ownersOfAddress(emailKey: string): Promise<string[]>;
  /** Ids of the owner's saved searches with the alert on, oldest first. */
  alertingSavedSearchesOf(ownerId: string): Promise<string[]>;
  /** The Berlin day of the address's last digest that did not fail. */
  lastDigestDay(address: string): Promise<string | null>;
}
