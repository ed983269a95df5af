/**
 * Account events (docs/DESIGN.md §5), recorded in `user-<id>` streams. The stream name carries only the random
 * user id; e-mail and names live in the event data, so erasing an account means deleting its stream.
 */
export type Plan = 'free' | 'pro_monthly' | 'pro_yearly';
export type Role = 'user' | 'admin';
export type PlanSource = 'stripe' | 'admin' | 'demo';

export interface UserRegistered {
  readonly type: 'UserRegistered';
  readonly data: {
    readonly userId: string;
    readonly email: string;
    readonly firstName: string;
    readonly lastName: string;
    /** PHC string (argon2id); never leaves the write side. */
    readonly passwordHash: string;
    readonly role: Role;
    readonly registeredAt: string;
    /**
     * Whether the address counts as confirmed from the start: operators' accounts (CLI, `ADMIN_EMAIL`, demo)
     * are, self-registered ones are not. Absent in registrations recorded before e-mail confirmation existed;
     * those accounts count as confirmed (they were in use, some with alerts, before the rule).
     */
    readonly emailConfirmed?: boolean;
  };
}

export interface UserProfileChanged {
  readonly type: 'UserProfileChanged';
  readonly data: {
    readonly userId: string;
    readonly firstName: string;
    readonly lastName: string;
    readonly email: string;
  };
}

/**
 * A confirmation link was mailed to `email`: the account's own address after registration (or on a resend), or
 * a new address the user asked for. A new address takes effect only with `UserEmailConfirmed`; until then the
 * current one stays in force. The link is signed and carries `requestId`; the token itself is never recorded.
 * A later request replaces an earlier one, so only the newest link works.
 */
export interface UserEmailConfirmationRequested {
  readonly type: 'UserEmailConfirmationRequested';
  readonly data: {
    readonly userId: string;
    readonly email: string;
    readonly requestId: string;
    readonly expiresAt: string;
    readonly at: string;
  };
}

/** The link of `requestId` was used: `email` is now the account's address, and confirmed. */
export interface UserEmailConfirmed {
  readonly type: 'UserEmailConfirmed';
  readonly data: { readonly userId: string; readonly email: string; readonly requestId: string; readonly at: string };
}

/**
 * Ends every session of the user: a stolen token dies with the old password. `via: 'reset-link'`: set through
 * the link of a "Passwort vergessen" mail (absent: changed in the profile with the current password).
 */
export interface UserPasswordChanged {
  readonly type: 'UserPasswordChanged';
  readonly data: {
    readonly userId: string;
    readonly passwordHash: string;
    readonly changedAt: string;
    readonly via?: 'reset-link';
  };
}

export interface UserLoggedIn {
  readonly type: 'UserLoggedIn';
  readonly data: {
    readonly userId: string;
    readonly sessionId: string;
    readonly expiresAt: string;
    readonly at: string;
  };
}

export interface UserLoggedOut {
  readonly type: 'UserLoggedOut';
  readonly data: { readonly userId: string; readonly sessionId: string; readonly at: string };
}

export interface UserActivated {
  readonly type: 'UserActivated';
  readonly data: { readonly userId: string; readonly at: string };
}

/** Ends every session and disables the user's API keys until reactivation. */
export interface UserDeactivated {
  readonly type: 'UserDeactivated';
  readonly data: { readonly userId: string; readonly at: string };
}

export interface UserRoleChanged {
  readonly type: 'UserRoleChanged';
  readonly data: { readonly userId: string; readonly role: Role; readonly at: string };
}

export interface UserPlanChanged {
  readonly type: 'UserPlanChanged';
  readonly data: {
    readonly userId: string;
    readonly plan: Plan;
    readonly source: PlanSource;
    /** End of the paid period (Stripe `current_period_end`), when known. */
    readonly periodEnd: string | null;
    /** Cancelled, but paid up to `periodEnd`: access stays until then (FAQ). */
    readonly cancelAtPeriodEnd: boolean;
    readonly stripeSubscriptionId: string | null;
    readonly at: string;
  };
}

