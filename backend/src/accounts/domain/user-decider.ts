import type { Decider } from '../../platform/command-handling/decider.js';
import { DomainError } from '../../platform/command-handling/domain-error.js';
import { isProPlan } from '../../platform/plans/plan.js';
import type { Plan, PlanSource, Role, UserEmailConfirmed, UserEvent } from './events.js';

export type UserCommand =
  | {
      readonly type: 'RegisterUser';
      readonly userId: string;
      readonly email: string;
      readonly firstName: string;
      readonly lastName: string;
      readonly passwordHash: string;
      readonly role: Role;
      /** The confirmation link to mail, or null: an operator vouches for the address (confirmed at once). */
      readonly confirmation: EmailConfirmationRequest | null;
      readonly at: string;
    }
  | { readonly type: 'LogIn'; readonly sessionId: string; readonly expiresAt: string; readonly at: string }
  | { readonly type: 'LogOut'; readonly sessionId: string; readonly at: string }
  | { readonly type: 'ChangeProfile'; readonly firstName: string; readonly lastName: string; readonly email: string }
  /** A new link for the address awaiting confirmation (the pending new one, else the unconfirmed own one). */
  | ({ readonly type: 'ResendEmailConfirmation'; readonly at: string } & EmailConfirmationRequest)
  /** A different mailbox: recorded as pending, in force once confirmed (`ChangeProfile` keeps the mailbox). */
  | ({ readonly type: 'RequestEmailChange'; readonly email: string; readonly at: string } & EmailConfirmationRequest)
  | { readonly type: 'ConfirmEmail'; readonly requestId: string; readonly at: string }
  | { readonly type: 'ChangePassword'; readonly passwordHash: string; readonly at: string }
  /** A new password through a reset link, valid only while the password it was issued for is the account's. */
  | {
      readonly type: 'ResetPassword';
      readonly passwordHash: string;
      readonly linkIssuedFor: string;
      /** Names the confirmation of the account's unconfirmed address when no link of its own is pending. */
      readonly confirmationId: string;
      readonly at: string;
    }
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
  | { readonly type: 'RevokeApiKey'; readonly keyId: string; readonly at: string }
  /** Closes an unconfirmed self-registration whose deadline passed (`unconfirmedAccountDeadline`). */
  | { readonly type: 'ExpireUnconfirmedAccount'; readonly unconfirmedDays: number; readonly at: string }
  /** Closes the account at its user's request ("Konto löschen"); `decideAccountDeletion` decided it may. */
  | { readonly type: 'RequestAccountErasure'; readonly at: string };

export interface EmailConfirmationRequest {
  readonly requestId: string;
  readonly expiresAt: string;
}

/** The address a mailed link would confirm. */
export interface PendingEmail extends EmailConfirmationRequest {
  readonly email: string;
}

