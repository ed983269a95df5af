import type { SubscriptionFields } from '../domain/events.js';
import type { PendingSearchAlert } from '../search-alerts/search-alert-store.js';
import type { CaseSummary } from '../../cases/case-summary/case-summary.js';

/** A subscription's contribution to the mail of its address. */
export interface Entry {
  readonly id: string;
  readonly fields: SubscriptionFields;
  readonly cases: CaseSummary[];
}

/** A saved search's contribution (issue #13): its new matches, to its owner's address. */
export interface SearchEntry {
  readonly alert: PendingSearchAlert;
  readonly cases: CaseSummary[];
}

/** What sending one address's mail did. */
export interface MailOutcome {
  readonly mails: number;
  readonly sent: number;
  readonly failed: number;
}

export const NOTHING_SENT: MailOutcome = { mails: 0, sent: 0, failed: 0 };
