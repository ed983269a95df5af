import type { Subscription } from '../api/subscriptions-api';

/** A subscription as GET /subscriptions returns it. */
export function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 's-1',
    email: 'erika@example.de',
    companyName: 'Muster Bau GmbH',
    keywords: ['Berlin', 'Eröffnung'],
    active: true,
    createdAt: '2026-03-10T12:00:00.000Z',
    lastNotification: null,
    ...overrides,
  };
}