export interface BillingCustomerLinked {
  readonly type: 'BillingCustomerLinked';
  readonly data: { readonly userId: string; readonly stripeCustomerId: string };
}

export interface ApiKeyIssued {
  readonly type: 'ApiKeyIssued';
  readonly data: {
    readonly userId: string;
    readonly keyId: string;
    readonly name: string;
    /** SHA-256 of the secret part (high-entropy, so a fast hash is enough); the key itself is shown once. */
    readonly secretHash: string;
    readonly at: string;
  };
}

export interface ApiKeyRevoked {
  readonly type: 'ApiKeyRevoked';
  readonly data: { readonly userId: string; readonly keyId: string; readonly at: string };
}

/**
 * A self-registered address was not confirmed in time (`UNCONFIRMED_ACCOUNT_DAYS`): the account closes here, so
 * no command acts on it any more, and its stream is then hard-deleted (docs/DESIGN.md §6) with this event. Read models
 * forget the account on it; `UnconfirmedAccountErased` is the record that stays.
 */
export interface UnconfirmedAccountExpired {
  readonly type: 'UnconfirmedAccountExpired';
  readonly data: { readonly userId: string; readonly at: string };
}

/**
 * The user asked to erase the account ("Konto löschen", GDPR Art. 17) and gave the password: the account closes
 * here (no command acts on it any more, every session ends), the read models forget it as on
 * `UnconfirmedAccountExpired`, and its stream is then hard-deleted with this event. `AccountErased` is the record
 * that stays.
 */
export interface AccountErasureRequested {
  readonly type: 'AccountErasureRequested';
  readonly data: { readonly userId: string; readonly at: string };
}

/**
 * The audit record of an account erased at its user's request, in `useraudit-<id>` (outlives the deleted
 * `user-<id>`): ids and times only, never the address, a name or the plan's Stripe ids.
 */
export interface AccountErased {
  readonly type: 'AccountErased';
  readonly data: {
    readonly userId: string;
    readonly requestedAt: string;
    readonly erasedAt: string;
    /** Whether a running Stripe subscription was cancelled first (invoices stay with Stripe, README). */
    readonly subscriptionCancelled: boolean;
  };
}

/** Why an unconfirmed account was erased: the daily cleanup, or a new registration of its address. */
export type AccountExpiryTrigger = 'cleanup' | 'registration';

/**
 * The audit record of an erased unconfirmed account, in `useraudit-<id>` (outlives the deleted `user-<id>`):
 * ids and times only, never the address or a name.
 */
export interface UnconfirmedAccountErased {
  readonly type: 'UnconfirmedAccountErased';
  readonly data: {
    readonly userId: string;
    readonly registeredAt: string;
    readonly expiredAt: string;
    readonly erasedAt: string;
    readonly trigger: AccountExpiryTrigger;
  };
}

export type UserEvent =
  | UserRegistered
  | UnconfirmedAccountExpired
  | AccountErasureRequested
  | UserProfileChanged
  | UserEmailConfirmationRequested
  | UserEmailConfirmed
  | UserPasswordChanged
  | UserLoggedIn
  | UserLoggedOut
  | UserActivated
  | UserDeactivated
  | UserRoleChanged
  | UserPlanChanged
  | BillingCustomerLinked
  | ApiKeyIssued
  | ApiKeyRevoked;

export const USER_EVENT_TYPES: ReadonlySet<UserEvent['type']> = new Set([
  'UserRegistered',
  'UnconfirmedAccountExpired',
  'AccountErasureRequested',
  'UserProfileChanged',
  'UserEmailConfirmationRequested',
  'UserEmailConfirmed',
  'UserPasswordChanged',
  'UserLoggedIn',
  'UserLoggedOut',
  'UserActivated',
  'UserDeactivated',
  'UserRoleChanged',
  'UserPlanChanged',
  'BillingCustomerLinked',
  'ApiKeyIssued',
  'ApiKeyRevoked',
]);

export const userStream = (userId: string) => `user-${userId}`;
export const accountAuditStream = (userId: string) => `useraudit-${userId}`;
