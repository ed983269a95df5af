/** A row of `rm_subscriptions` (projections/src/read-models/subscriptions). */
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
  };
}
