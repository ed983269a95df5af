import {
  ACCOUNT_GONE,
  decideAccountDeletion,
  LAST_ADMIN,
  WRONG_PASSWORD,
  type AccountDeletionFacts,
} from './account-deletion-decider.js';
import { unfinishedErasures } from './erasure-queue.js';

const account: AccountDeletionFacts['account'] = {
  userId: 'u1',
  expired: false,
  erasureRequestedAt: null,
  role: 'user',
  active: true,
  plan: 'free',
  stripeSubscriptionId: null,
};
const facts = (change: Partial<AccountDeletionFacts['account']> = {}, rest: Partial<AccountDeletionFacts> = {}) => ({
  account: { ...account, ...change },
  passwordCorrect: true,
  activeAdmins: 1,
  ...rest,
});

describe('decideAccountDeletion ("Konto löschen")', () => {
  it('erases a free account given its password, with nothing to cancel', () => {
    expect(decideAccountDeletion(facts())).toEqual({ kind: 'erase', cancelSubscription: null });
  });

  it('refuses a wrong password with the change-password wording', () => {
    expect(decideAccountDeletion(facts({}, { passwordCorrect: false }))).toEqual({
      kind: 'refused',
      reason: 'wrong-password',
      message: WRONG_PASSWORD,
    });
  });

  it('answers an unknown, expired or already closed account as gone, before looking at the password', () => {
    for (const gone of [{ userId: null }, { expired: true }, { erasureRequestedAt: '2026-11-28T10:00:00.000Z' }]) {
      expect(decideAccountDeletion(facts(gone, { passwordCorrect: false }))).toMatchObject({
        reason: 'gone',
        message: ACCOUNT_GONE,
      });
    }
  });

  it('refuses the last active administrator, and lets an administrator go while another is active', () => {
    expect(decideAccountDeletion(facts({ role: 'admin' }, { activeAdmins: 1 }))).toEqual({
      kind: 'refused',
      reason: 'last-admin',
      message: LAST_ADMIN,
    });
    expect(decideAccountDeletion(facts({ role: 'admin' }, { activeAdmins: 2 }))).toMatchObject({ kind: 'erase' });
    // A user's erasure does not depend on how many administrators there are.
    expect(decideAccountDeletion(facts({}, { activeAdmins: 0 }))).toMatchObject({ kind: 'erase' });
  });

  it('cancels a running Stripe subscription first, and no plan granted without one', () => {
    const paying = facts({ plan: 'pro_yearly', stripeSubscriptionId: 'sub_1' });
    expect(decideAccountDeletion(paying)).toEqual({ kind: 'erase', cancelSubscription: 'sub_1' });
    expect(decideAccountDeletion(facts({ plan: 'pro_monthly' }))).toEqual({ kind: 'erase', cancelSubscription: null });
    // Ended already (the webhook put the account back on free): nothing left to cancel.
    const ended = facts({ plan: 'free', stripeSubscriptionId: 'sub_1' });
    expect(decideAccountDeletion(ended)).toEqual({ kind: 'erase', cancelSubscription: null });
  });
});

describe('unfinishedErasures (what the next start finishes)', () => {
  const queued = (userId: string) => ({
    type: 'AccountErasureQueued' as const,
    data: { userId, requestedAt: '2026-11-28T10:00:00.000Z', subscriptionCancelled: false },
  });
  const finished = (userId: string) => ({
    type: 'AccountErasureFinished' as const,
    data: { userId, erasedAt: '2026-11-28T10:00:01.000Z' },
  });

  it('lists queued erasures without their finish, oldest first', () => {
    const open = unfinishedErasures([queued('u1'), queued('u2'), finished('u1'), queued('u3')]);
    expect(open.map((erasure) => erasure.userId)).toEqual(['u2', 'u3']);
    expect(unfinishedErasures([])).toEqual([]);
  });
});
