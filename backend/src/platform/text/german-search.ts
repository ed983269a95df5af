/**
 * German-aware text folding shared by indexing and querying (search, alert matching; docs/DESIGN.md §7):
 * case-insensitive, umlauts and ß folded so that Müller = Mueller = Muller, diacritics removed.
 * The same function runs on the indexed text and on the query, so both sides always agree.
 */
export function foldGerman(text: string): string {
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
