import { canonicalLegalForm, courtMatches, nameCore } from '../../cases/domain/search-query/index.js';
import { KEYWORD_PREFIX_LENGTH, namePairTerm, type MatchCriteria } from '../domain/events.js';
import { ANY_COURT, caseNumberKey, courtKey, registerKey } from '../domain/match-criteria.js';

export { subscriptionCriteria } from '../domain/match-criteria.js';

/**
 * The normalisation of alert matching (docs/DESIGN.md §9): the search's reading of what is watched (issue #29,
 * `domain/match-criteria.ts`) on the subscription side, the same folding and keys on the case side when a case is
 * published, so both sides always agree.
 */

/** What the matcher knows of a case notice: folded tokens and keys only, never the notice text. */
export interface CaseMatchFields {
  /** Every token of the debtor's name (legal-form words included; the subscription side drops them). */
  readonly nameTokens: readonly string[];
  /** Where keywords are looked for besides the name: legal form, postal code, city, court, publication type. */
  readonly contextTokens: readonly string[];
  readonly caseRef: string | null;
  readonly registerRef: string | null;
  /**
   * The debtor's legal form as the notice parser records it (`GmbH`); absent in messages and indexed cases from
   * before issue #29, then read from the end of the name (`legalFormOf`).
   */
  readonly legalForm?: string | null;
  /** The register court of the notice (`Amtsgericht Köln`), when it names one. */
  readonly registerCourt?: string | null;
}

/** The matching fields of a message or record, nothing else (what the match store keeps of a case). */
export function caseMatchFields(fields: CaseMatchFields): CaseMatchFields {
  const { nameTokens, contextTokens, caseRef, registerRef, legalForm, registerCourt } = fields;
  return {
    nameTokens,
    contextTokens,
    caseRef,
    registerRef,
    ...(legalForm !== undefined && { legalForm }),
    ...(registerCourt !== undefined && { registerCourt }),
  };
}

/** `Amtsgericht Köln` + `71 IN 123/26` → `koln|71 in 123 26` (one spelling: "71IN123/2026" gives the same). */
export function caseRef(court: string | null, caseNumber: string | null): string | null {
  if (!court || !caseNumber) return null;
  const courtPart = courtKey(court);
  const numberPart = caseNumberKey(caseNumber);
  return courtPart && numberPart ? `${courtPart}|${numberPart}` : null;
}

/** `HRB 12345` → `hrb 12345`. */
export function registerRef(type: string | null, number: string | null): string | null {
  if (!number) return null;
  const folded = registerKey(type, number);
  return folded === '' ? null : folded;
}

const DEPARTMENT_AND_NUMBER = /^(?:(\S+) )?((?:iin|in|ik|ie|iz) \d+ \d{2})$/;

/**
 * The case refs a case answers to: at its court and at any court (`*`), each with its department and without
 * (`koln|71 in 123 26`, `koln|in 123 26`, `*|71 in 123 26`, `*|in 123 26`), so a subscription to "IN 123/26"
 * or to an Aktenzeichen typed without its court finds it by one index term.
 */
export function caseRefVariants(ref: string | null): string[] {
  if (!ref) return [];
  const bar = ref.indexOf('|');
  const court = ref.slice(0, bar);
  const number = ref.slice(bar + 1);
  const parsed = DEPARTMENT_AND_NUMBER.exec(number);
  const numbers = parsed?.[1] ? [number, parsed[2]] : [number];
  return [...new Set([court, ANY_COURT].flatMap((c) => numbers.map((n) => `${c}|${n}`)))];
}

/** The case's legal form: the notice's, or for older records the legal form at the end of its name. */
export function legalFormOf(fields: CaseMatchFields): string | null {
  if (fields.legalForm !== undefined) return fields.legalForm;
  const core = nameCore(fields.nameTokens).length;
  return core < fields.nameTokens.length ? canonicalLegalForm(fields.nameTokens.slice(core).join(' ')) : null;
}

