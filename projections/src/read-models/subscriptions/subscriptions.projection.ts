import type { UserPlanChanged } from '@insolvenz/backend/accounts/domain/events.js';
import {
  modeOf,
  recipientKey,
  subscriptionIndexTerms,
  type MatchCriteria,
  type SubscriptionEvent,
  type SubscriptionFields,
} from '@insolvenz/backend/alerts/domain/events.js';
import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { subscriptionCriteria } from '@insolvenz/backend/alerts/domain/match-criteria.js';
import { foldAddress } from '@insolvenz/backend/platform/text/address-key.js';
import { tableProjection } from '../../store/projection.js';
import {
  ALERT_RECIPIENTS_EVENT_TYPES,
  evolveAlertRecipients,
  type AlertRecipientsEvent,
} from './alert-recipients.evolve.js';
import type { SubscriptionChange, SubscriptionRow, SubscriptionsView } from './subscriptions.changes.js';

type Handled = RecordedEvent<SubscriptionEvent | UserPlanChanged | AlertRecipientsEvent>;

/**
 * Subscriptions of every user, their match-index terms and their owners' plans. The match criteria are derived
 * from the subscription's fields with the current rules (`match-criteria.ts`), not taken from the event, so a
 * rebuild brings subscriptions written under older rules to the current ones. A subscription's changes are
 * guarded by its position, so a redelivered event changes nothing.
 */
export const subscriptionsProjection = tableProjection<SubscriptionsView, SubscriptionChange>({
  name: 'subscriptions',
  // 2: name pairs and non-generic keywords in the match index. 3: recipients, owners, digest days (issue #12).
  // 5: owners of expired unconfirmed accounts are removed. 6: criteria derived from the fields with the search's
  // query understanding (issue #29: identifiers in every spelling, legal forms), old subscriptions included.
  // 7: the delivery mode (issue #30; `täglich` for subscriptions written before). 8: titles and salutations
  // before a watched person's name are left out ("Dr. Emily Werner" watches "Werner, Emily").
  version: 8,
  handles: new Set([
    'SubscriptionCreated',
    'SubscriptionUpdated',
    'SubscriptionToggled',
    'SubscriptionDeleted',
    'AlertDigestSent',
    'UserPlanChanged',
    ...ALERT_RECIPIENTS_EVENT_TYPES,
  ]),
  evolve: (view, recorded) => {
    const event = recorded as Handled;
    const position = event.position;
    switch (event.type) {
      case 'AlertDigestPrepared':
      case 'AlertDigestFailed':
      case 'UserRegistered':
      case 'UserProfileChanged':
      case 'UserEmailConfirmed':
      case 'UnconfirmedAccountExpired':
      case 'AccountErasureRequested':
      case 'RecipientConfirmationRequested':
      case 'RecipientConfirmationMailFailed':
      case 'RecipientConfirmationDeferred':
      case 'RecipientConfirmed':
      case 'RecipientRefused':
        return evolveAlertRecipients(view, event, position);
      case 'UserPlanChanged':
        return [{ kind: 'set-owner-plan', ownerId: event.data.userId, plan: event.data.plan, position }];
      case 'SubscriptionCreated': {
        const d = event.data;
        if (view.subscription(d.subscriptionId)) return [];
        const criteria = subscriptionCriteria(d);
        return [
          {
            kind: 'add-subscription',
            id: d.subscriptionId,
            ownerId: d.ownerId,
            source: d.source,
            createdAt: d.createdAt,
            row: subscriptionRow(d, criteria, d.ownerId),
            position,
          },
          termsOf(d.subscriptionId, d.active ? criteria : null),
        ];
      }
      case 'SubscriptionUpdated': {
        const d = event.data;
        const stored = view.subscription(d.subscriptionId);
        if (!stored || stored.position >= position) return [];
        const criteria = subscriptionCriteria(d);
        return [
          {
            kind: 'update-subscription',
            id: d.subscriptionId,
            updatedAt: d.updatedAt,
            row: subscriptionRow(d, criteria, stored.ownerId),
            position,
          },
          termsOf(d.subscriptionId, d.active ? criteria : null),
        ];
      }
      case 'SubscriptionToggled': {
        const d = event.data;
        const stored = view.subscription(d.subscriptionId);
        if (!stored || stored.position >= position) return [];
        return [
          { kind: 'toggle-subscription', id: d.subscriptionId, active: d.active, at: d.at, position },
          termsOf(d.subscriptionId, d.active ? stored.criteria : null),
        ];
      }
      case 'SubscriptionDeleted':
        return [
          { kind: 'delete-subscription', id: event.data.subscriptionId },
          termsOf(event.data.subscriptionId, null),
        ];
      case 'AlertDigestSent': {
        // An unconfirmed outcome (restart after a crash) may not have reached the user: not shown as sent.
        if (!event.data.confirmed) return [];
        const stored = view.subscription(event.data.subscriptionId);
        if (!stored || stored.position >= position) return [];
        return [{ kind: 'mark-notified', id: event.data.subscriptionId, sentAt: event.data.sentAt, position }];
      }
      default:
        return [];
    }
  },
});

function subscriptionRow(fields: SubscriptionFields, criteria: MatchCriteria, ownerId: string): SubscriptionRow {
  return {
    email: fields.email,
    companyName: fields.companyName,
    keywords: fields.keywords,
    active: fields.active,
    caseNumber: fields.caseNumber,
    court: fields.court,
    registerNumber: fields.registerNumber,
    mode: modeOf(fields),
    criteria,
    addressKey: foldAddress(fields.email),
    recipientKey: recipientKey(ownerId, fields.email),
  };
}

function termsOf(id: string, criteria: MatchCriteria | null): SubscriptionChange {
  return { kind: 'replace-terms', id, terms: criteria === null ? [] : [...subscriptionIndexTerms(criteria)] };
}
