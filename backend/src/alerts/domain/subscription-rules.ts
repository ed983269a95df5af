import { findIdentifiers, understandQuery } from '../../cases/domain/search-query/index.js';
import type { SubscriptionFields } from './events.js';
import { EMAIL_ADDRESS as EMAIL } from '../../platform/text/email-address.js';
import { INVALID_MODE, isDeliveryMode } from './delivery-mode.js';

/**
 * Validation of a subscription (docs/SPEC.md §5), shared by the request DTOs, the CSV watchlist and the decider,
 * so all answer with the same German texts. The e-mail address and the company name end up in mail headers
 * and subjects, so they must be a single line (docs/DESIGN.md §10).
 */
export type SubscriptionField =
  'email' | 'companyName' | 'keywords' | 'active' | 'caseNumber' | 'court' | 'registerNumber' | 'mode';

export const MAX_KEYWORDS = 20;

const REGISTER = /^(HRA|HRB|GNR|GSR|PR|VR)\s*(\d{1,7})(?:\s*([A-Z]{1,2}))?$/i;
const HAS_WORD = /[\p{L}\p{N}]/u;
const LINE_BREAK_OR_NUL = /[\r\n\0]/;

/** The body as a client may send it (JSON or a CSV row): anything, checked here. */
export type SubscriptionInput = Partial<Record<SubscriptionField, unknown>>;

const present = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** Keywords as a list (API) or comma-separated text (the form, docs/SPEC.md §5): trimmed, empty ones dropped. */
export function keywordList(value: unknown): string[] | null {
  if (value === undefined || value === null || value === '') return [];
  const raw = typeof value === 'string' ? value.split(',') : value;
  if (!Array.isArray(raw) || raw.some((k) => typeof k !== 'string')) return null;
  const seen = new Set<string>();
  return (raw as string[])
    .map((k) => k.trim())
    .filter((k) => k !== '' && !seen.has(k.toLowerCase()) && seen.add(k.toLowerCase()));
}

function text(label: string, value: unknown, max: number): string | null {
  if (typeof value !== 'string') return `${label} muss ein Text sein`;
  if (value.includes('\0')) return `${label} enthält unzulässige Zeichen`;
  if (/[\r\n]/.test(value)) return `${label} darf keine Zeilenumbrüche enthalten`;
  if (value.trim().length > max) return `${label} darf höchstens ${max} Zeichen lang sein`;
  return null;
}

/** The first problem of one field in German, or null. Cross-field rules look at the whole input. */
export function fieldProblem(field: SubscriptionField, input: SubscriptionInput): string | null {
  const value = input[field];
  const optional = value === undefined || value === null || value === '';
  switch (field) {
    case 'email':
      if (optional) return 'E-Mail-Adresse ist erforderlich';
      if (typeof value !== 'string' || LINE_BREAK_OR_NUL.test(value)) return 'Ungültiges E-Mail-Format';
      if (value.trim().length > 254) return 'E-Mail-Adresse darf höchstens 254 Zeichen lang sein';
      return EMAIL.test(value.trim()) ? null : 'Ungültiges E-Mail-Format';
    case 'companyName': {
      // docs/SPEC.md §5 requires the company; a subscription watching an Aktenzeichen or a register number names
      // its target that way instead.
      if (optional || (typeof value === 'string' && value.trim() === '')) {
        return present(input.caseNumber) || present(input.registerNumber) ? null : 'Firmenname ist erforderlich';
      }
      const problem = text('Firmenname', value, 200);
      if (problem) return problem;
      if (!HAS_WORD.test(value as string)) return 'Firmenname muss Buchstaben oder Ziffern enthalten';
      return legalFormOnly(value as string)
        ? 'Firmenname darf nicht nur aus einer Rechtsform bestehen (z. B. „Müller GmbH“ statt „GmbH“)'
        : null;
    }
    case 'keywords': {
      const list = keywordList(value);
      if (list === null) return 'Stichwörter müssen eine Liste von Texten sein';
      if (list.length > MAX_KEYWORDS) return `Höchstens ${MAX_KEYWORDS} Stichwörter sind erlaubt`;
      if (list.some((k) => LINE_BREAK_OR_NUL.test(k))) return 'Stichwörter dürfen keine Zeilenumbrüche enthalten';
      if (list.some((k) => k.length > 100)) return 'Ein Stichwort darf höchstens 100 Zeichen lang sein';
      if (list.some((k) => !HAS_WORD.test(k))) return 'Stichwörter müssen Buchstaben oder Ziffern enthalten';
      return null;
    }
    case 'active':
      return value === undefined || typeof value === 'boolean' ? null : 'Aktiv muss true oder false sein';
    case 'caseNumber':
      if (optional) return null;
      return (
        text('Aktenzeichen', value, 50) ??
        (/\d/.test(value as string) ? null : 'Ungültiges Aktenzeichen (z. B. 71 IN 123/26)')
      );
    case 'court':
      if (optional)
        return present(input.caseNumber) ? 'Gericht ist erforderlich, wenn ein Aktenzeichen angegeben ist' : null;
      return text('Gericht', value, 100);
    case 'mode':
      return optional || isDeliveryMode(value) ? null : INVALID_MODE;
    case 'registerNumber':
      if (optional) return null;
      return (
        text('Registernummer', value, 100) ??
        (isRegisterNumber(value as string) ? null : 'Ungültige Registernummer (z. B. HRB 12345)')
      );
  }
}

