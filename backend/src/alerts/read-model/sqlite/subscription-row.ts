import type { RecipientStatus } from '../../domain/events.js';
import type { SubscriptionView } from '../subscription-view.js';

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
  /** Absent in a read model built before issue #30 (until its rebuild). */
  mode?: string | null;
  active: number;
  source: string;
  created_at: string;
  updated_at: string | null;
  last_notification: string | null;
  recipient_status: RecipientStatus;
  confirmation_requested_at: string | null;
}

/** Keywords are stored as JSON text and answered as a list. */
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
    mode: row.mode === 'sofort' ? 'sofort' : 'täglich',
    recipientStatus: row.recipient_status,
    confirmationSentAt: row.recipient_status === 'pending' ? row.confirmation_requested_at : null,
  };
}
