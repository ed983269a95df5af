import type {
  AccountErasureRequested,
  UnconfirmedAccountExpired,
  UserEmailConfirmed,
  UserProfileChanged,
  UserRegistered,
} from '@insolvenz/backend/accounts/domain/events.js';
import type {
  AlertDigestFailed,
  AlertDigestPrepared,
  RecipientEvent,
} from '@insolvenz/backend/alerts/domain/events.js';
import { berlinDate } from '@insolvenz/backend/platform/clock/berlin-time.js';
import { foldAddress } from '@insolvenz/backend/platform/text/address-key.js';
import type { SubscriptionChange, SubscriptionsView } from './subscriptions.changes.js';

export type AlertRecipientsEvent =
  | RecipientEvent
  | UserRegistered
  | UserProfileChanged
  | UserEmailConfirmed
  | UnconfirmedAccountExpired
  | AccountErasureRequested
  | AlertDigestPrepared
  | AlertDigestFailed;

export const ALERT_RECIPIENTS_EVENT_TYPES: readonly AlertRecipientsEvent['type'][] = [
  'RecipientConfirmationRequested',
  'RecipientConfirmationMailFailed',
  'RecipientConfirmationDeferred',
  'RecipientConfirmed',
  'RecipientRefused',
  'UserRegistered',
  'UserProfileChanged',
  'UserEmailConfirmed',
  'UnconfirmedAccountExpired',
  'AccountErasureRequested',
  'AlertDigestPrepared',
  'AlertDigestFailed',
];

/**
 * The part of the subscriptions read model that issue #12 added: owners' current account addresses, the
 * double opt-in state per (owner, address) and the day of each address's last digest. Idempotent: recipient
 * changes are guarded by the recipient's position; the others set the event's values.
 */
export function evolveAlertRecipients(
  view: SubscriptionsView,
  event: AlertRecipientsEvent,
  position: bigint,
): SubscriptionChange[] {
  switch (event.type) {
    case 'UserRegistered':
    case 'UserProfileChanged': {
      const { userId, email, firstName, lastName } = event.data;
      return [
        {
          kind: 'set-owner',
          ownerId: userId,
          emailKey: foldAddress(email),
          name: `${firstName} ${lastName}`.trim(),
          position,
        },
      ];
    }
    case 'UserEmailConfirmed':
      // A changed address takes effect only when its link is used: from then on it is the owner's own address.
      return [
        { kind: 'set-owner-email', ownerId: event.data.userId, emailKey: foldAddress(event.data.email), position },
      ];
    case 'UnconfirmedAccountExpired':
    case 'AccountErasureRequested':
      // The account is erased (docs/DESIGN.md §6): its address and name go from the owners.
      return [{ kind: 'remove-owner', ownerId: event.data.userId, position }];
    case 'RecipientConfirmationRequested': {
      const { recipientKey, ownerId, requestedAt } = event.data;
      const known = view.recipientPosition(recipientKey);
      if (known === undefined) {
        return [{ kind: 'add-recipient', recipientKey, ownerId, status: 'pending', requestedAt, position }];
      }
      if (known >= position) return [];
      // The decider requests only for a pending or queued address: it is pending (again) now.
      return [
        { kind: 'set-recipient-request', recipientKey, requestedAt, position },
        { kind: 'set-recipient-status', recipientKey, status: 'pending', position },
      ];
    }
    case 'RecipientConfirmationDeferred': {
      // Issue #28: the owner's opt-in mails of the day were sent; this one waits ("wartet auf Versand").
      const { recipientKey, ownerId } = event.data;
      const known = view.recipientPosition(recipientKey);
      if (known === undefined) {
        return [{ kind: 'add-recipient', recipientKey, ownerId, status: 'queued', requestedAt: null, position }];
      }
      if (known >= position) return [];
      return [
        { kind: 'set-recipient-request', recipientKey, requestedAt: null, position },
        { kind: 'set-recipient-status', recipientKey, status: 'queued', position },
      ];
    }
    case 'RecipientConfirmationMailFailed': {
      const known = view.recipientPosition(event.data.recipientKey);
      if (known === undefined || known >= position) return [];
      return [{ kind: 'set-recipient-request', recipientKey: event.data.recipientKey, requestedAt: null, position }];
    }
    case 'RecipientConfirmed':
    case 'RecipientRefused': {
      const { recipientKey, ownerId } = event.data;
      const status = event.type === 'RecipientConfirmed' ? 'confirmed' : 'refused';
      const known = view.recipientPosition(recipientKey);
      if (known === undefined) {
        return [{ kind: 'add-recipient', recipientKey, ownerId, status, requestedAt: null, position }];
      }
      return known < position ? [{ kind: 'set-recipient-status', recipientKey, status, position }] : [];
    }
    case 'AlertDigestPrepared': {
      // The address the digest went to is the subscription's address when it was prepared (events apply in order).
      const subscription = view.subscription(event.data.subscriptionId);
      // An immediate mail (issue #30) is not the address's digest of the day: the 07:00 digest still goes out.
      if (!subscription || event.data.delivery === 'immediate') return [];
      return [
        {
          kind: 'set-address-digest',
          addressKey: subscription.addressKey,
          digestDay: berlinDate(new Date(event.data.preparedAt)),
          digestId: event.data.digestId,
          position,
        },
      ];
    }
    case 'AlertDigestFailed':
      return [{ kind: 'clear-address-digest', digestId: event.data.digestId, position }];
  }
}
