/**
 * How people type a Handelsregister number ("HRB 62", "HRB62"), and when a result carries the one they meant. Used by
 * the relevance benchmark (`npm run bench -- relevance`), not by the application.
 */

export interface RegisterFields {
  readonly type: string | null;
  readonly number: string | null;
}

/** The register type and the number's digits ("HRB", "62" of "62 B"), or null without both. */
function registerKey(register: RegisterFields | null): { type: string; digits: string } | null {
  const digits = /^\s*(\d+)/.exec(register?.number ?? '')?.[1];
  const type = register?.type?.trim();
  return digits && type ? { type: type.toUpperCase(), digits: String(Number(digits)) } : null;
}

/**
 * The register number as typed: type and digits, with a space ("HRB 62") or without ("HRB62"). A court's letter
 * suffix ("62 B": Berlin's Charlottenburg) is left out, as people copying the number from a letterhead often do.
 */
export function registerQuery(register: RegisterFields | null, { glued = false } = {}): string | null {
  const key = registerKey(register);
  return key ? `${key.type}${glued ? '' : ' '}${key.digits}` : null;
}

/**
 * Whether a result has the register number `expected` names: same type and the same number (a letter suffix aside).
 * The register court is not compared: a query without one is answered right by any court's "HRB 62".
 */
export function sameRegister(expected: RegisterFields | null, actual: RegisterFields | null): boolean {
  const want = registerKey(expected);
  const have = registerKey(actual);
  return want !== null && have !== null && want.type === have.type && want.digits === have.digits;
}
