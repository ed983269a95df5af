/** What the accounts projection reads while deciding: the position guarding each account. */
export interface AccountsView {
  /** Position of the last event applied to the user's account (undefined: no such user yet). */
  userPosition(userId: string): bigint | undefined;
}

/** The changes the accounts projection decides, applied in order by a store adapter. */
export type AccountChange =
  | {
      readonly kind: 'register-user';
      readonly userId: string;
      readonly email: string;
      readonly firstName: string;
      readonly lastName: string;
      readonly role: string;
      readonly emailConfirmed: boolean;
      readonly registeredAt: string;
    }
  /** A requested address: shown as pending unless it is the current address (case-insensitive). */
  | { readonly kind: 'request-email'; readonly userId: string; readonly email: string }
  | { readonly kind: 'confirm-email'; readonly userId: string; readonly email: string }
  | {
      readonly kind: 'change-profile';
      readonly userId: string;
      readonly firstName: string;
      readonly lastName: string;
      readonly email: string;
    }
  | { readonly kind: 'end-sessions'; readonly userId: string }
  /** A new session; the user's expired sessions go (the table stays small) and the login time is kept. */
  | {
      readonly kind: 'open-session';
      readonly userId: string;
      readonly sessionId: string;
      readonly expiresAt: string;
      readonly at: string;
    }
  | { readonly kind: 'close-session'; readonly sessionId: string }
  | { readonly kind: 'set-active'; readonly userId: string; readonly active: boolean }
  | { readonly kind: 'set-role'; readonly userId: string; readonly role: string }
  | {
      readonly kind: 'set-plan';
      readonly userId: string;
      readonly plan: string;
      readonly periodEnd: string | null;
      readonly cancelAtPeriodEnd: boolean;
      readonly stripeSubscriptionId: string | null;
    }
  | { readonly kind: 'link-billing-customer'; readonly userId: string; readonly stripeCustomerId: string }
  | {
      readonly kind: 'issue-api-key';
      readonly userId: string;
      readonly keyId: string;
      readonly name: string;
      readonly secretHash: string;
      readonly at: string;
    }
  | { readonly kind: 'revoke-api-key'; readonly keyId: string; readonly at: string }
  /** The account is erased: its user row, sessions and API keys go (no `account-applied` follows). */
  | { readonly kind: 'erase-user'; readonly userId: string }
  /** The account has applied the event at `position` (last change of every handled event). */
  | { readonly kind: 'account-applied'; readonly userId: string; readonly position: bigint; readonly at: string };
