import type { ContactMessageStatus } from '../domain/contact-decider.js';

/** The API shape of docs/SPEC.md §3 (`created_at` kept beside `createdAt`, as the SPA reads either). */
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
