import { DeciderSpecification } from '../../platform/command-handling/decider-specification.js';
import type { UserEvent } from './events.js';
import {
  AccountNotExpired,
  unconfirmedAccountDeadline,
  unconfirmedAccountExpired,
  UserNotFound,
  userDecider,
} from './user-decider.js';

const spec = DeciderSpecification.for(userDecider);
const registeredAt = '2026-11-01T09:00:00.000Z';
const deadline = '2026-11-08T09:00:00.000Z';
const justBefore = '2026-11-08T08:59:59.999Z';
const days = 7;

const selfRegistered = (data: Partial<Extract<UserEvent, { type: 'UserRegistered' }>['data']> = {}): UserEvent => ({
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    email: 'ceo@victim-company.de',
    firstName: 'Eve',
    lastName: 'Squatter',
    passwordHash: '$argon2id$x',
    role: 'user',
    registeredAt,
    emailConfirmed: false,
    ...data,
  },
});
const confirmed: UserEvent = {
  type: 'UserEmailConfirmed',
  data: { userId: 'u1', email: 'ceo@victim-company.de', requestId: 'r1', at: justBefore },
};
const customer: UserEvent = { type: 'BillingCustomerLinked', data: { userId: 'u1', stripeCustomerId: 'cus_1' } };
const subscribed: UserEvent = {
  type: 'UserPlanChanged',
  data: {
    userId: 'u1',
    plan: 'pro_monthly',
    source: 'stripe',
    periodEnd: '2026-12-01T00:00:00.000Z',
    cancelAtPeriodEnd: false,
    stripeSubscriptionId: 'sub_1',
    at: registeredAt,
  },
};
const granted: UserEvent = {
  type: 'UserPlanChanged',
  data: {
    userId: 'u1',
    plan: 'pro_yearly',
    source: 'admin',
    periodEnd: null,
    cancelAtPeriodEnd: false,
    stripeSubscriptionId: null,
    at: registeredAt,
  },
};
const promoted: UserEvent = { type: 'UserRoleChanged', data: { userId: 'u1', role: 'admin', at: registeredAt } };
const expired: UserEvent = { type: 'UnconfirmedAccountExpired', data: { userId: 'u1', at: deadline } };
const stateOf = (events: UserEvent[]) => events.reduce(userDecider.evolve, userDecider.initialState());
const expire = (at: string) => ({ type: 'ExpireUnconfirmedAccount', unconfirmedDays: days, at }) as const;

describe('unconfirmed accounts expire (user decider)', () => {
  it('an unconfirmed self-registration expires the configured number of days after registering, not before', () => {
    expect(unconfirmedAccountDeadline(stateOf([selfRegistered()]), days)).toBe(deadline);
    expect(unconfirmedAccountDeadline(stateOf([selfRegistered()]), 1)).toBe('2026-11-02T09:00:00.000Z');
    expect(unconfirmedAccountExpired(stateOf([selfRegistered()]), justBefore, days)).toBe(false);
    expect(unconfirmedAccountExpired(stateOf([selfRegistered()]), deadline, days)).toBe(true);
    spec.given([selfRegistered()]).when(expire(justBefore)).thenThrows(AccountNotExpired);
    spec
      .given([selfRegistered()])
      .when(expire(deadline))
      .then([{ type: 'UnconfirmedAccountExpired', data: { userId: 'u1', at: deadline } }]);
  });

  it('never expires a confirmed account, an operator-created one, an admin or one with any billing relation', () => {
    const kept: [string, UserEvent[]][] = [
      ['confirmed', [selfRegistered(), confirmed]],
      ['created by an operator', [selfRegistered({ emailConfirmed: true })]],
      ['registered before confirmation existed', [selfRegistered({ emailConfirmed: undefined })]],
      ['admin', [selfRegistered({ role: 'admin' })]],
      ['promoted to admin', [selfRegistered(), promoted]],
      ['Stripe customer', [selfRegistered(), customer]],
      ['Stripe subscription', [selfRegistered(), subscribed]],
      ['paid plan granted', [selfRegistered(), granted]],
    ];
    for (const [, events] of kept) {
      expect(unconfirmedAccountDeadline(stateOf(events), days)).toBeNull();
      expect(unconfirmedAccountExpired(stateOf(events), '2027-11-01T00:00:00.000Z', days)).toBe(false);
      spec.given(events).when(expire('2027-11-01T00:00:00.000Z')).thenThrows(AccountNotExpired);
    }
  });

  it('an expired account is gone for every command: no login, no confirmation, no second expiry', () => {
    expect(unconfirmedAccountExpired(stateOf([selfRegistered(), expired]), registeredAt, days)).toBe(true);
    const after = [selfRegistered(), expired];
    spec
      .given(after)
      .when({ type: 'LogIn', sessionId: 's1', expiresAt: '2026-11-09T00:00:00.000Z', at: deadline })
      .thenThrows(UserNotFound);
    spec.given(after).when({ type: 'ConfirmEmail', requestId: 'r1', at: deadline }).thenThrows(UserNotFound);
    spec.given(after).when(expire(deadline)).thenThrows(UserNotFound);
    expect(stateOf(after).sessions.size).toBe(0);
  });
});
