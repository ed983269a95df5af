import type { ContactMessageStatus } from '../domain/contact-decider.js';

/** A row of `rm_contact_messages` (projections/src/read-models/contact-messages). */
export interface ContactMessageRow {
  id: string;
  name: string;
  email: string;
  subject: string;
  inquiry_type: string | null;
  message: string;
  privacy_agreed: number;
  status: ContactMessageStatus;
  created_at: string;
  read_at: string | null;
  replied_at: string | null;
}

/** The API shape of SPEC.md §3 (`created_at` kept beside `createdAt`, as the SPA reads either). */
export interface ContactMessageView {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  inquiryType: string | null;
  privacyAgreed: boolean;
  status: ContactMessageStatus;
  createdAt: string;
  created_at: string;
  readAt: string | null;
  repliedAt: string | null;
}

export function toContactMessageView(row: ContactMessageRow): ContactMessageView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    inquiryType: row.inquiry_type,
    privacyAgreed: row.privacy_agreed === 1,
    status: row.status,
    createdAt: row.created_at,
    created_at: row.created_at,
    readAt: row.read_at,
    repliedAt: row.replied_at,
  };
}
