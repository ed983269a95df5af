/**
 * How people type an Aktenzeichen they have in front of them ("6 IN 123/26"), and when a result carries the one they
 * meant. Used by the relevance benchmark (`npm run bench -- relevance`), not by the application.
 */

/** The parts of a stored Aktenzeichen: department (Abteilung, "6", "36a"), register sign ("IN"), number, year. */
export interface CaseNumberParts {
  readonly department: string | null;
  readonly sign: string;
  readonly number: number;
  /** Four digits: "/26" is 2026. */
  readonly year: number;
}

const STORED = /^\s*(?:(\S+)\s+)?([A-Za-z]{1,4})\s+(\d{1,7})\s*\/\s*(\d{2}|\d{4})\s*$/;

/** "6 IN 123/26" → its parts; null for anything that is not a spaced Aktenzeichen as the portal lists it. */
export function caseNumberParts(caseNumber: string): CaseNumberParts | null {
  const match = STORED.exec(caseNumber);
  if (!match) return null;
  const [, department, sign, number, year] = match as unknown as [string, string | undefined, string, string, string];
  return {
    department: department ?? null,
    sign: sign.toUpperCase(),
    number: Number(number),
    year: fourDigitYear(year),
  };
}

function fourDigitYear(year: string): number {
  const value = Number(year);
  if (year.length === 4) return value;
  // Insolvency files of the last century are no longer published: "/99" would be 2099, which is never listed.
  return value < 70 ? 2000 + value : 1900 + value;
}

/** Pasted without spaces, as from a PDF or a letter: "6 IN 123/26" → "6IN123/26". */
export function withoutSpaces(caseNumber: string): string {
  return caseNumber.replace(/\s+/g, '');
}

/** Without the department, as a creditor often notes it: "6 IN 123/26" → "IN 123/26"; null when there is none. */
export function withoutDepartment(caseNumber: string): string | null {
  const parts = caseNumberParts(caseNumber);
  if (!parts?.department) return null;
  return caseNumber.replace(/^\s*\S+\s+/, '');
}

/** With the year written out: "6 IN 123/26" → "6 IN 123/2026"; null when the year has four digits already. */
export function withFourDigitYear(caseNumber: string): string | null {
  const parts = caseNumberParts(caseNumber);
  if (!parts) return null;
  const spelled = caseNumber.replace(/\/\s*(\d{2})\s*$/, `/${parts.year}`);
  return spelled === caseNumber ? null : spelled;
}

/**
 * Whether a result's Aktenzeichen is the one `expected` names: same register sign, number and year, and the same
 * department when the query names one (`ignoreDepartment`: the query left out the department `expected` has). The
 * court is not compared: the same Aktenzeichen exists at several courts, and a query that names none is answered
 * right by any of them; likewise "IN 381/25" (some courts list no department) by "2 IN 381/25".
 */
export function sameCaseNumber(expected: string, actual: string, { ignoreDepartment = false } = {}): boolean {
  const want = caseNumberParts(expected);
  const have = caseNumberParts(actual);
  if (!want || !have) return false;
  if (want.sign !== have.sign || want.number !== have.number || want.year !== have.year) return false;
  if (ignoreDepartment || want.department === null) return true;
  return want.department.toLowerCase() === (have.department ?? '').toLowerCase();
}
