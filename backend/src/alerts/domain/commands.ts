import type { MatchCriteria, SubscriptionFields, SubscriptionSource } from './events.js';

/**
 * Commands of a subscription. Ids, time and the plan decision come from the handler (random UUID, injected
 * clock, `limitsFor(caller).emailAlerts`), so the decider stays deterministic (docs/DESIGN.md §4). `by` is the
 * acting user: only the owner may act on a subscription.
 */
export type SubscriptionCommand =
  | {
      readonly type: 'CreateSubscription';
      readonly subscriptionId: string;
      readonly by: string;
      readonly mayHaveAlerts: boolean;
      /** The owner's subscriptions now (read model) and the cap (`ALERT_SUBSCRIPTIONS_MAX`). */
      readonly ownerSubscriptions: number;
      readonly maxSubscriptions: number;
      readonly fields: SubscriptionFields;
      readonly criteria: MatchCriteria;
      readonly source: SubscriptionSource;
      readonly at: Date;
    }
  | {
      readonly type: 'UpdateSubscription';
      readonly by: string;
      readonly mayHaveAlerts: boolean;
      readonly fields: SubscriptionFields;
      readonly criteria: MatchCriteria;
      readonly at: Date;
    }
  | { readonly type: 'ToggleSubscription'; readonly by: string; readonly mayHaveAlerts: boolean; readonly at: Date }
  /** From the signed link of a digest mail: no user, the signature is the authority; idempotent. */
  | { readonly type: 'DeactivateSubscription'; readonly at: Date }
  | { readonly type: 'DeleteSubscription'; readonly by: string; readonly at: Date }
  | {
      readonly type: 'PrepareDigest';
      readonly digestId: string;
      readonly caseIds: readonly number[];
      readonly at: Date;
      /** An immediate mail (issue #30) rather than the daily digest. */
      readonly delivery?: 'immediate';
    }
  | {
      readonly type: 'RecordDigestSent';
      readonly digestId: string;
      readonly mailMessageId: string | null;
      readonly confirmed: boolean;
      readonly at: Date;
    }
  | { readonly type: 'RecordDigestFailed'; readonly digestId: string; readonly reason: string; readonly at: Date };
