import { foldedTokens } from '../../../platform/text/german-search.js';
import { nameCore } from './legal-forms.js';
import { isTypoOf } from './one-edit.js';
import type { SearchQuery } from './understand-query.js';

/**
 * What two names must share to be the same company name, as one string: the folded words without the legal forms
 * at the end ("MÜLLER BAU GmbH & Co. KG" → "muller bau"). The SQLite cases read model stores it per case
 * (`name_key`), so that the exact-name level of a search is one index lookup (issue #33); a query names the key
 * of its words (`queryNameKey`): folded words have no spaces, so one key is one sequence of words.
 */
export function exactNameKey(companyName: string): string {
  return nameCore(foldedTokens(companyName)).join(' ');
}

/** The key `exactNameKey` gives the names a query names exactly (its name words without a legal form). */
export function queryNameKey(query: { readonly name: readonly string[] }): string {
  return query.name.join(' ');
}

/**
 * The keys of the names a query names up to one typo: its name with one of its typo words replaced by one of
 * that word's typo neighbours ("Hahn Transportye" → "hahn transporte"), sorted; `neighbours` are a store's words
 * one edit away (`typoBases`). With `isExactNameUpToTypo`, the same names one way as the other.
 */
export function typoNameKeys(
  query: Pick<SearchQuery, 'name' | 'typoWords'>,
  neighbours: (word: string) => readonly string[],
): string[] {
  const keys = new Set<string>();
  query.name.forEach((word, i) => {
    if (!query.typoWords.includes(word)) return;
    for (const neighbour of neighbours(word)) {
      keys.add([...query.name.slice(0, i), neighbour, ...query.name.slice(i + 1)].join(' '));
    }
  });
  return [...keys].sort();
}

/** The case's name is the query's name but for one word, a typo of it ("Hahn Transporte" for "Hahn Transportye"). */
export function isExactNameUpToTypo(
  query: Pick<SearchQuery, 'name' | 'typoWords' | 'typoSpellings'>,
  companyName: string,
): boolean {
  if (query.name.length === 0) return false;
  const words = nameCore(foldedTokens(companyName));
  if (words.length !== query.name.length) return false;
  let typos = 0;
  for (let i = 0; i < words.length; i++) {
    if (words[i] === query.name[i]) continue;
    if (!isTypoOf(query, query.name[i], words[i])) return false;
    typos++;
  }
  return typos === 1;
}
