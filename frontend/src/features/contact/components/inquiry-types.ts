import type { InquiryType } from '../api/contact-api';

/** The labels the form shows for SPEC §3 inquiry types. */
export const INQUIRY_TYPES: ReadonlyArray<{ value: InquiryType; label: string }> = [
  { value: 'general', label: 'Allgemeine Anfrage' },
  { value: 'support', label: 'Technischer Support' },
  { value: 'billing', label: 'Abrechnung' },
  { value: 'data', label: 'Datenfragen' },
  { value: 'enterprise', label: 'Enterprise' },
  { value: 'feedback', label: 'Feedback' },
];

export function asInquiryType(value: string): InquiryType | undefined {
  return INQUIRY_TYPES.find((type) => type.value === value)?.value;
}
