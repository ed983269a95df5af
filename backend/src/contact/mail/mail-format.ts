import type { InquiryType } from '../domain/contact-rules.js';

const berlin = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** `21.11.2026, 10:00 Uhr` (Berlin time), as German mails write it. */
export function berlinDateTime(iso: string): string {
  return `${berlin.format(new Date(iso))} Uhr`;
}

/** German labels of the contact form's inquiry types (SPEC.md §3). */
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
