import type { UserPlanChanged, UserRegistered } from '../../accounts/domain/events.js';
import type { SavedSearchEvent } from '../../saved-searches/domain/events.js';
import type { RecipientEvent, SubscriptionEvent } from '../domain/events.js';
import { recipientKey } from '../domain/events.js';
import { normaliseFields, type SubscriptionInput } from '../domain/subscription-rules.js';
import { subscriptionDecider } from '../domain/subscription-decider.js';
import { subscriptionCriteria } from '../matching/case-terms.js';

/** Real domain events of the alerts module (and the account events its read side follows), for read-side tests. */
export type AlertReadEvent = SubscriptionEvent | RecipientEvent | UserRegistered | UserPlanChanged | SavedSearchEvent;

const at = new Date('2026-11-21T09:00:00Z');
const iso = at.toISOString();

/** `SubscriptionCreated` as the decider records it for this input. */
export function subscriptionCreated(
  subscriptionId: string,
  ownerId: string,
  input: Partial<SubscriptionInput> = {},
): SubscriptionEvent {
  const fields = normaliseFields({ email: 'alerts@example.de', companyName: 'Müller Bau GmbH', ...input });
  const [event] = subscriptionDecider.decide(
    {
      type: 'CreateSubscription',
      subscriptionId,
      by: ownerId,
      mayHaveAlerts: true,
      ownerSubscriptions: 0,
      maxSubscriptions: 1000,
      fields,
      criteria: subscriptionCriteria(fields),
      source: 'form',
      at,
    },
    subscriptionDecider.initialState(),
  );
  return event!;
}

export const subscriptionToggled = (subscriptionId: string, active: boolean): SubscriptionEvent => ({
  type: 'SubscriptionToggled',
  data: { subscriptionId, active, at: iso, via: 'user' },
});

export const subscriptionDeleted = (subscriptionId: string, ownerId: string): SubscriptionEvent => ({
  type: 'SubscriptionDeleted',
  data: { subscriptionId, deletedAt: iso, deletedBy: ownerId },
});

export const digestPrepared = (subscriptionId: string, digestId: string, preparedAt = iso): SubscriptionEvent => ({
  type: 'AlertDigestPrepared',
  data: { subscriptionId, digestId, caseIds: [1], preparedAt },
});

export const digestFailed = (subscriptionId: string, digestId: string): SubscriptionEvent => ({
  type: 'AlertDigestFailed',
  data: { subscriptionId, digestId, failedAt: iso, reason: 'ECONNREFUSED' },
});

export const userRegistered = (
  userId: string,
  email: string,
  firstName = 'Erika',
  lastName = 'Muster',
): UserRegistered => ({
  type: 'UserRegistered',
  data: {
    userId,
    email,
    firstName,
    lastName,
    passwordHash: '$argon2id$test',
    role: 'user',
    registeredAt: iso,
  } as UserRegistered['data'],
});

export const planChanged = (userId: string, plan: UserPlanChanged['data']['plan']): UserPlanChanged => ({
  type: 'UserPlanChanged',
  data: {
    userId,
    plan,
    source: 'admin',
    periodEnd: null,
    cancelAtPeriodEnd: false,
    stripeSubscriptionId: null,
    at: iso,
  },
});

export const confirmationRequested = (ownerId: string, email: string, requestedAt = iso): RecipientEvent => ({
  type: 'RecipientConfirmationRequested',
  data: {
    recipientKey: recipientKey(ownerId, email),
    ownerId,
    requestId: `request-${requestedAt}`,
    trigger: 'subscription',
    requestedAt,
    expiresAt: '2026-11-28T09:00:00.000Z',
  },
});

export const recipientAnswered = (ownerId: string, email: string, answer: 'confirmed' | 'refused'): RecipientEvent =>
  answer === 'confirmed'
    ? { type: 'RecipientConfirmed', data: { recipientKey: recipientKey(ownerId, email), ownerId, confirmedAt: iso } }
    : { type: 'RecipientRefused', data: { recipientKey: recipientKey(ownerId, email), ownerId, refusedAt: iso } };

export const savedSearchCreated = (
  savedSearchId: string,
  ownerId: string,
  criteria: Record<string, string>,
  alert = true,
  name = `Suche ${savedSearchId}`,
): SavedSearchEvent => ({
  type: 'SavedSearchCreated',
  data: { savedSearchId, ownerId, name, criteria, alert, createdAt: iso },
});

export const savedSearchDeleted = (savedSearchId: string, ownerId: string): SavedSearchEvent => ({
  type: 'SavedSearchDeleted',
  data: { savedSearchId, ownerId, deletedAt: iso },
});
