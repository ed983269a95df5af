import { registerKey, registerNumberKey } from '../../../cases/domain/search-query/index.js';
import type { MatchIdentity } from './identity.js';

/**
 * The keys a store indexes rows and cases by, so that a row meets only the cases that can match it (and a new
 * case only the rows): one lookup per key instead of a scan. Rows and cases get keys of the same kinds; every
 * rule of the ladder is reachable through one of them:
 * - `reg:` register court + type + number (rule 1) and `regn:` type + number alone (one side without court);
 * - `name:` the whole normalised name (rules 2 and 3, and a renamed firm's old name is not needed: rule 1);
 * - `word:` each word of the name of three letters and more, and `pre:` its first four letters, for similar
 *   names (rule 4): a typo after the fourth letter still meets, one in every word does not;
 * - `del:` the two longest words and each of them with one letter left out (the deletion neighbourhood of
 *   SymSpell): two words one edit apart share such a key wherever the typo is ("Deuga" / "Dega");
 * - `plz:` the postal code, to narrow large word lists to a place.
 * Common words ("bau", "service") give long lists: a store may skip a word key with more than a few thousand
 * entries when the row has another key.
 */
export function blockingKeys(id: MatchIdentity): string[] {
  const keys = new Set<string>();
  const reg = registerKey(id.register);
  if (reg) keys.add(`reg:${reg}`);
  const regn = registerNumberKey(id.register);
  if (regn) keys.add(`regn:${regn}`);
  if (id.nameKey !== '') keys.add(`name:${id.nameKey}`);
  for (const word of id.nameWords) {
    if (word.length >= 3) keys.add(`word:${word}`);
    if (word.length >= 4) keys.add(`pre:${word.slice(0, 4)}`);
  }
  const longest = [...id.nameWords].sort((a, b) => b.length - a.length).slice(0, 2);
  for (const word of longest) {
    if (word.length < 3 || word.length > 12) continue;
    keys.add(`del:${word}`);
    for (let i = 0; i < word.length; i++) keys.add(`del:${word.slice(0, i)}${word.slice(i + 1)}`);
  }
  if (id.postalCode) keys.add(`plz:${id.postalCode}`);
  return [...keys].sort();
}
