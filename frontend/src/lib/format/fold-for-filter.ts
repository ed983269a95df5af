/**
 * Lower case without accents or ß, for filtering lists in the browser: "muller" finds "Müller", "strasse" finds
 * "Straße".
 */
export function foldForFilter(text: string): string {
  return text.toLocaleLowerCase('de-DE').normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss');
}

/** The words of a filter query, folded; none for an empty query. */
export function filterWords(query: string): string[] {
  return foldForFilter(query).split(/\s+/).filter(Boolean);
}

/** Whether the folded `text` contains every one of `words` (true for no words). */
export function containsAll(foldedText: string, words: readonly string[]): boolean {
  return words.every((word) => foldedText.includes(word));
}
