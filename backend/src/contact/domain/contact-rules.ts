import { EMAIL_ADDRESS as EMAIL } from '../../platform/text/email-address.js';

/**
 * Validation rules of contact messages (docs/SPEC.md §5), shared by the request DTOs and the decider so that both
 * answer with the same German texts. Fields that end up in a mail header (name, e-mail, subject) must be a
 * single line (docs/DESIGN.md §10).
 */
export const INQUIRY_TYPES = ['general', 'support', 'billing', 'data', 'enterprise', 'feedback'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

interface FieldRule {
  readonly label: string;
  readonly min: number;
  readonly max: number;
  readonly singleLine: boolean;
  /** Replaces the generic "… ist erforderlich" etc. where docs/SPEC.md prescribes a text. */
  readonly format?: { readonly pattern: RegExp; readonly message: string };
}

export const FIELD_RULES = {
  name: { label: 'Name', min: 2, max: 100, singleLine: true },
  email: {
    label: 'E-Mail-Adresse',
    min: 0,
    max: 254,
    singleLine: true,
    format: { pattern: EMAIL, message: 'Ungültige E-Mail-Adresse' },
  },
  subject: { label: 'Betreff', min: 3, max: 200, singleLine: true },
  message: { label: 'Nachricht', min: 10, max: 5000, singleLine: false },
  reply: { label: 'Antwort', min: 1, max: 10_000, singleLine: false },
} as const satisfies Record<string, FieldRule>;

export type ContactField = keyof typeof FIELD_RULES;

export const PRIVACY_REQUIRED = 'Sie müssen der Datenschutzerklärung zustimmen';
export const INVALID_INQUIRY_TYPE = `Ungültige Art der Anfrage (erlaubt: ${INQUIRY_TYPES.join(', ')})`;

/** The first problem of a (trimmed) field value in German, or null when it is valid. */
export function fieldProblem(field: ContactField, value: unknown): string | null {
  const rule: FieldRule = FIELD_RULES[field];
  if (value === undefined || value === null || value === '') return `${rule.label} ist erforderlich`;
  if (typeof value !== 'string') return `${rule.label} muss ein Text sein`;
  if (value.includes('\0')) return `${rule.label} enthält unzulässige Zeichen`;
  if (rule.singleLine && /[\r\n]/.test(value)) {
    return rule.format ? rule.format.message : `${rule.label} darf keine Zeilenumbrüche enthalten`;
  }
  if (value.length < rule.min) return `${rule.label} muss mindestens ${rule.min} Zeichen lang sein`;
  if (value.length > rule.max) return `${rule.label} darf höchstens ${rule.max} Zeichen lang sein`;
  if (rule.format && !rule.format.pattern.test(value)) return rule.format.message;
  return null;
}

export interface ContactSubmission {
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly inquiryType: InquiryType | null;
  readonly message: string;
  readonly privacyAgreed: boolean;
}

/** Every problem of a submission, in form order; empty when it may be accepted. */
export function submissionProblems(submission: ContactSubmission): string[] {
  const problems = (['name', 'email', 'subject', 'message'] as const)
    .map((field) => fieldProblem(field, submission[field]))
    .filter((problem): problem is string => problem !== null);
  if (submission.inquiryType !== null && !INQUIRY_TYPES.includes(submission.inquiryType)) {
    problems.push(INVALID_INQUIRY_TYPE);
  }
  if (submission.privacyAgreed !== true) problems.push(PRIVACY_REQUIRED);
  return problems;
}
