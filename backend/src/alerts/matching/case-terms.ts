import { foldedTokens, foldGerman, significantTokens } from '../../platform/text/german-search.js';
import { KEYWORD_PREFIX_LENGTH, namePairTerm, type MatchCriteria, type SubscriptionFields } from '../domain/events.js';

/**
 * The normalisation of alert matching (docs/DESIGN.md §9): the same folding as search (case, umlauts, ß, accents;
 * legal forms ignored in company names), applied to subscriptions when they are written and to cases when
 * they are published, so both sides always agree.
 */

/** What the matcher knows of a case notice: folded tokens and keys only, never the notice text. */
export interface CaseMatchFields {
  /** Every token of the debtor's name (legal-form words included; the subscription side drops them). */
  readonly nameTokens: readonly string[];
  /** Where keywords are looked for besides the name: legal form, postal code, city, court, publication type. */
  readonly contextTokens: readonly string[];
  readonly caseRef: string | null;
  readonly registerRef: string | null;
}

const COURT_PREFIX = /^(amtsgericht|ag) /;

/** `Amtsgericht Köln` + `71 IN 123/26` → `koln|71 in 123 26`. */
export function caseRef(court: string | null, caseNumber: string | null): string | null {
  if (!court || !caseNumber) return null;
  const courtKey = foldGerman(court).replace(COURT_PREFIX, '');
  const numberKey = foldGerman(caseNumber);
  return courtKey && numberKey ? `${courtKey}|${numberKey}` : null;
}

/** `HRB 12345` → `hrb 12345`. */
export function registerRef(type: string | null, number: string | null): string | null {
  if (!number) return null;
  const folded = foldGerman(`${type ?? ''} ${number}`);
  return folded === '' ? null : folded;
}

export function subscriptionCriteria(fields: SubscriptionFields): MatchCriteria {
  const register = fields.registerNumber ? /^(\S+)\s+(.+)$/.exec(fields.registerNumber) : null;
  return {
    nameTokens: fields.companyName ? [...new Set(significantTokens(fields.companyName))] : [],
    keywordTokens: fields.keywords.map((k) => foldedTokens(k)).filter((tokens) => tokens.length > 0),
    caseRef: caseRef(fields.court, fields.caseNumber),
    registerRef: register ? registerRef(register[1], register[2]) : null,
  };
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
  if (fields.caseRef) terms.add(`c:${fields.caseRef}`);
  if (fields.registerRef) terms.add(`r:${fields.registerRef}`);
  for (const term of keywordPrefixes([...fields.nameTokens, ...fields.contextTokens])) terms.add(term);
  return [...terms];
}

/**
 * Does a subscription match a case? Every keyword must occur (each of its words as a word prefix, in the name
 * or the context); then one target must hit: all significant words of the company name are words of the
 * debtor's name, or the Aktenzeichen, or the register number. Without any target, keywords alone decide (and
 * no keywords at all means every proceeding).
 */
export function criteriaMatch(criteria: MatchCriteria, fields: CaseMatchFields): boolean {
  if (criteria.keywordTokens.length > 0) {
    const words = [...fields.nameTokens, ...fields.contextTokens];
    const occurs = (token: string) => words.some((word) => word.startsWith(token));
    if (!criteria.keywordTokens.every((tokens) => tokens.every(occurs))) return false;
  }
  const hasTarget = criteria.nameTokens.length > 0 || criteria.caseRef !== null || criteria.registerRef !== null;
  if (!hasTarget) return true;
  if (criteria.caseRef !== null && criteria.caseRef === fields.caseRef) return true;
  if (criteria.registerRef !== null && criteria.registerRef === fields.registerRef) return true;
  if (criteria.nameTokens.length > 0) {
    const name = new Set(fields.nameTokens);
    return criteria.nameTokens.every((token) => name.has(token));
  }
  return false;
}