export interface UserState {
  readonly userId: string | null;
  /** When the account was registered (null before registration). */
  readonly registeredAt: string | null;
  /** Closed as an unconfirmed account past its deadline: the account counts as gone, its erasure follows. */
  readonly expired: boolean;
  /** When its user asked to erase it (null: not asked): the account counts as gone, its erasure follows. */
  readonly erasureRequestedAt: string | null;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly passwordHash: string;
  readonly role: Role;
  readonly active: boolean;
  /** Whether `email` has been confirmed (alerts need it). */
  readonly emailConfirmed: boolean;
  /** The newest unused confirmation link: for `email` itself, or for a requested new address. */
  readonly pendingEmail: PendingEmail | null;
  /** The link used last, so that opening it twice (two tabs, a reload) is not an error. */
  readonly lastConfirmedRequestId: string | null;
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

export class EmailAlreadyConfirmed extends DomainError {
  constructor() {
    super('conflict', 'email_already_confirmed', 'Ihre E-Mail-Adresse ist bereits bestätigt.');
  }
}
export class ConfirmationLinkInvalid extends DomainError {
  constructor() {
    super(
      'gone',
      'confirmation_link_invalid',
      'Dieser Bestätigungslink ist nicht mehr gültig. Bitte verwenden Sie den Link aus der neuesten E-Mail.',
    );
  }
}
export class PasswordResetLinkUsed extends DomainError {
  constructor() {
    super(
      'gone',
      'password_reset_link_used',
      'Dieser Link wurde bereits verwendet oder Ihr Passwort wurde seitdem geändert. Bitte fordern Sie einen neuen Link an.',
    );
  }
}
export class ConfirmationLinkExpired extends DomainError {
  constructor() {
    super(
      'gone',
      'confirmation_link_expired',
      'Dieser Bestätigungslink ist abgelaufen. Bitte fordern Sie eine neue Bestätigungsmail an.',
    );
  }
}
export class AccountNotExpired extends DomainError {
  constructor() {
    super('conflict', 'account_not_expired', 'Dieses Konto ist nicht abgelaufen.');
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the expiry rule reads of an account: the write side's state has it, and the read model's record (with
 * `createdAt` as `registeredAt`), so the session check applies the same rule.
 */
export interface UnconfirmedAccountFacts {
  /** Null before registration. */
  readonly registeredAt: string | null;
  readonly emailConfirmed: boolean;
  readonly role: Role;
  readonly plan: Plan;
  readonly stripeCustomerId: string | null;
  readonly stripeSubscriptionId: string | null;
  /** Closed as expired already (the write side knows; absent in a read-model record, whose row is then gone). */
  readonly expired?: boolean;
}

/**
 * When an unconfirmed self-registration expires (ISO time), or null when the account never expires this way:
 * a confirmed address; an administrator (an operator answers for it and it must not vanish unnoticed); an
 * account with any billing relation (a Stripe customer or subscription, or a paid plan however granted): a
 * customer's contract and invoices must not disappear with an unconfirmed address, an operator decides those.
 */
export function unconfirmedAccountDeadline(account: UnconfirmedAccountFacts, unconfirmedDays: number): string | null {
  if (account.emailConfirmed || account.registeredAt === null) return null;
  if (account.role === 'admin') return null;
  const billing = account.stripeCustomerId !== null || account.stripeSubscriptionId !== null;
  if (billing || isProPlan(account.plan)) return null;
  return new Date(Date.parse(account.registeredAt) + unconfirmedDays * DAY_MS).toISOString();
}

/** The account was closed as expired, or is an unconfirmed self-registration past its deadline at `at`. */
export function unconfirmedAccountExpired(
  account: UnconfirmedAccountFacts,
  at: string,
  unconfirmedDays: number,
): boolean {
  if (account.expired === true) return true;
  const deadline = unconfirmedAccountDeadline(account, unconfirmedDays);
  return deadline !== null && deadline <= at;
}

export class EmailChangeNeedsConfirmation extends DomainError {
  constructor() {
    super('invalid', 'email_change_needs_confirmation', 'Eine neue E-Mail-Adresse muss erst bestätigt werden.');
  }
}

/** Addresses are the same mailbox when they differ in letter case only. */
/**
 * The reset link went to the account's address and was opened there: an unconfirmed address is thereby proven, as
 * its own confirmation link would prove it (under the id of that link when it is still pending, so that using it
 * later is the usual "already confirmed"). A pending change to another mailbox stays pending: the link proves only
 * the current one.
 */
function confirmedByResetLink(
  userId: string,
  state: UserState,
  command: Extract<UserCommand, { type: 'ResetPassword' }>,
): UserEmailConfirmed[] {
  if (state.emailConfirmed) return [];
  const pending = state.pendingEmail;
  const requestId = pending && sameMailbox(pending.email, state.email) ? pending.requestId : command.confirmationId;
  return [{ type: 'UserEmailConfirmed', data: { userId, email: state.email, requestId, at: command.at } }];
}

export const sameMailbox = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const initialState = (): UserState => ({
  userId: null,
  registeredAt: null,
  expired: false,
  erasureRequestedAt: null,
  email: '',
  firstName: '',
  lastName: '',
  passwordHash: '',
  role: 'user',
  active: false,
  emailConfirmed: false,
  pendingEmail: null,
  lastConfirmedRequestId: null,
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
      const { userId, email, firstName, lastName, passwordHash, role, emailConfirmed, registeredAt } = event.data;
      return {
        ...initialState(),
        ...{ userId, email, firstName, lastName, passwordHash, role, registeredAt, active: true },
        emailConfirmed: emailConfirmed ?? true,
      };
    }
    case 'UnconfirmedAccountExpired':
      return { ...withoutSessions(state), expired: true, active: false };
    case 'AccountErasureRequested':
      return { ...withoutSessions(state), erasureRequestedAt: event.data.at, active: false };
    case 'UserProfileChanged':
      return { ...state, firstName: event.data.firstName, lastName: event.data.lastName, email: event.data.email };
    case 'UserEmailConfirmationRequested': {
      const { email, requestId, expiresAt } = event.data;
      return { ...state, pendingEmail: { email, requestId, expiresAt } };
    }
    case 'UserEmailConfirmed': {
      // A pending change to another mailbox survives a confirmation of the current one (through a reset link).
      const pending = state.pendingEmail;
      const settled =
        pending !== null &&
        (pending.requestId === event.data.requestId || sameMailbox(pending.email, event.data.email));
      return {
        ...state,
        email: event.data.email,
        emailConfirmed: true,
        pendingEmail: settled ? null : pending,
        lastConfirmedRequestId: event.data.requestId,
      };
    }
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
    const { type: _type, at, confirmation, ...data } = command;
    const registered: UserEvent = {
      type: 'UserRegistered',
      data: { ...data, registeredAt: at, emailConfirmed: confirmation === null },
    };
    if (confirmation === null) return [registered];
    return [registered, confirmationRequested(data.userId, data.email, confirmation, at)];
  }
  const userId = state.userId;
  // An expired account, or one whose erasure was asked for, is gone for every command, although its erasure may
  // still be under way.
  if (userId === null || state.expired || state.erasureRequestedAt !== null) throw new UserNotFound();

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
      if (!sameMailbox(email, state.email)) throw new EmailChangeNeedsConfirmation();
      if (firstName === state.firstName && lastName === state.lastName && email === state.email) return [];
      return [{ type: 'UserProfileChanged', data: { userId, firstName, lastName, email } }];
    }
    case 'ResendEmailConfirmation': {
      const email = state.pendingEmail?.email ?? (state.emailConfirmed ? null : state.email);
      if (email === null) throw new EmailAlreadyConfirmed();
      return [confirmationRequested(userId, email, command, command.at)];
    }
    case 'RequestEmailChange':
      if (sameMailbox(command.email, state.email)) throw new EmailChangeNeedsConfirmation();
      return [confirmationRequested(userId, command.email, command, command.at)];
    case 'ConfirmEmail': {
      if (command.requestId === state.lastConfirmedRequestId) return [];
      const pending = state.pendingEmail;
      if (pending === null || pending.requestId !== command.requestId) throw new ConfirmationLinkInvalid();
      if (pending.expiresAt <= command.at) throw new ConfirmationLinkExpired();
      return [
        {
          type: 'UserEmailConfirmed',
          data: { userId, email: pending.email, requestId: pending.requestId, at: command.at },
        },
      ];
    }
    case 'ChangePassword':
      return [
        { type: 'UserPasswordChanged', data: { userId, passwordHash: command.passwordHash, changedAt: command.at } },
      ];
    case 'ResetPassword':
      if (!state.active) throw new AccountDeactivated();
      // The link works once: the first password set through it (or any other change) retires it.
      if (command.linkIssuedFor !== state.passwordHash) throw new PasswordResetLinkUsed();
      return [
        {
          type: 'UserPasswordChanged',
          data: { userId, passwordHash: command.passwordHash, changedAt: command.at, via: 'reset-link' },
        },
        ...confirmedByResetLink(userId, state, command),
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
    case 'ExpireUnconfirmedAccount':
      if (!unconfirmedAccountExpired(state, command.at, command.unconfirmedDays)) throw new AccountNotExpired();
      return [{ type: 'UnconfirmedAccountExpired', data: { userId, at: command.at } }];
    case 'RequestAccountErasure':
      return [{ type: 'AccountErasureRequested', data: { userId, at: command.at } }];
    case 'RevokeApiKey': {
      const revoked = state.apiKeys.get(command.keyId);
      if (revoked === undefined) throw new ApiKeyNotFound();
      return revoked ? [] : [{ type: 'ApiKeyRevoked', data: { userId, keyId: command.keyId, at: command.at } }];
    }
  }
}

function confirmationRequested(
  userId: string,
  email: string,
  request: EmailConfirmationRequest,
  at: string,
): UserEvent {
  const { requestId, expiresAt } = request;
  return { type: 'UserEmailConfirmationRequested', data: { userId, email, requestId, expiresAt, at } };
}

/** One account (`user-<id>`): registration, e-mail confirmation, sessions, profile, password, status, role, plan and API keys. */
export const userDecider: Decider<UserCommand, UserEvent, UserState> = { initialState, evolve, decide };
