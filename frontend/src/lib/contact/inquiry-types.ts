/** SPEC §3 inquiry types with the German labels the contact form and the admin inbox show. */
export type InquiryType = 'general' | 'support' | 'billing' | 'data' | 'enterprise' | 'feedback';

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

/** The label of a stored inquiry type; an unknown value is shown as it came. */
export function inquiryTypeLabel(type: string | null | undefined): string | undefined {
  return type ? (INQUIRY_TYPES.find((t) => t.value === type)?.label ?? type) : undefined;
}