/** Keyword prefixes a case is indexed under, for subscriptions that watch keywords only. */
function keywordPrefixes(tokens: Iterable<string>): string[] {
  const prefixes = new Set<string>();
  for (const token of tokens) {
    for (let n = 1; n <= Math.min(KEYWORD_PREFIX_LENGTH, token.length); n++) prefixes.add(`k:${token.slice(0, n)}`);
  }
  return [...prefixes];
}

/** The index terms a case is looked up with (see `subscriptionIndexTerms`). */
export function caseLookupTerms(fields: CaseMatchFields): string[] {
  const terms = new Set<string>(['*']);
  const names = [...new Set(fields.nameTokens)];
  for (const token of names) terms.add(`n:${token}`);
  for (let i = 0; i < names.length; i++) {
    for (let j = i + 1; j < names.length; j++) terms.add(namePairTerm(names[i]!, names[j]!));
  }
  for (const ref of caseRefVariants(fields.caseRef)) terms.add(`c:${ref}`);
  if (fields.registerRef) terms.add(`r:${fields.registerRef}`);
  for (const term of keywordPrefixes([...fields.nameTokens, ...fields.contextTokens])) terms.add(term);
  return [...terms];
}

/**
 * The terms the match store indexes a known case under for the watchlist preview (`casesIndexedUnder`): its
 * single name words, its case refs and its register ref (no pairs, no keyword prefixes).
 */
export function caseIndexTerms(fields: CaseMatchFields): string[] {
  return [
    ...new Set([
      ...fields.nameTokens.map((t) => `n:${t}`),
      ...caseRefVariants(fields.caseRef).map((ref) => `c:${ref}`),
      ...(fields.registerRef ? [`r:${fields.registerRef}`] : []),
    ]),
  ];
}

/**
 * Does a subscription match a case? Every keyword must occur (each of its words as a word prefix, in the name
 * or the context); then one target must hit: the Aktenzeichen (every spelling; at any department when watched
 * without one), the register number exactly (and its court when one is named), or the name: all its words are
 * whole words of the debtor's name, and the debtor has the legal form it names. Without any target, keywords
 * alone decide (and no keywords at all means every proceeding); a legal form alone matches nothing.
 */
export function criteriaMatch(criteria: MatchCriteria, fields: CaseMatchFields): boolean {
  if (criteria.keywordTokens.length > 0) {
    const words = [...fields.nameTokens, ...fields.contextTokens];
    const occurs = (token: string) => words.some((word) => word.startsWith(token));
    if (!criteria.keywordTokens.every((tokens) => tokens.every(occurs))) return false;
  }
  const legalForm = criteria.legalForm ?? null;
  const hasTarget =
    criteria.nameTokens.length > 0 || criteria.caseRef !== null || criteria.registerRef !== null || legalForm !== null;
  if (!hasTarget) return true;
  if (criteria.caseRef !== null && caseRefVariants(fields.caseRef).includes(criteria.caseRef)) return true;
  if (
    criteria.registerRef !== null &&
    criteria.registerRef === fields.registerRef &&
    registerCourtAgrees(criteria, fields)
  ) {
    return true;
  }
  if (criteria.nameTokens.length > 0) {
    const name = new Set(fields.nameTokens);
    return (
      criteria.nameTokens.every((token) => name.has(token)) && (legalForm === null || legalFormOf(fields) === legalForm)
    );
  }
  return false;
}

/**
 * The register court named with a watched register number ("Amtsgericht Köln HRB 62") is the case's: register
 * numbers are unique per court only. Compared like the search compares it: the notice's register court, else
 * its insolvency court.
 */
function registerCourtAgrees(criteria: MatchCriteria, fields: CaseMatchFields): boolean {
  const words = criteria.registerCourt ?? [];
  if (words.length === 0) return true;
  const insolvencyCourt = fields.caseRef ? fields.caseRef.slice(0, fields.caseRef.indexOf('|')) : null;
  return courtMatches(
    { kind: 'register', type: '', number: '', court: words },
    fields.registerCourt ?? insolvencyCourt,
  );
}
