import type { Decider } from '../../platform/command-handling/decider.js';
import { DomainError } from '../../platform/command-handling/domain-error.js';
import type { Plan, PlanSource, Role, UserEvent } from './events.js';

export type UserCommand =
  | {
      readonly type: 'RegisterUser';
      readonly userId: string;
      readonly email: string;
      readonly firstName: string;
      readonly lastName: string;
      readonly passwordHash: string;
      readonly role: Role;
      readonly at: string;
    }
  | { readonly type: 'LogIn'; readonly sessionId: string; readonly expiresAt: string; readonly at: string }
  | { readonly type: 'LogOut'; readonly sessionId: string; readonly at: string }
  | { readonly type: 'ChangeProfile'; readonly firstName: string; readonly lastName: string; readonly email: string }
  | { readonly type: 'ChangePassword'; readonly passwordHash: string; readonly at: string }
  | { readonly type: 'SetActive'; readonly active: boolean; readonly at: string }
  | { readonly type: 'ChangeRole'; readonly role: Role; readonly at: string }
  | {
      readonly type: 'ChangePlan';
      readonly plan: Plan;
      readonly source: PlanSource;
      readonly periodEnd: string | null;
      readonly cancelAtPeriodEnd: boolean;
      readonly stripeSubscriptionId: string | null;
      readonly at: string;
    }
  | { readonly type: 'LinkBillingCustomer'; readonly stripeCustomerId: string }
  | {
      readonly type: 'IssueApiKey';
      readonly keyId: string;
      readonly name: string;
      readonly secretHash: string;
      readonly at: string;
    }
  | { readonly type: 'RevokeApiKey'; readonly keyId: string; readonly at: string };

export interface UserState {
  readonly userId: string | null;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly passwordHash: string;
  readonly role: Role;
  readonly active: boolean;
  readonly plan: Plan;
  readonly periodEnd: string | null;
  readonly cancelAtPeriodEnd: boolean;
  readonly stripeSubscriptionId: string | null;
  readonly stripeCustomerId: string | null;
  /** Open sessions by id → expiry. */
  readonly sessions: ReadonlyMap<string, string>;
  /** API keys by id → revoked? */
  readonly apiKeys: ReadonlyMap<string, boolean>;
}

/** A Pro user may hold this many unrevoked personal API keys. */
export const MAX_ACTIVE_API_KEYS = 10;

export class UserNotFound extends DomainError {
  constructor() {
    super('not_found', 'user_not_found', 'Benutzer nicht gefunden.');
  }
}
export class UserAlreadyRegistered extends DomainError {
  constructor() {
    super('conflict', 'user_exists', 'Dieses Benutzerkonto existiert bereits.');
  }
}
export class AccountDeactivated extends DomainError {
  constructor() {
    super('forbidden', 'account_deactivated', 'Ihr Konto ist deaktiviert. Bitte wenden Sie sich an den Support.');
  }
}
export class ProPlanRequired extends DomainError {
  constructor() {
    super('forbidden', 'pro_required', 'API-Zugang erfordert ein Pro-Abonnement.');
  }
}
export class ApiKeyNotFound extends DomainError {
  constructor() {
    super('not_found', 'api_key_not_found', 'API-Schlüssel nicht gefunden.');
  }
}
export class TooManyApiKeys extends DomainError {
  constructor() {
    super('conflict', 'too_many_api_keys', `Es sind höchstens ${MAX_ACTIVE_API_KEYS} aktive API-Schlüssel möglich.`);
  }
}

export const isProPlan = (plan: Plan) => plan === 'pro_monthly' || plan === 'pro_yearly';

const initialState = (): UserState => ({
  userId: null,
  email: '',
  firstName: '',
  lastName: '',
  passwordHash: '',
  role: 'user',
  active: false,
  plan: 'free',
  periodEnd: null,
  cancelAtPeriodEnd: false,
  stripeSubscriptionId: null,
  stripeCustomerId: null,
  sessions: new Map(),
  apiKeys: new Map(),
});

const withoutSessions = (state: UserState): UserState => ({ ...state, sessions: new Map() });

