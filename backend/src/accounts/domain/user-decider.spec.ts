import { DeciderSpecification } from '../../platform/command-handling/decider-specification.js';
import type { UserEvent } from './events.js';
import {
  AccountDeactivated,
  ApiKeyNotFound,
  ConfirmationLinkExpired,
  ConfirmationLinkInvalid,
  EmailAlreadyConfirmed,
  EmailChangeNeedsConfirmation,
  MAX_ACTIVE_API_KEYS,
  PasswordResetLinkUsed,
  ProPlanRequired,
  TooManyApiKeys,
  UserAlreadyRegistered,
  UserNotFound,
  userDecider,
} from './user-decider.js';

const spec = DeciderSpecification.for(userDecider);
const at = '2026-11-21T09:00:00.000Z';
const registered: UserEvent = {
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    email: 'anna@example.de',
    firstName: 'Anna',
    lastName: 'Berger',
    passwordHash: '$argon2id$old',
    role: 'user',
    registeredAt: at,
  },
};
const loggedIn = (sessionId: string): UserEvent => ({
  type: 'UserLoggedIn',
  data: { userId: 'u1', sessionId, expiresAt: '2026-11-21T17:00:00.000Z', at },
});
const pro: UserEvent = {
  type: 'UserPlanChanged',
  data: {
    userId: 'u1',
    plan: 'pro_monthly',
    source: 'stripe',
    periodEnd: '2026-12-21T00:00:00.000Z',
    cancelAtPeriodEnd: false,
    stripeSubscriptionId: 'sub_1',
    at,
  },
};
const issue = (keyId: string) => ({ type: 'IssueApiKey' as const, keyId, name: 'ERP', secretHash: 'h', at });

