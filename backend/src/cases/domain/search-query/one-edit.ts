/**
 * Typo tolerance of the search: a query word of at least six letters also finds the words one edit away
 * (a letter left out, added, replaced, or two neighbours swapped: "Spedtion" finds "Spedition"). Shorter words
 * and words with digits do not: one edit would make them find unrelated words and numbers.
 */
export const TYPO_MIN_LENGTH = 6;

/**
 * Only when a search finds nothing at all, words of three to five letters are searched one edit away too (the
 * relaxed reading of `understandQuery`): "Mainufer Handl GmbH" then finds "Mainufer Handel GmbH", "Hhn & Nguyen"
 * finds "Hahn & Nguyen". Not in every search: "Bau" would also find "Bad", "Bar" and "Baum" above nothing more
 * precise. Never words of one or two letters.
 */
export const RELAXED_TYPO_MIN_LENGTH = 3;

/**
 * Nor words longer than this: no word of a German company name comes near it ("grundstucksverwaltungsgesellschaft"
 * has 34 letters), and a word's one-edit variants grow with its length (about 54 per letter), which a search
 * looks up in the vocabulary while the search index is not current (a 120-letter word: about 200 ms).
 */
export const TYPO_MAX_LENGTH = 40;

export function typoTolerant(word: string, minLength: number = TYPO_MIN_LENGTH): boolean {
  return word.length >= minLength && word.length <= TYPO_MAX_LENGTH && /^[a-z]+$/.test(word);
}

/** Whether `a` and `b` differ by exactly one edit (optimal string alignment distance 1). */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b) return false;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** What of a query's reading decides its typo neighbours (understand-query.ts `SearchQuery`). */
export interface TypoReading {
  readonly typoWords: readonly string[];
  readonly typoSpellings: Readonly<Record<string, string>>;
}

/**
 * The spellings of a query word whose one-edit neighbours are its typo neighbours: the folded word and, when
 * folding changed what was typed, the word as typed ("projekuentwicklung" beside "projekuntwicklung"). Empty for a
 * word that is not one of the query's typo words.
 */
export function typoBases(query: TypoReading, word: string): string[] {
  if (!query.typoWords.includes(word)) return [];
  const spelled = query.typoSpellings[word];
  return spelled === undefined ? [word] : [word, spelled];
}

/** Whether `token` (a folded word of a case) is a typo neighbour of the query word `word`. */
export function isTypoOf(query: TypoReading, word: string, token: string): boolean {
  if (!query.typoWords.includes(word) || !/^[a-z]+$/.test(token)) return false;
  const spelled = query.typoSpellings[word];
  return oneEditApart(word, token) || (spelled !== undefined && oneEditApart(spelled, token));
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * Every word of letters one edit away from `word` (for looking them up in a store's word list; a few hundred
 * for a word of eight letters). Empty for words that are not typo-tolerant even in the relaxed reading; callers
 * ask for the query's `typoWords` only.
 */
export function oneEditVariants(word: string): string[] {
  if (!typoTolerant(word, RELAXED_TYPO_MIN_LENGTH)) return [];
  const variants = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const head = word.slice(0, i);
    for (const letter of LETTERS) variants.add(head + letter + word.slice(i));
    if (i < word.length) {
      variants.add(head + word.slice(i + 1));
      for (const letter of LETTERS) variants.add(head + letter + word.slice(i + 1));
      if (i + 1 < word.length) variants.add(head + word[i + 1] + word[i] + word.slice(i + 2));
    }
  }
  variants.delete(word);
  return [...variants].sort();
}