function evolve(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered': {
      const { userId, email, firstName, lastName, passwordHash, role } = event.data;
      return { ...initialState(), userId, email, firstName, lastName, passwordHash, role, active: true };
    }
    case 'UserProfileChanged':
      return { ...state, firstName: event.data.firstName, lastName: event.data.lastName, email: event.data.email };
    case 'UserPasswordChanged':
      return { ...withoutSessions(state), passwordHash: event.data.passwordHash };
    case 'UserLoggedIn': {
      // Expired sessions are dropped here so the state does not grow with every login.
      const sessions = new Map([...state.sessions].filter(([, expiresAt]) => expiresAt > event.data.at));
      sessions.set(event.data.sessionId, event.data.expiresAt);
      return { ...state, sessions };
    }
    case 'UserLoggedOut': {
      const sessions = new Map(state.sessions);
      sessions.delete(event.data.sessionId);
      return { ...state, sessions };
    }
    case 'UserActivated':
      return { ...state, active: true };
    case 'UserDeactivated':
      return { ...withoutSessions(state), active: false };
    case 'UserRoleChanged':
      return { ...state, role: event.data.role };
    case 'UserPlanChanged':
      return {
        ...state,
        plan: event.data.plan,
        periodEnd: event.data.periodEnd,
        cancelAtPeriodEnd: event.data.cancelAtPeriodEnd,
        stripeSubscriptionId: event.data.stripeSubscriptionId,
      };
    case 'BillingCustomerLinked':
      return { ...state, stripeCustomerId: event.data.stripeCustomerId };
    case 'ApiKeyIssued':
      return { ...state, apiKeys: new Map(state.apiKeys).set(event.data.keyId, false) };
    case 'ApiKeyRevoked':
      return { ...state, apiKeys: new Map(state.apiKeys).set(event.data.keyId, true) };
  }
}

function decide(command: UserCommand, state: UserState): UserEvent[] {
  if (command.type === 'RegisterUser') {
    if (state.userId !== null) throw new UserAlreadyRegistered();
    const { type: _type, at, ...data } = command;
    return [{ type: 'UserRegistered', data: { ...data, registeredAt: at } }];
  }
  const userId = state.userId;
  if (userId === null) throw new UserNotFound();

  switch (command.type) {
    case 'LogIn':
      if (!state.active) throw new AccountDeactivated();
      return [
        {
          type: 'UserLoggedIn',
          data: { userId, sessionId: command.sessionId, expiresAt: command.expiresAt, at: command.at },
        },
      ];
    case 'LogOut':
      return state.sessions.has(command.sessionId)
        ? [{ type: 'UserLoggedOut', data: { userId, sessionId: command.sessionId, at: command.at } }]
        : [];
    case 'ChangeProfile': {
      const { firstName, lastName, email } = command;
      if (firstName === state.firstName && lastName === state.lastName && email === state.email) return [];
      return [{ type: 'UserProfileChanged', data: { userId, firstName, lastName, email } }];
    }
    case 'ChangePassword':
      return [
        { type: 'UserPasswordChanged', data: { userId, passwordHash: command.passwordHash, changedAt: command.at } },
      ];
    case 'SetActive':
      if (command.active === state.active) return [];
      return [
        command.active
          ? { type: 'UserActivated', data: { userId, at: command.at } }
          : { type: 'UserDeactivated', data: { userId, at: command.at } },
      ];
    case 'ChangeRole':
      return command.role === state.role
        ? []
        : [{ type: 'UserRoleChanged', data: { userId, role: command.role, at: command.at } }];
    case 'ChangePlan': {
      const { plan, source, periodEnd, cancelAtPeriodEnd, stripeSubscriptionId, at } = command;
      const unchanged =
        plan === state.plan &&
        periodEnd === state.periodEnd &&
        cancelAtPeriodEnd === state.cancelAtPeriodEnd &&
        stripeSubscriptionId === state.stripeSubscriptionId;
      if (unchanged) return [];
      return [
        {
          type: 'UserPlanChanged',
          data: { userId, plan, source, periodEnd, cancelAtPeriodEnd, stripeSubscriptionId, at },
        },
      ];
    }
    case 'LinkBillingCustomer':
      return command.stripeCustomerId === state.stripeCustomerId
        ? []
        : [{ type: 'BillingCustomerLinked', data: { userId, stripeCustomerId: command.stripeCustomerId } }];
    case 'IssueApiKey': {
      if (!state.active) throw new AccountDeactivated();
      if (!isProPlan(state.plan)) throw new ProPlanRequired();
      const activeKeys = [...state.apiKeys.values()].filter((revoked) => !revoked).length;
      if (activeKeys >= MAX_ACTIVE_API_KEYS) throw new TooManyApiKeys();
      const { keyId, name, secretHash, at } = command;
      return [{ type: 'ApiKeyIssued', data: { userId, keyId, name, secretHash, at } }];
    }
    case 'RevokeApiKey': {
      const revoked = state.apiKeys.get(command.keyId);
      if (revoked === undefined) throw new ApiKeyNotFound();
      return revoked ? [] : [{ type: 'ApiKeyRevoked', data: { userId, keyId: command.keyId, at: command.at } }];
    }
  }
}

/** One account (`user-<id>`): registration, sessions, profile, password, status, role, plan and API keys. */
export const userDecider: Decider<UserCommand, UserEvent, UserState> = { initialState, evolve, decide };
