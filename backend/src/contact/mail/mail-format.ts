import { germanBerlinDateTime } from '../../platform/clock/berlin-time.js';
import type { InquiryType } from '../domain/contact-rules.js';

/** `21.11.2026, 10:00 Uhr` (Berlin time), as German mails write it. */
export function berlinDateTime(iso: string): string {
  return germanBerlinDateTime(iso);
}

/** German labels of the contact form's inquiry types (docs/SPEC.md §3). */
export const INQUIRY_LABELS: Record<InquiryType, string> = {
  general: 'Allgemeine Anfrage',
  support: 'Technischer Support',
  billing: 'Abrechnung & Abonnement',
  data: 'Datenschutz & Daten',
  enterprise: 'Unternehmenslösungen',
  feedback: 'Feedback',
};

/** The message text quoted line by line (`> `), for the answer mail. */
export function quote(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
}
