import { foldedTokens } from '../../../platform/text/german-search.js';
import { nameCore } from './legal-forms.js';

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
