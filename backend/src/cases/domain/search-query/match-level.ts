import { foldedTokens } from '../../../platform/text/german-search.js';
import { caseNumberMatches, courtMatches, registerMatches, type IdentifierQuery } from './identifiers.js';
import { exactNameKey, isExactNameUpToTypo, queryNameKey } from './exact-name-key.js';
import { isTypoOf } from './one-edit.js';
import type { SearchQuery } from './understand-query.js';

/** What of a case a query is compared with (the searchable fields of the read models). */
export interface SearchableCase {
  readonly companyName: string;
  readonly legalForm: string | null;
  readonly caseNumber: string;
  readonly court: string | null;
  readonly registerType: string | null;
  readonly registerNumber: string | null;
  readonly registerCourt: string | null;
}

/**
 * How well a case matches, best first (issue #29): an exact identifier; the exact company name; every query
 * word as a whole word; every word as a prefix; the exact name up to a typo ("Hahn Transportye": "Hahn Transporte
 * GbR" before "Hahn & Fischer Transporte GbR"); with a typo and every other word whole; with a typo and another
 * word only begun ("Kranich Logstik": "Kranich Logistik GmbH" before "Kranichfeld Logistik GmbH"); with typos in
 * two words or more ("Franke Bachwaren": "Franke Backwaren GmbH" before "Frank Backwaren GmbH"). A query naming
 * a legal form ranks the cases of that legal form first within each of the last four. Within a level the newest
 * case comes first.
 */
export const MatchLevel = {
  /** The Aktenzeichen or register number, and whatever else the query says (court, name words). */
  identifier: 0,
  /** The identifier, but not the court or name words next to it. */
  identifierOnly: 1,
  exactName: 2,
  wholeWords: 3,
  wholeWordsOtherForm: 4,
  prefixes: 5,
  prefixesOtherForm: 6,
  /** The company name is the query's but for one word, a typo of it (in the legal form asked for, if any). */
  typoExactName: 7,
  /** A query word one edit away from a word of the case, every other query word a whole word of it. */
  typo: 8,
  typoOtherForm: 9,
  /** A query word one edit away, and another only the beginning of a word of the case. */
  typoPrefixes: 10,
  typoPrefixesOtherForm: 11,
  /** Two query words or more one edit away from words of the case. */
  typos: 12,
  typosOtherForm: 13,
} as const;
export type MatchLevel = (typeof MatchLevel)[keyof typeof MatchLevel];

/** The words the stores index for a case: its folded name, Aktenzeichen and register (FTS `name` + `numbers`). */
export function caseTokens(c: SearchableCase): string[] {
  return [
    ...foldedTokens(c.companyName),
    ...foldedTokens(`${c.caseNumber} ${c.registerType ?? ''} ${c.registerNumber ?? ''}`),
  ];
}

/** The case has one of the identifiers the query names. */
export function identifierMatches(identifiers: readonly IdentifierQuery[], c: SearchableCase): boolean {
  return identifiers.some((id) =>
    id.kind === 'caseNumber'
      ? caseNumberMatches(id, c.caseNumber)
      : registerMatches(id, { type: c.registerType, number: c.registerNumber }),
  );
}

/**
 * The level of a case found by an identifier: `identifier` when the court (the register court, else the
 * insolvency court) and the name words the query adds fit too ("Amtsgericht Köln HRB 62", "Müller HRB 62"), else `identifierOnly`.
 */
export function identifierLevel(query: SearchQuery, c: SearchableCase): MatchLevel {
  const courts = query.identifiers.every(
    (id) =>
      id.kind !== 'register' || !registerMatches(id, toRegister(c)) || courtMatches(id, c.registerCourt ?? c.court),
  );
  const tokens = caseTokens(c);
  const words = query.words.every((w) => tokens.some((t) => t.startsWith(w)));
  return courts && words ? MatchLevel.identifier : MatchLevel.identifierOnly;
}

/**
 * The level of a case for a query of words (and legal form), or null when it does not match: every word must
 * begin a word of the case or, for the query's typo words (six letters and more, see `understandQuery`), be one
 * edit away from one; a query of a legal form alone matches the cases of that legal form.
 */
export function wordsLevel(query: SearchQuery, c: SearchableCase): MatchLevel | null {
  const otherForm = query.legalForm !== null && c.legalForm !== query.legalForm;
  if (query.words.length === 0) return query.legalForm !== null && !otherForm ? MatchLevel.wholeWords : null;
  const tokens = caseTokens(c);
  let whole = true;
  let prefixes = true;
  let begunOnly = false;
  let typos = 0;
  for (const word of query.words) {
    if (tokens.includes(word)) continue;
    whole = false;
    if (tokens.some((t) => t.startsWith(word))) {
      begunOnly = true;
      continue;
    }
    prefixes = false;
    if (!tokens.some((t) => isTypoOf(query, word, t))) return null;
    typos++;
  }
  if (whole && !otherForm && isExactName(query, c)) return MatchLevel.exactName;
  if (!prefixes && typos === 1 && !otherForm && isExactNameUpToTypo(query, c.companyName)) {
    return MatchLevel.typoExactName;
  }
  const level = whole
    ? MatchLevel.wholeWords
    : prefixes
      ? MatchLevel.prefixes
      : typos > 1
        ? MatchLevel.typos
        : begunOnly
          ? MatchLevel.typoPrefixes
          : MatchLevel.typo;
  return (query.legalForm !== null && otherForm ? level + 1 : level) as MatchLevel;
}

/** The case's name without its legal form is the query's name ("Müller Bau" = "MÜLLER BAU GmbH & Co. KG"). */
export function isExactName(query: SearchQuery, c: Pick<SearchableCase, 'companyName'>): boolean {
  return query.name.length > 0 && exactNameKey(c.companyName) === queryNameKey(query);
}

function toRegister(c: SearchableCase) {
  return { type: c.registerType, number: c.registerNumber };
}
