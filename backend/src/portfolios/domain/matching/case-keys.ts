import { registerKey, registerNumberKey, type RegisterParts } from '../../../cases/domain/search-query/index.js';
import { blockingKeys } from './blocking-keys.js';
import type { MatchIdentity } from './identity.js';

/** Keys that stand for a whole name or a register entry: read however long their list. */
export const isCompanyKey = (key: string): boolean =>
  key.startsWith('name:') || key.startsWith('reg:') || key.startsWith('regn:');

/**
 * The keys a row is indexed by in memory and in the store: `blockingKeys` without the postal code (a shared
 * postal code alone is no evidence; it narrows long lists instead) and without the `word:` keys of words of up
 * to twelve letters, which no case looks up (`caseLookupKeys` asks for `word:` of longer words only; shorter
 * ones meet through their `del:` keys).
 */
export function lookupKeys(identity: MatchIdentity): string[] {
  return blockingKeys(identity).filter(
    (key) => !key.startsWith('plz:') && !(key.startsWith('word:') && key.length <= 'word:'.length + 12),
  );
}

/** A case's lookup keys by kind (`caseLookupKeys`). */
export interface CaseKeys {
  /** Whole name and register entry: read however long their lists. */
  readonly company: string[];
  /** Its two longest words as they are (`del:`, and `word:` for longer words). */
  readonly words: string[];
  /** Their one-edit variants (`del:` without one letter, `pre:`): a typo is looked for at the same place only. */
  readonly variants: string[];
}

/** A case's keys that name one company: register entry (with and without court) and whole name. */
export function caseCompanyKeys(nameKey: string, register: RegisterParts | null): string[] {
  const keys: string[] = [];
  const reg = registerKey(register);
  if (reg) keys.push(`reg:${reg}`);
  const regn = registerNumberKey(register);
  if (regn) keys.push(`regn:${regn}`);
  if (nameKey !== '') keys.push(`name:${nameKey}`);
  return keys;
}

/**
 * The keys a case looks rows up by (the portfolio engine hashes the same keys without building them): built for every one of a million cases, so only those that can lead to
 * evidence. A similar name (rule 4, at least 75 % of the name's letters alike) shares one of its two longest
 * words with the row, give or take one edit: their deletion keys (`del:`, words of up to twelve letters) or, for
 * longer words, the word and its first four letters (`word:`, `pre:`); the rows carry all of these
 * (`blockingKeys`). Whole name and register entry as they are.
 */
export function caseLookupKeys(
  nameWords: readonly string[],
  nameKey: string,
  register: RegisterParts | null,
): CaseKeys {
  const keys: CaseKeys = { company: caseCompanyKeys(nameKey, register), words: [], variants: [] };
  let first = '';
  let second = '';
  for (const word of nameWords) {
    if (word.length > first.length) [first, second] = [word, first];
    else if (word.length > second.length) second = word;
  }
  for (const word of [first, second]) {
    if (word.length < 3) continue;
    if (word.length > 12) {
      keys.words.push(`word:${word}`);
      keys.variants.push(`pre:${word.slice(0, 4)}`);
      continue;
    }
    keys.words.push(`del:${word}`);
    // One edit in a word of less than five letters leaves it below a word match (`nameSimilarity`: 80 %).
    if (word.length < 5) continue;
    for (let i = 0; i < word.length; i++) keys.variants.push(`del:${word.slice(0, i)}${word.slice(i + 1)}`);
  }
  return keys;
}

/**
 * A row's keys in the store's key index (new notices look rows up there, across all portfolios): the company
 * keys, and the word keys narrowed to the row's postal code (`del:muller@50667`) so that common words do not
 * make long lists; rows without postal code keep them plain.
 */
export function storedRowKeys(identity: MatchIdentity): string[] {
  const plz = identity.postalCode;
  return lookupKeys(identity).map((key) => (isCompanyKey(key) || !plz ? key : `${key}@${plz}`));
}

/** A new notice's keys into the store's key index: its company keys, its word keys plain and at its postal code. */
export function noticeLookupKeys(identity: MatchIdentity): string[] {
  const { company, words, variants } = caseLookupKeys(identity.nameWords, identity.nameKey, identity.register);
  const plz = identity.postalCode;
  const weak = [...words, ...variants];
  return plz ? [...company, ...weak, ...weak.map((key) => `${key}@${plz}`)] : [...company, ...weak];
}
