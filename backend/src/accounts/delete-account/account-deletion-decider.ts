import { isProPlan } from '../../platform/plans/plan.js';
import type { UserState } from '../domain/user-decider.js';

/** The wording of the change-password use case: a wrong password reads the same wherever it is asked. */
export const WRONG_PASSWORD = 'Das aktuelle Passwort ist nicht korrekt.';
export const LAST_ADMIN =
  'Sie sind der letzte aktive Administrator. Ernennen Sie zuerst einen weiteren Administrator, bevor Sie Ihr Konto löschen.';
export const ACCOUNT_GONE = 'Benutzer nicht gefunden.';

/** What the decision reads: the account's stream, the password check's outcome, the read model's admin count. */
export interface AccountDeletionFacts {
  readonly account: Pick<
    UserState,
    'userId' | 'expired' | 'erasureRequestedAt' | 'role' | 'active' | 'plan' | 'stripeSubscriptionId'
  >;
  readonly passwordCorrect: boolean;
  /** Active administrators the read model knows, the caller included if it is one. */
  readonly activeAdmins: number;
}

export type AccountDeletionDecision =
  | { readonly kind: 'refused'; readonly reason: 'gone' | 'wrong-password' | 'last-admin'; readonly message: string }
  /** Erase; cancel this Stripe subscription first (null: none runs). */
  | { readonly kind: 'erase'; readonly cancelSubscription: string | null };

/**
 * Whether an account may be erased at its user's request ("Konto löschen"), and what must happen before: a
 * closed or erased account is gone; the current password must be given (a stolen session must not erase the
 * account); the last active administrator may not erase itself (nobody could administer the service any more);
 * a paid subscription is cancelled at Stripe first, so an erased account is never charged again.
 */
export function decideAccountDeletion(facts: AccountDeletionFacts): AccountDeletionDecision {
  const { account } = facts;
  if (account.userId === null || account.expired || account.erasureRequestedAt !== null) {
    return { kind: 'refused', reason: 'gone', message: ACCOUNT_GONE };
  }
  if (!facts.passwordCorrect) return { kind: 'refused', reason: 'wrong-password', message: WRONG_PASSWORD };
  if (account.role === 'admin' && account.active && facts.activeAdmins <= 1) {
    return { kind: 'refused', reason: 'last-admin', message: LAST_ADMIN };
  }
  const subscription = account.stripeSubscriptionId !== null && isProPlan(account.plan);
  return { kind: 'erase', cancelSubscription: subscription ? account.stripeSubscriptionId : null };
}
