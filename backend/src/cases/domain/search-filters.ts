import { foldGerman } from '../../platform/text/german-search.js';
import type { DebtorKind } from './case-notice.js';

/**
 * What the search filters of issue #13 mean for one case: debtor kind, postal-code and city prefixes, register
 * number. The search answers them with SQL on the cases read model (search-cases/filters), a saved search's
 * alert with these predicates on a new notice; both take the parsing and folding from here, so a saved search
 * mails exactly the cases its search would show. Published with the case events (events.ts) for that reason.
 */

/**
 * Debtor kinds a search can be limited to. `person` means every debtor that is not a company: natural persons,
 * estates of deceased persons (Nachlass) and debtors the parser could not classify, as retention and the admin
 * statistics count them too. So "Unternehmen" and "Natürliche Personen" together are exactly all cases.
 */
export const DEBTOR_KIND_FILTERS = ['company', 'person'] as const;
export type DebtorKindFilter = (typeof DEBTOR_KIND_FILTERS)[number];

/** The beginning of a postal code: "8" (southern Bavaria) to "80331" (one postal code). */
export const POSTAL_CODE_PREFIX = /^\d{1,5}$/;

/**
 * The beginning of a city name: starts with a letter, then letters, spaces and the punctuation of German
 * place names ("Frankfurt (Oder)", "St. Ingbert", "Halle/Saale", "Sankt-Peter-Ording").
 */
export const CITY_PREFIX = /^\s*\p{L}[\p{L}\p{M} .'’()/-]*$/u;

/**
 * A register number as users type it: "HRB 12345", "HRB12345", "hrb nr. 12345", or the number alone ("12345",
 * then in any register). The suffix some courts add ("HRB 27802 P") is not stored and therefore not asked for.
 */
export const REGISTER_NUMBER_INPUT = /^\s*(?:(HRA|HRB|GnR|GenR|VR|PR|PartR)\s*(?:Nr\.?\s*)?)?(\d{1,7})\s*$/i;

/** Spellings of the register types, as the notice parser records them (notice-parser/register.ts). */
const REGISTER_TYPES: Readonly<Record<string, string>> = {
  hra: 'HRA',
  hrb: 'HRB',
  gnr: 'GnR',
  genr: 'GnR',
  vr: 'VR',
  pr: 'PR',
  partr: 'PR',
};

export interface RegisterNumberFilter {
  /** The register type in the parser's spelling, or null for the number in any register. */
  readonly type: string | null;
  readonly number: string;
}

/** The register type (if given) and number, or null when the text is not a register number. */
export function parseRegisterNumber(text: string): RegisterNumberFilter | null {
  const match = REGISTER_NUMBER_INPUT.exec(text);
  if (!match) return null;
  return { type: match[1] ? REGISTER_TYPES[match[1].toLowerCase()] : null, number: match[2] };
}

/**
 * The folded city ("München", "Muenchen" → "munchen"): the cases read model's `city_key`, and the key a city
 * prefix is compared with, so that a typed prefix finds the city whatever its spelling.
 */
export function cityKey(city: string): string {
  return foldGerman(city);
}

/** The case's debtor kind (absent in messages older than the filter: no match) fits the filter. */
export function debtorKindMatches(filter: string, kind: DebtorKind | string | null | undefined): boolean {
  if (!kind) return false;
  if (filter === 'company') return kind === 'company';
  if (filter === 'person') return kind !== 'company';
  return false;
}

/** The case's postal code starts with the prefix; a case without a postal code matches no prefix. */
export function postalCodeMatches(prefix: string, postalCode: string | null | undefined): boolean {
  return POSTAL_CODE_PREFIX.test(prefix) && !!postalCode && postalCode.startsWith(prefix);
}

/**
 * The case's folded city (`cityKey`) starts with the folded prefix ("Münch" finds "Muenchen"). A prefix of
 * letters that fold to nothing ("Ж") matches no case, as in the search.
 */
export function cityKeyMatches(prefix: string, caseCityKey: string | null | undefined): boolean {
  const folded = cityKey(prefix);
  return folded !== '' && !!caseCityKey && caseCityKey.startsWith(folded);
}

/** The case's register entry has the number (and the type, when the filter names one): exact, no prefix. */
export function registerNumberMatches(
  input: string,
  register: { readonly type?: string | null; readonly number?: string | null } | null | undefined,
): boolean {
  const filter = parseRegisterNumber(input);
  if (!filter || !register?.number || register.number !== filter.number) return false;
  return filter.type === null || register.type === filter.type;
}
