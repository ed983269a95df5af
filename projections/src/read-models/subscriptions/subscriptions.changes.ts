import type { MatchCriteria, SubscriptionFields } from '@insolvenz/backend/alerts/domain/events.js';

/** What the subscriptions projection reads while deciding. */
export interface SubscriptionsView {
  subscription(id: string): StoredSubscription | undefined;
  /** Position of the last event applied to the recipient's opt-in state (undefined: unknown recipient). */
  recipientPosition(recipientKey: string): bigint | undefined;
}

export interface StoredSubscription {
  readonly ownerId: string;
  /** Position of the last event applied to the subscription. */
  readonly position: bigint;
  readonly criteria: MatchCriteria;
  /** The folded alert address. */
  readonly addressKey: string;
}

/** The subscription as the API lists it and the matcher reads it. */
export interface SubscriptionRow extends SubscriptionFields {
  readonly criteria: MatchCriteria;
  readonly addressKey: string;
  readonly recipientKey: string;
}

/** The changes the subscriptions projection decides, applied in order by a store adapter. */
export type SubscriptionChange =
  | {
      readonly kind: 'add-subscription';
      readonly id: string;
      readonly ownerId: string;
      readonly source: string;
      readonly createdAt: string;
      readonly row: SubscriptionRow;
      readonly position: bigint;
    }
  | {
      readonly kind: 'update-subscription';
      readonly id: string;
      readonly updatedAt: string;
      readonly row: SubscriptionRow;
      readonly position: bigint;
    }
  | {
      readonly kind: 'toggle-subscription';
      readonly id: string;
      readonly active: boolean;
      readonly at: string;
      readonly position: bigint;
    }
  | { readonly kind: 'delete-subscription'; readonly id: string }
  /** The match-index terms of the subscription (none: inactive or deleted). */
  | { readonly kind: 'replace-terms'; readonly id: string; readonly terms: readonly string[] }
  | { readonly kind: 'mark-notified'; readonly id: string; readonly sentAt: string; readonly position: bigint }
  /**
   * The owner and digest changes below carry the position of their event too: SQLite sets the event's values,
   * a store without transactions guards each document by it (`subscriptions.mongo.ts`).
   */
  | { readonly kind: 'set-owner-plan'; readonly ownerId: string; readonly plan: string; readonly position: bigint }
  | {
      readonly kind: 'set-owner';
      readonly ownerId: string;
      readonly emailKey: string;
      readonly name: string;
      readonly position: bigint;
    }
  | { readonly kind: 'set-owner-email'; readonly ownerId: string; readonly emailKey: string; readonly position: bigint }
  /** The owner's account is erased: its address, name and plan go. */
  | { readonly kind: 'remove-owner'; readonly ownerId: string; readonly position: bigint }
  | {
      readonly kind: 'add-recipient';
      readonly recipientKey: string;
      readonly ownerId: string;
      readonly status: 'pending' | 'queued' | 'confirmed' | 'refused';
      readonly requestedAt: string | null;
      readonly position: bigint;
    }
  /** A new confirmation request (`requestedAt`) or a failed one (null) of a known recipient; the status stays. */
  | {
      readonly kind: 'set-recipient-request';
      readonly recipientKey: string;
      readonly requestedAt: string | null;
      readonly position: bigint;
    }
  | {
      readonly kind: 'set-recipient-status';
      readonly recipientKey: string;
      readonly status: 'pending' | 'queued' | 'confirmed' | 'refused';
      readonly position: bigint;
    }
  | {
      readonly kind: 'set-address-digest';
      readonly addressKey: string;
      readonly digestDay: string;
      readonly digestId: string;
      readonly position: bigint;
    }
  /** The digest failed: the address may get its digest later the same day. */
  | { readonly kind: 'clear-address-digest'; readonly digestId: string; readonly position: bigint };
