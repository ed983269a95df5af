import type { DeliveryMode } from '../domain/delivery-mode.js';
import type { RecipientStatus } from '../domain/events.js';

/** The API shape of docs/SPEC.md §3: a subscription with its recipient's double opt-in state. */
export interface SubscriptionView {
  id: string;
  email: string;
  companyName: string;
  keywords: string[];
  active: boolean;
  createdAt: string;
  updatedAt: string | null;
  lastNotification: string | null;
  caseNumber: string | null;
  court: string | null;
  registerNumber: string | null;
  /** Issue #30: `sofort` (immediate mails, Pro) or `täglich` (the 07:00 digest). */
  mode: DeliveryMode;
  /**
   * Issue #12: `own` (the account's address), `confirmed`, `pending` (confirmation mail sent, nothing else is
   * mailed until the addressee confirms) or `refused`. Added to docs/SPEC.md §3's fields, none removed.
   */
  recipientStatus: RecipientStatus;
  /** When the last confirmation mail went out (pending addresses), else null. */
  confirmationSentAt: string | null;
}