/**
 * A register number as the search reads one ("HRB 62", "HRB62", "HR B 62", "HRB 62 B", "Amtsgericht Köln HRB 62",
 * issue #29), or one of the types the search does not know (GsR): nothing else in the field.
 */
function isRegisterNumber(value: string): boolean {
  const trimmed = value.trim();
  if (REGISTER.test(trimmed)) return true;
  const found = findIdentifiers(trimmed);
  return (
    found.length === 1 &&
    found[0].identifier.kind === 'register' &&
    found[0].start === 0 &&
    found[0].end === trimmed.length
  );
}

/** "GmbH", "Gesellschaft mit beschränkter Haftung": a legal form without a name would watch nothing (issue #29). */
function legalFormOnly(companyName: string): boolean {
  const query = understandQuery(companyName);
  return query.legalForm !== null && query.words.length === 0 && query.identifiers.length === 0;
}

export const FIELD_ORDER: readonly SubscriptionField[] = [
  'email',
  'companyName',
  'keywords',
  'active',
  'caseNumber',
  'court',
  'registerNumber',
  'mode',
];

/** Every problem of an input, in form order; empty when it may be accepted. */
export function subscriptionProblems(input: SubscriptionInput): { field: SubscriptionField; message: string }[] {
  return FIELD_ORDER.flatMap((field) => {
    const message = fieldProblem(field, input);
    return message === null ? [] : [{ field, message }];
  });
}

const optionalText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().replace(/\s+/g, ' ') : null;

/** `hrb12345` → `HRB 12345`: one spelling in the event and the read model. */
export function canonicalRegisterNumber(value: string): string {
  const m = REGISTER.exec(value.trim());
  if (!m) return value.trim();
  const type = m[1].toUpperCase() === 'GNR' ? 'GnR' : m[1].toUpperCase() === 'GSR' ? 'GsR' : m[1].toUpperCase();
  return [type, m[2], m[3]?.toUpperCase()].filter(Boolean).join(' ');
}

/** The stored form of a valid input: trimmed, keywords as a list, empty optional fields null, active by default. */
export function normaliseFields(input: SubscriptionInput): SubscriptionFields {
  const register = optionalText(input.registerNumber);
  return {
    email: String(input.email).trim(),
    companyName: typeof input.companyName === 'string' ? input.companyName.trim().replace(/\s+/g, ' ') : '',
    keywords: keywordList(input.keywords) ?? [],
    active: input.active === undefined ? true : input.active === true,
    caseNumber: optionalText(input.caseNumber),
    court: optionalText(input.court),
    registerNumber: register === null ? null : canonicalRegisterNumber(register),
    // Absent: a new alert is daily, a changed one keeps its mode (the decider fills it in).
    ...(isDeliveryMode(input.mode) && { mode: input.mode }),
  };
}
