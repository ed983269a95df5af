/**
 * German-aware text folding shared by indexing and querying (search, alert matching; docs/DESIGN.md §7):
 * case-insensitive, umlauts and ß folded so that Müller = Mueller = Muller, diacritics removed.
 * The same function runs on the indexed text and on the query, so both sides always agree.
 */
export function foldGerman(text: string): string {
  return BEYOND_PLAIN_ASCII.test(text) ? foldAny(text) : foldAscii(text);
}

/** Anything but printable ASCII, tab and line breaks (control characters take the general path: rare, always right). */
const BEYOND_PLAIN_ASCII = /[^ -~\t\n\r]/;
const NOT_FOLDED_ASCII = /[^a-z0-9]/;

/**
 * The same folding for ASCII text (most names, Aktenzeichen and register numbers): no ß, nothing for Unicode
 * normalisation to split or remove, so those passes are left out, and each replacement runs only when its
 * pattern occurs, in the same order. Half the CPU of `foldAny` per word (the highlighting folds every word of a
 * result row; the projections every name they index).
 */
function foldAscii(text: string): string {
  let folded = text.toLowerCase();
  if (folded.includes('ae')) folded = folded.replace(/ae/g, 'a');
  if (folded.includes('oe')) folded = folded.replace(/oe/g, 'o');
  if (folded.includes('ue')) folded = folded.replace(/ue/g, 'u');
  return NOT_FOLDED_ASCII.test(folded) ? folded.replace(/[^a-z0-9]+/g, ' ').trim() : folded;
}

function foldAny(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ae/g, 'a')
    .replace(/oe/g, 'o')
    .replace(/ue/g, 'u')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Words of legal forms; optional in queries ("Müller Bau" finds "MÜLLER BAU GmbH & Co. KG"). */
const LEGAL_FORM_WORDS = new Set(
  [
    'gmbh',
    'mbh',
    'ug',
    'haftungsbeschrankt',
    'ag',
    'kg',
    'kgaa',
    'ohg',
    'gbr',
    'co',
    'ev',
    'e',
    'v',
    'eg',
    'se',
    'ltd',
    'limited',
    'partg',
    'partgmbb',
    'inc',
    'llc',
    'sarl',
    'bv',
    'gesellschaft',
    'beschrankter',
    'haftung',
    'und',
    'compagnie',
    'ek',
    'k',
  ].map((w) => foldGerman(w)),
);

export function foldedTokens(text: string): string[] {
  const folded = foldGerman(text);
  return folded === '' ? [] : folded.split(' ');
}

/**
 * The words as typed, for typo tolerance: `foldedTokens` without folding ae, oe and ue. A typo next to such a pair
 * is one edit from the meant word as typed, but two once folded: "Projekuentwicklung" folds to "projekuntwicklung"
 * (the e of "entwicklung" is gone), "projekuentwicklung" is one edit from "projektentwicklung". Word for word the
 * same split as `foldedTokens` (folding a pair never adds or removes a separator).
 */
export function spelledTokens(text: string): string[] {
  const spelled = text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return spelled === '' ? [] : spelled.split(' ');
}

/** Query tokens with legal-form words removed, unless nothing else would remain. */
export function significantTokens(text: string): string[] {
  const tokens = foldedTokens(text);
  const significant = tokens.filter((t) => !LEGAL_FORM_WORDS.has(t));
  return significant.length > 0 ? significant : tokens;
}

/** One FTS5 prefix phrase per query token (at most 12); all of them must match. */
export function ftsPrefixTerms(text: string): string[] {
  return significantTokens(text)
    .slice(0, 12)
    .map((token) => `"${token}"*`);
}

/** An FTS5 MATCH expression: every token must occur, each as a prefix. Empty when there is nothing to match. */
export function ftsPrefixQuery(text: string): string {
  return ftsPrefixTerms(text).join(' ');
}
