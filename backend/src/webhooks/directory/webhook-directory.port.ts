import type { AlertRef } from '../domain/events.js';

/**
 * What webhooks read of other modules' read models (the match log stores ids only; modules talk through events,
 * so this port reads the tables their projections keep, as the alerts module reads the saved searches'):
 * the alerts a user owns, the public facts of a case, and an owner's address for the disabling mail.
 * Adapters: SQLite (`rm_subscriptions`, `rm_saved_searches`, `rm_cases`, `rm_users`) and MongoDB (same names).
 */
export const WEBHOOK_DIRECTORY = Symbol('WEBHOOK_DIRECTORY');

/** An alert of a user as a webhook names it: a subscription's company name, a saved search's name. */
export interface OwnedAlert extends AlertRef {
  readonly name: string;
}

export interface CaseFacts {
  readonly id: number;
  readonly companyName: string;
  readonly court: string;
  readonly caseNumber: string;
  /** When the product first saw the case, where the read model records it (issue #30 item 1); else null. */
  readonly detectedAt: string | null;
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
  /** The case as the case page shows it, or null (unknown, not projected yet, or erased). */
  caseFacts(caseId: number): Promise<CaseFacts | null>;
  /** The owner's address and plan (webhooks stop for a user no longer on Pro), or null. */
  ownerContact(ownerId: string): Promise<OwnerContact | null>;
}
