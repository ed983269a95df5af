import type { AlertRef } from '../domain/events.js';

/**
 * What webhooks read of other modules' read models (the match log stores ids only; modules talk through events,
 * so this port reads the tables their projections keep, as the alerts module reads the saved searches'):
 * the alerts a user owns (or the alerts a batch of matches names, with their owners), and owners' addresses and
 * plans. Adapters: SQLite (`rm_subscriptions`, `rm_saved_searches`, `rm_users`) and MongoDB (same names).
 */
export const WEBHOOK_DIRECTORY = Symbol('WEBHOOK_DIRECTORY');

/**
 * An alert of a user as a webhook names it: a subscription's company name, a saved search's name (portfolios come
 * from `WEBHOOK_PORTFOLIOS`, not the directory).
 */
export interface OwnedAlert extends AlertRef {
  readonly kind: 'subscription' | 'saved-search';
  readonly name: string;
}

/** An alert with its owner, as the dispatcher looks alerts up by the ids the match log names. */
export interface AlertWithOwner extends OwnedAlert {
  readonly ownerId: string;
}

export interface OwnerContact {
  readonly email: string;
  readonly name: string;
  /** The plan the accounts read model records (`free`, `pro_monthly`, `pro_yearly`). */
  readonly plan: string;
}

export interface WebhookDirectory {
  /** The user's subscriptions and saved searches, each once. */
  alertsOf(ownerId: string): Promise<OwnedAlert[]>;
  /**
   * These alerts with their owners, in one lookup per kind (a batch of matches names a few alerts; asking per owner
   * cost a round trip per endpoint owner on the distributed profile). Unknown (deleted) alerts are left out.
   */
  alertsByRef(refs: readonly AlertRef[]): Promise<AlertWithOwner[]>;
  /** The owner's address and plan (webhooks stop for a user no longer on Pro), or null. */
  ownerContact(ownerId: string): Promise<OwnerContact | null>;
  /** The addresses and plans of these owners, in one lookup; unknown owners are left out. */
  ownerContacts(ownerIds: readonly string[]): Promise<Map<string, OwnerContact>>;
}
