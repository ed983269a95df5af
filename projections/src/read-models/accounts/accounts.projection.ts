import { USER_EVENT_TYPES, type UserEvent } from '@insolvenz/backend/accounts/domain/events.js';
import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { tableProjection } from '../../store/projection.js';
import type { AccountChange, AccountsView } from './accounts.changes.js';

type Handled = RecordedEvent<UserEvent>;

/**
 * Users, sessions and API keys for authentication, the admin's user list and the dashboard counts. Every
 * account event lives in the user's stream: the user's position guards the whole account.
 */
export const accountsProjection = tableProjection<AccountsView, AccountChange>({
  name: 'accounts',
  // 2: e-mail confirmation (email_confirmed, pending_email). 3: expired unconfirmed accounts are erased.
  version: 3,
  handles: USER_EVENT_TYPES,
  evolve: (view, recorded) => {
    const event = recorded as Handled;
    const userId = event.data.userId;
    const position = view.userPosition(userId);
    if (position !== undefined && position >= event.position) return [];
    if (position === undefined && event.type !== 'UserRegistered') return [];
    // Erasure (docs/DESIGN.md §6): the account goes with every row of it; its stream is deleted next.
    if (event.type === 'UnconfirmedAccountExpired' || event.type === 'AccountErasureRequested') {
      return [{ kind: 'erase-user', userId }];
    }
    return [
      ...accountChanges(event),
      { kind: 'account-applied', userId, position: event.position, at: event.metadata.occurredAt },
    ];
  },
});

function accountChanges(event: Handled): AccountChange[] {
  const userId = event.data.userId;
  switch (event.type) {
    case 'UserRegistered': {
      const d = event.data;
      return [
        {
          kind: 'register-user',
          userId,
          email: d.email,
          firstName: d.firstName,
          lastName: d.lastName,
          role: d.role,
          // Registrations from before e-mail confirmation existed count as confirmed.
          emailConfirmed: d.emailConfirmed !== false,
          registeredAt: d.registeredAt,
        },
      ];
    }
    case 'UserEmailConfirmationRequested':
      return [{ kind: 'request-email', userId, email: event.data.email }];
    case 'UserEmailConfirmed':
      return [{ kind: 'confirm-email', userId, email: event.data.email }];
    case 'UserProfileChanged': {
      const { firstName, lastName, email } = event.data;
      return [{ kind: 'change-profile', userId, firstName, lastName, email }];
    }
    case 'UserPasswordChanged':
      return [{ kind: 'end-sessions', userId }];
    case 'UserLoggedIn': {
      const { sessionId, expiresAt, at } = event.data;
      return [{ kind: 'open-session', userId, sessionId, expiresAt, at }];
    }
    case 'UserLoggedOut':
      return [{ kind: 'close-session', sessionId: event.data.sessionId }];
    case 'UserActivated':
      return [{ kind: 'set-active', userId, active: true }];
    case 'UserDeactivated':
      return [
        { kind: 'set-active', userId, active: false },
        { kind: 'end-sessions', userId },
      ];
    case 'UserRoleChanged':
      return [{ kind: 'set-role', userId, role: event.data.role }];
    case 'UserPlanChanged': {
      const { plan, periodEnd, cancelAtPeriodEnd, stripeSubscriptionId } = event.data;
      return [{ kind: 'set-plan', userId, plan, periodEnd, cancelAtPeriodEnd, stripeSubscriptionId }];
    }
    case 'BillingCustomerLinked':
      return [{ kind: 'link-billing-customer', userId, stripeCustomerId: event.data.stripeCustomerId }];
    case 'ApiKeyIssued': {
      const { keyId, name, secretHash, at } = event.data;
      return [{ kind: 'issue-api-key', userId, keyId, name, secretHash, at }];
    }
    case 'ApiKeyRevoked':
      return [{ kind: 'revoke-api-key', keyId: event.data.keyId, at: event.data.at }];
    default:
      return [];
  }
}