describe('user decider', () => {
  it('registers a new account once', () => {
    const { data } = registered as Extract<UserEvent, { type: 'UserRegistered' }>;
    const { registeredAt: _r, ...command } = data;
    spec
      .given([])
      .when({ type: 'RegisterUser', ...command, confirmation: null, at })
      .then([{ type: 'UserRegistered', data: { ...data, emailConfirmed: true } }]);
    spec
      .given([registered])
      .when({ type: 'RegisterUser', ...command, confirmation: null, at })
      .thenThrows(UserAlreadyRegistered);
  });

  describe('e-mail confirmation', () => {
    const { registeredAt: _r, ...account } = (registered as Extract<UserEvent, { type: 'UserRegistered' }>).data;
    const expiresAt = '2026-11-22T09:00:00.000Z';
    const requested = (requestId: string, email = 'anna@example.de'): UserEvent => ({
      type: 'UserEmailConfirmationRequested',
      data: { userId: 'u1', email, requestId, expiresAt, at },
    });
    const confirmed = (requestId: string, email = 'anna@example.de'): UserEvent => ({
      type: 'UserEmailConfirmed',
      data: { userId: 'u1', email, requestId, at },
    });
    const selfRegistered: UserEvent = {
      type: 'UserRegistered',
      data: { ...account, registeredAt: at, emailConfirmed: false },
    };

    it('records a self-registration as unconfirmed with a confirmation request', () => {
      spec
        .given([])
        .when({ type: 'RegisterUser', ...account, confirmation: { requestId: 'r1', expiresAt }, at })
        .then([selfRegistered, requested('r1')]);
    });

    it('confirms with the newest link only, before it expires, and accepts the same link twice', () => {
      spec
        .given([selfRegistered, requested('r1')])
        .when({ type: 'ConfirmEmail', requestId: 'r1', at })
        .then([confirmed('r1')]);
      spec
        .given([selfRegistered, requested('r1'), requested('r2')])
        .when({ type: 'ConfirmEmail', requestId: 'r1', at })
        .thenThrows(ConfirmationLinkInvalid);
      spec
        .given([selfRegistered, requested('r1')])
        .when({ type: 'ConfirmEmail', requestId: 'r1', at: expiresAt })
        .thenThrows(ConfirmationLinkExpired);
      spec
        .given([selfRegistered, requested('r1'), confirmed('r1')])
        .when({ type: 'ConfirmEmail', requestId: 'r1', at })
        .then([]);
      spec.given([registered]).when({ type: 'ConfirmEmail', requestId: 'r1', at }).thenThrows(ConfirmationLinkInvalid);
    });

    it('resends for the address awaiting confirmation, and refuses when nothing awaits it', () => {
      spec
        .given([selfRegistered, requested('r1')])
        .when({ type: 'ResendEmailConfirmation', requestId: 'r2', expiresAt, at })
        .then([requested('r2')]);
      spec
        .given([registered, requested('r1', 'neu@example.de')])
        .when({ type: 'ResendEmailConfirmation', requestId: 'r2', expiresAt, at })
        .then([requested('r2', 'neu@example.de')]);
      // Accounts registered before confirmation existed count as confirmed.
      spec
        .given([registered])
        .when({ type: 'ResendEmailConfirmation', requestId: 'r2', expiresAt, at })
        .thenThrows(EmailAlreadyConfirmed);
    });

    it('confirms an unconfirmed address with a reset link, which reached that mailbox; keeps a change pending', () => {
      const reset = {
        type: 'ResetPassword',
        passwordHash: '$argon2id$new',
        linkIssuedFor: '$argon2id$old',
        confirmationId: 'c1',
        at,
      } as const;
      const changed: UserEvent = {
        type: 'UserPasswordChanged',
        data: { userId: 'u1', passwordHash: '$argon2id$new', changedAt: at, via: 'reset-link' },
      };
      // Under the pending link's id: that link, used afterwards, is "already confirmed".
      spec
        .given([selfRegistered, requested('r1')])
        .when(reset)
        .then([changed, confirmed('r1')]);
      spec
        .given([selfRegistered, requested('r1'), changed, confirmed('r1')])
        .when({ type: 'ConfirmEmail', requestId: 'r1', at })
        .then([]);
      // A change to another mailbox was asked for meanwhile: the current address is confirmed, the change waits.
      spec
        .given([selfRegistered, requested('r1'), requested('r2', 'neu@example.de')])
        .when(reset)
        .then([changed, confirmed('c1')]);
      spec
        .given([selfRegistered, requested('r2', 'neu@example.de'), changed, confirmed('c1')])
        .when({ type: 'ConfirmEmail', requestId: 'r2', at })
        .then([confirmed('r2', 'neu@example.de')]);
      // A confirmed address has nothing to confirm.
      spec.given([registered]).when(reset).then([changed]);
    });

    it('changes the mailbox only through a confirmed request; a change of letter case is a profile change', () => {
      spec
        .given([registered])
        .when({ type: 'ChangeProfile', firstName: 'Anna', lastName: 'Berger', email: 'neu@example.de' })
        .thenThrows(EmailChangeNeedsConfirmation);
      spec
        .given([registered])
        .when({ type: 'ChangeProfile', firstName: 'Anna', lastName: 'Berger', email: 'Anna@Example.de' })
        .then([
          {
            type: 'UserProfileChanged',
            data: { userId: 'u1', firstName: 'Anna', lastName: 'Berger', email: 'Anna@Example.de' },
          },
        ]);
      spec
        .given([registered])
        .when({ type: 'RequestEmailChange', email: 'neu@example.de', requestId: 'r1', expiresAt, at })
        .then([requested('r1', 'neu@example.de')]);
      spec
        .given([registered])
        .when({ type: 'RequestEmailChange', email: 'ANNA@example.de', requestId: 'r1', expiresAt, at })
        .thenThrows(EmailChangeNeedsConfirmation);
      spec
        .given([registered, requested('r1', 'neu@example.de')])
        .when({ type: 'ConfirmEmail', requestId: 'r1', at })
        .then([confirmed('r1', 'neu@example.de')]);
    });
  });

  it('refuses commands for an account that does not exist', () => {
    spec.given([]).when({ type: 'LogIn', sessionId: 's1', expiresAt: at, at }).thenThrows(UserNotFound);
  });

  it('closes the account on its erasure request: no command acts on it any more, not even a second request', () => {
    const requested: UserEvent = { type: 'AccountErasureRequested', data: { userId: 'u1', at } };
    spec
      .given([registered, loggedIn('s1')])
      .when({ type: 'RequestAccountErasure', at })
      .then([requested]);
    for (const command of [
      { type: 'LogIn', sessionId: 's2', expiresAt: at, at },
      { type: 'LogOut', sessionId: 's1', at },
      { type: 'ChangePassword', passwordHash: 'new', at },
      { type: 'RequestAccountErasure', at },
    ] as const) {
      spec
        .given([registered, loggedIn('s1'), requested])
        .when(command)
        .thenThrows(UserNotFound);
    }
  });

  it("sets a password through a reset link once: only while the password it was issued for is the account's", () => {
    const reset = {
      type: 'ResetPassword',
      passwordHash: '$argon2id$new',
      linkIssuedFor: '$argon2id$old',
      confirmationId: 'c1',
      at,
    } as const;
    const changed: UserEvent = {
      type: 'UserPasswordChanged',
      data: { userId: 'u1', passwordHash: '$argon2id$new', changedAt: at, via: 'reset-link' },
    };
    spec
      .given([registered, loggedIn('s1')])
      .when(reset)
      .then([changed]);
    // Used once: the password it was issued for is gone, so is the link (also after a change in the profile).
    spec.given([registered, changed]).when(reset).thenThrows(PasswordResetLinkUsed);
    // A deactivated account stays closed; an erased one is gone.
    spec
      .given([registered, { type: 'UserDeactivated', data: { userId: 'u1', at } }])
      .when(reset)
      .thenThrows(AccountDeactivated);
    spec
      .given([registered, { type: 'AccountErasureRequested', data: { userId: 'u1', at } }])
      .when(reset)
      .thenThrows(UserNotFound);
  });

  it('opens a session on login and closes it on logout; an unknown session logs out silently', () => {
    spec
      .given([registered])
      .when({ type: 'LogIn', sessionId: 's1', expiresAt: '2026-11-21T17:00:00.000Z', at })
      .then([loggedIn('s1')]);
    spec
      .given([registered, loggedIn('s1')])
      .when({ type: 'LogOut', sessionId: 's1', at })
      .then([{ type: 'UserLoggedOut', data: { userId: 'u1', sessionId: 's1', at } }]);
    spec
      .given([registered, loggedIn('s1')])
      .when({ type: 'LogOut', sessionId: 's2', at })
      .then([]);
  });

  it('lets a deactivated user neither log in nor issue API keys, and logging out still works after reactivation', () => {
    const deactivated: UserEvent = { type: 'UserDeactivated', data: { userId: 'u1', at } };
    spec
      .given([registered, deactivated])
      .when({ type: 'LogIn', sessionId: 's', expiresAt: at, at })
      .thenThrows(AccountDeactivated);
    spec.given([registered, pro, deactivated]).when(issue('k1')).thenThrows(AccountDeactivated);
    spec
      .given([registered, deactivated])
      .when({ type: 'SetActive', active: true, at })
      .then([{ type: 'UserActivated', data: { userId: 'u1', at } }]);
  });

  it('ends every session on deactivation and on password change', () => {
    const deactivated: UserEvent = { type: 'UserDeactivated', data: { userId: 'u1', at } };
    spec
      .given([registered, loggedIn('s1'), deactivated])
      .when({ type: 'LogOut', sessionId: 's1', at })
      .then([]);
    const changed: UserEvent = {
      type: 'UserPasswordChanged',
      data: { userId: 'u1', passwordHash: 'new', changedAt: at },
    };
    spec
      .given([registered, loggedIn('s1'), changed])
      .when({ type: 'LogOut', sessionId: 's1', at })
      .then([]);
  });

  it('records status, role, profile and plan changes only when something changes', () => {
    spec.given([registered]).when({ type: 'SetActive', active: true, at }).then([]);
    spec.given([registered]).when({ type: 'ChangeRole', role: 'user', at }).then([]);
    spec
      .given([registered])
      .when({ type: 'ChangeRole', role: 'admin', at })
      .then([{ type: 'UserRoleChanged', data: { userId: 'u1', role: 'admin', at } }]);
    spec
      .given([registered])
      .when({ type: 'ChangeProfile', firstName: 'Anna', lastName: 'Berger', email: 'anna@example.de' })
      .then([]);
    const { data } = pro as Extract<UserEvent, { type: 'UserPlanChanged' }>;
    const { userId: _u, ...plan } = data;
    spec
      .given([registered])
      .when({ type: 'ChangePlan', ...plan })
      .then([pro]);
    spec
      .given([registered, pro])
      .when({ type: 'ChangePlan', ...plan })
      .then([]);
  });

  it('issues API keys to Pro users only, at most the limit, and revokes them once', () => {
    spec.given([registered]).when(issue('k1')).thenThrows(ProPlanRequired);
    spec
      .given([registered, pro])
      .when(issue('k1'))
      .then([{ type: 'ApiKeyIssued', data: { userId: 'u1', keyId: 'k1', name: 'ERP', secretHash: 'h', at } }]);
    const keys: UserEvent[] = Array.from({ length: MAX_ACTIVE_API_KEYS }, (_, i) => ({
      type: 'ApiKeyIssued',
      data: { userId: 'u1', keyId: `k${i}`, name: 'x', secretHash: 'h', at },
    }));
    spec
      .given([registered, pro, ...keys])
      .when(issue('kx'))
      .thenThrows(TooManyApiKeys, /höchstens 10/);
    const revoked: UserEvent = { type: 'ApiKeyRevoked', data: { userId: 'u1', keyId: 'k0', at } };
    spec
      .given([registered, pro, ...keys, revoked])
      .when(issue('kx'))
      .then([{ type: 'ApiKeyIssued', data: { userId: 'u1', keyId: 'kx', name: 'ERP', secretHash: 'h', at } }]);
    spec
      .given([registered, pro, ...keys, revoked])
      .when({ type: 'RevokeApiKey', keyId: 'k0', at })
      .then([]);
    spec.given([registered, pro]).when({ type: 'RevokeApiKey', keyId: 'nope', at }).thenThrows(ApiKeyNotFound);
  });
});
