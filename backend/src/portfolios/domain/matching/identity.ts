import {
  canonicalLegalForm,
  findLegalForm,
  nameCore,
  oneEditApart,
  readRegister,
  registerCourtKey,
  registerParts,
  type RegisterParts,
} from '../../../cases/domain/search-query/index.js';
import { foldedTokens, foldGerman } from '../../../platform/text/german-search.js';
import type { PortfolioRow } from '../portfolio-row.js';

/**
 * What matching compares of a portfolio row and of a case, read once with the search's normalisation (issue #29
 * and #31: one reading of names, legal forms and register entries for search, alerts and portfolios).
 */
export interface MatchIdentity {
  /** Folded words of the name without its legal form ("Müller Bau GmbH & Co. KG" → muller, bau). */
  readonly nameWords: readonly string[];
  /** The words joined: equal keys are the same name. Empty when the name has no word besides a legal form. */
  readonly nameKey: string;
  /** Canonical legal form (GmbH, GmbH & Co. KG, …) from its own field or the end of the name; null if none. */
  readonly legalForm: string | null;
  /** Five digits, or null. */
  readonly postalCode: string | null;
  /** Folded city words ("frankfurt am main"), or null. */
  readonly city: string | null;
  readonly register: RegisterParts | null;
}

/** The case fields the read models keep that matching compares (a subset of `CaseRecord`). */
export interface CandidateCase {
  readonly caseId: number;
  readonly companyName: string;
  readonly legalForm: string | null;
  readonly postalCode: string | null;
  readonly city: string | null;
  readonly registerCourt: string | null;
  readonly registerType: string | null;
  readonly registerNumber: string | null;
  /** Insolvency court and Aktenzeichen: shown with the reason, not compared. */
  readonly court: string;
  readonly caseNumber: string;
  readonly publicationDate: string;
}

/**
 * Legal-form words recognised with a typo: the long ones anywhere after the first word ("Gesellchaft mit
 * beschränkter Haftung", "UG (haftungsbschränkt) & Co. KG"), "GmbH" ("GMH") among the last two words.
 */
const LONG_LEGAL_WORDS = [
  'haftungsbeschrankt',
  'gesellschaft',
  'aktiengesellschaft',
  'kommanditgesellschaft',
  'beschrankter',
];

function withLegalWordsCorrected(tokens: readonly string[]): string[] {
  return tokens.map((token, i) => {
    if (i === 0 || token.length < 3) return token;
    if (i >= tokens.length - 2 && oneEditApart(token, 'gmbh')) return 'gmbh';
    return token.length >= 8 ? (LONG_LEGAL_WORDS.find((word) => oneEditApart(token, word)) ?? token) : token;
  });
}

/**
 * A memo of a pure function of a string for the few values a million cases repeat (legal-form fields, cities):
 * forgotten whole when it grows beyond `max` entries, so that it stays small.
 */
function memo<T>(fn: (text: string) => T, max = 20_000): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    const hit = known.get(text);
    if (hit !== undefined || known.has(text)) return hit as T;
    if (known.size >= max) known.clear();
    const value = fn(text);
    known.set(text, value);
    return value;
  };
}

const canonicalFormOf = memo(canonicalLegalForm, 1_000);

export function nameParts(
  name: string,
  legalFormField: string | null,
): Pick<MatchIdentity, 'nameWords' | 'nameKey' | 'legalForm'> {
  const tokens = withLegalWordsCorrected(foldedTokens(name));
  const core = nameCore(tokens);
  // The legal form at the end of the name (nameCore removed it); a separate Rechtsform column wins.
  const inName = core.length < tokens.length ? (findLegalForm(tokens.slice(core.length))?.form ?? null) : null;
  const field = legalFormField ? canonicalFormOf(legalFormField) : null;
  return { nameWords: core, nameKey: core.join(' '), legalForm: field ?? inName };
}

/**
 * Five digits of a German postal code, or null. Four digits get their leading zero back: spreadsheets read
 * "01067" (Dresden) as the number 1067, and ERP exports written through Excel carry it so.
 */
export function postalCodeKey(postalCode: string | null): string | null {
  const digits = (postalCode ?? '').replace(/\s/g, '');
  if (/^\d{5}$/.test(digits)) return digits;
  if (/^\d{4}$/.test(digits)) return `0${digits}`;
  return null;
}

/** Folded city words; "St." and "Sankt" alike, a postal code or district in front left out. */
export function cityKey(city: string | null): string | null {
  return city ? cityKeyOf(city) : null;
}

const cityKeyOf = memo((city: string): string | null => {
  const folded = foldGerman(city.replace(/^\s*\d{4,5}\s+/, ''))
    .replace(/\bsankt\b/g, 'st')
    .trim();
  return folded === '' ? null : folded;
});

/**
 * The same place: equal, or one is the other with a qualifier or district added ("Lauterbach" = "Lauterbach
 * (Hessen)", "Köln" = "Köln-Ehrenfeld"), compared by whole words. "Frankfurt am Main" ≠ "Frankfurt (Oder)".
 */
export function sameCity(a: string | null, b: string | null): boolean {
  if (!a || !b) return false;
  if (a === b) return true;
  const [shorter, longer] = a.length < b.length ? [a, b] : [b, a];
  return longer.startsWith(`${shorter} `);
}

export function rowIdentity(row: PortfolioRow): MatchIdentity {
  return {
    ...nameParts(row.name, row.legalForm),
    postalCode: postalCodeKey(row.postalCode),
    city: cityKey(row.city),
    register: rowRegister(row),
  };
}

/**
 * A row's register entry from its columns: the number column may carry type and court as well ("HRB 1234 AG
 * Köln"); a separate Registerart or Registergericht column fills what it does not say.
 */
function rowRegister(row: PortfolioRow): RegisterParts | null {
  const fromText =
    readRegister(row.registerNumber) ?? readRegister(`${row.registerType ?? ''} ${row.registerNumber ?? ''}`);
  if (fromText) {
    return row.registerCourt ? { ...fromText, court: registerCourtKey(row.registerCourt) ?? fromText.court } : fromText;
  }
  return registerParts({ court: row.registerCourt, type: row.registerType, number: row.registerNumber });
}

export function caseIdentity(c: CandidateCase): MatchIdentity {
  return {
    ...nameParts(c.companyName, c.legalForm),
    postalCode: postalCodeKey(c.postalCode),
    city: cityKey(c.city),
    register: registerParts({ court: c.registerCourt, type: c.registerType, number: c.registerNumber }),
  };
}
