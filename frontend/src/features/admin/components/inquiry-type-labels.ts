/**
 * German labels of SPEC §3 inquiry types. The contact form has the same list in its own feature; features do
 * not import each other, and moving it to src/lib would touch the contact feature.
 */
const INQUIRY_TYPE_LABELS: Record<string, string> = {
  general: 'Allgemeine Anfrage',
  support: 'Technischer Support',
  billing: 'Abrechnung',
  data: 'Datenfragen',
  enterprise: 'Enterprise',
  feedback: 'Feedback',
};

export function inquiryTypeLabel(type: string | null | undefined): string | undefined {
  return type ? (INQUIRY_TYPE_LABELS[type] ?? type) : undefined;
}
