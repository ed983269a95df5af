import { foldGerman } from '../../../platform/text/german-search.js';

/**
 * Identifiers a user types into the search box: an Aktenzeichen in any common spelling ("6 IN 123/26",
 * "6IN123/26", "6 IN 123/2026", "IN 123/26" at any department) and a register number ("HRB 62", "HRB62",
 * "HR B 62", "HRB 62 B", "Amtsgericht Köln HRB 62").
 */

export interface CaseNumberQuery {
  readonly kind: 'caseNumber';
  /** Department, lower case with its letter ("6", "36a"); null: any department. */
  readonly department: string | null;
  /** Register sign, upper case: IN, IK, IE, IZ, IIN. */
  readonly sign: string;
  /** Running number without leading zeros. */
  readonly number: string;
  /** Year, two digits ("26" for 26 and 2026). */
  readonly year: string;
}

export interface RegisterQuery {
  readonly kind: 'register';
  /** Register type in the notice parser's spelling (HRA, HRB, GnR, VR, PR). */
  readonly type: string;
  readonly number: string;
  /** Folded words of the register court the query names ("koln" of "Amtsgericht Köln HRB 62"); may be empty. */
  readonly court: readonly string[];
}

export type IdentifierQuery = CaseNumberQuery | RegisterQuery;

/** Department (digits, a letter other than i), sign, number, year; glued or spaced. */
const CASE_NUMBER =
  /(?<![\p{L}\d/])(?:(\d{1,4})\s?([a-hj-z])?\s*)?(IIN|IN|IK|IE|IZ)\s*(\d{1,6})\s*\/\s*(\d{4}|\d{2})(?![\p{L}\d])/giu;

/** Register type, number and the letters some courts append ("HRB 27802 P"); "Nr." allowed in between. */
const REGISTER =
  /(?<![\p{L}\d])(HR\s?A|HR\s?B|GnR|GenR|VR|PR|PartR)\s*(?:Nr\.?\s*)?(\d{1,7})(?:\s?[a-z]{1,2})?(?![\p{L}\d])/giu;

const REGISTER_TYPES: Readonly<Record<string, string>> = {
  hra: 'HRA',
  hrb: 'HRB',
  gnr: 'GnR',
  genr: 'GnR',
  vr: 'VR',
  pr: 'PR',
  partr: 'PR',
};

/** Words that introduce a court and say nothing about which one. */
const COURT_WORDS = new Set(['amtsgericht', 'ag', 'registergericht', 'amtsgerichts', 'handelsregister', 'beim']);

export interface FoundIdentifier {
  readonly identifier: IdentifierQuery;
  /** Where it stands in the query (the register's court words included). */
  readonly start: number;
  readonly end: number;
}

/** The identifiers in a query and where they stand. */
export function findIdentifiers(text: string): FoundIdentifier[] {
  const found: FoundIdentifier[] = [];
  for (const match of text.matchAll(CASE_NUMBER)) {
    const [, department, letter, sign, number, year] = match;
    found.push({
      identifier: {
        kind: 'caseNumber',
        department: department ? `${stripZeros(department)}${letter ? letter.toLowerCase() : ''}` : null,
        sign: sign.toUpperCase(),
        number: stripZeros(number),
        year: year.slice(-2),
      },
      start: match.index,
      end: match.index + match[0].length,
    });
  }
  for (const match of text.matchAll(REGISTER)) {
    const start = match.index;
    if (found.some((f) => start < f.end && f.start < start + match[0].length)) continue;
    const court = courtBefore(text.slice(0, start));
    found.push({
      identifier: {
        kind: 'register',
        type: REGISTER_TYPES[match[1].replace(/\s/g, '').toLowerCase()],
        number: stripZeros(match[2]),
        court: court?.words ?? [],
      },
      start: court ? court.start : start,
      end: start + match[0].length,
    });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** "Amtsgericht Köln " right before a register number: the court's folded words and where the phrase starts. */
function courtBefore(before: string): { words: string[]; start: number } | null {
  const match = /(?:^|\s)((?:Amtsgerichts?|AG|Registergerichts?)\s+([\p{L}.\- ()/]+?))\s*,?\s*$/iu.exec(before);
  if (!match) return null;
  const words = foldGerman(match[2])
    .split(' ')
    .filter((w) => w !== '' && !COURT_WORDS.has(w));
  return { words, start: match.index + match[0].indexOf(match[1]) };
}

function stripZeros(digits: string): string {
  return digits.replace(/^0+(?=\d)/, '');
}

/** A stored Aktenzeichen ("36t IN 4738/20") in the parts a query compares, or null when it is none. */
export function parseCaseNumber(caseNumber: string): CaseNumberQuery | null {
  CASE_NUMBER.lastIndex = 0;
  const match = new RegExp(CASE_NUMBER.source, 'iu').exec(caseNumber);
  if (!match) return null;
  const [, department, letter, sign, number, year] = match;
  return {
    kind: 'caseNumber',
    department: department ? `${stripZeros(department)}${letter ? letter.toLowerCase() : ''}` : null,
    sign: sign.toUpperCase(),
    number: stripZeros(number),
    year: year.slice(-2),
  };
}

/** The case's Aktenzeichen is the one asked for (any department when the query names none; 26 = 2026). */
export function caseNumberMatches(query: CaseNumberQuery, caseNumber: string): boolean {
  const parsed = parseCaseNumber(caseNumber);
  if (!parsed) return false;
  return (
    parsed.sign === query.sign &&
    parsed.number === query.number &&
    parsed.year === query.year &&
    (query.department === null || parsed.department === query.department)
  );
}

/** The case's register entry is the one asked for: same type and number, exactly (no prefix). */
export function registerMatches(
  query: RegisterQuery,
  register: { readonly type: string | null; readonly number: string | null },
): boolean {
  // Stored numbers may carry the register court's letter ("1042 B"): the number is the digits before it.
  const digits = register.number ? /^\d+/.exec(register.number.trim())?.[0] : undefined;
  return register.type === query.type && !!digits && stripZeros(digits) === query.number;
}

/** The case's register court (or insolvency court) is the one the query names; true when it names none. */
export function courtMatches(query: RegisterQuery, ...courts: readonly (string | null)[]): boolean {
  if (query.court.length === 0) return true;
  return courts.some((court) => {
    const words = new Set(foldGerman(court ?? '').split(' '));
    return query.court.every((word) => words.has(word));
  });
}

/**
 * The folded word sequences of the Aktenzeichen as the read models keep it (`numbers` of the FTS index,
 * `case_number_key`): "6 in 123 26" and "6 in 123 2026", or without a department its tail at any department.
 */
export function caseNumberPhrases(query: CaseNumberQuery): string[] {
  const head = query.department ? `${query.department} ` : '';
  const sign = query.sign.toLowerCase();
  return [query.year, `20${query.year}`, `19${query.year}`].map((year) => `${head}${sign} ${query.number} ${year}`);
}
