import type { RecipientStatus } from '../domain/events.js';

/** A row of `rm_subscriptions` (projections/src/read-models/subscriptions) with its recipient's state. */
export interface SubscriptionRow {
  id: string;
  owner_id: string;
  email: string;
  company_name: string;
  keywords: string;
  case_number: string | null;
  court: string | null;
  register_number: string | null;
  active: number;
  source: string;
  created_at: string;
  updated_at: string | null;
  last_notification: string | null;
  recipient_status: RecipientStatus;
  confirmation_requested_at: string | null;
}

/** The API shape of SPEC.md §3: keywords stored as JSON text, answered as a list. */
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
  /**
   * Issue #12: `own` (the account's address), `confirmed`, `pending` (confirmation mail sent, nothing else is
   * mailed until the addressee confirms) or `refused`. Added to SPEC.md §3's fields, none removed.
   */
  recipientStatus: RecipientStatus;
  /** When the last confirmation mail went out (pending addresses), else null. */
  confirmationSentAt: string | null;
}

export function toSubscriptionView(row: SubscriptionRow): SubscriptionView {
  return {
    id: row.id,
    email: row.email,
    companyName: row.company_name,
    keywords: JSON.parse(row.keywords) as string[],
    active: row.active === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    lastNotification: row.last_notification,
    caseNumber: row.case_number,
    court: row.court,
    registerNumber: row.register_number,
    recipientStatus: row.recipient_status,
    confirmationSentAt: row.recipient_status === 'pending' ? row.confirmation_requested_at : null,
  };
}
