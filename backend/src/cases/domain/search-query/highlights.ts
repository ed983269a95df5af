import { foldGerman } from '../../../platform/text/german-search.js';
import { caseNumberMatches, parseCaseNumber, registerMatches } from './identifiers.js';
import { nameCore } from './legal-forms.js';
import { isTypoOf, type TypoReading } from './one-edit.js';
import { fallbackQuery } from './rank-cases.js';
import type { SearchQuery } from './understand-query.js';

/** The fields a result row shows a match in; `register` is "HRB 62" (type and number joined by a space). */
export const HIGHLIGHT_FIELDS = ['companyName', 'caseNumber', 'register'] as const;
export type HighlightField = (typeof HIGHLIGHT_FIELDS)[number];

/** A matched range of a displayed value: UTF-16 offsets, `end` exclusive. */
export interface Highlight {
  readonly field: HighlightField;
  readonly start: number;
  readonly end: number;
}

export interface HighlightedCase {
  readonly companyName: string;
  readonly caseNumber: string;
  readonly legalForm: string | null;
  readonly register: { readonly type: string | null; readonly number: string | null } | null;
}

/**
 * Why a case matched, as ranges of what the result row shows (computed with the same reading of the query as
 * the search, so "Mueller" marks "Müller" and "45IK180/26" marks "45 IK 180/26"): the identifier, the words of
 * the name, Aktenzeichen and register each query word begins or is one edit away from, and the legal form when
 * it is the one asked for. Ranges never overlap and are sorted by field, then start.
 */
export function highlightCase(query: SearchQuery, c: HighlightedCase): Highlight[] {
  // Without a query nothing is marked: no folding of the row's words (most searches list cases without one).
  if (query.identifiers.length === 0 && query.words.length === 0 && query.legalForm === null) return [];
  const ranges: Highlight[] = [];
  const register = [c.register?.type, c.register?.number].filter(Boolean).join(' ');
  let identified = false;
  for (const id of query.identifiers) {
    if (id.kind === 'caseNumber' && caseNumberMatches(id, c.caseNumber)) {
      identified = true;
      const start = id.department === null ? signStart(c.caseNumber) : 0;
      ranges.push({ field: 'caseNumber', start, end: c.caseNumber.trimEnd().length });
    }
    if (id.kind === 'register' && c.register && registerMatches(id, c.register)) {
      identified = true;
      ranges.push({ field: 'register', start: 0, end: register.length });
    }
  }
  // Without a match of its identifier the case was found by all the words of the query.
  const searched = query.identifiers.length > 0 && !identified ? fallbackQuery(query) : query;
  const { words } = searched;
  const ends = matchEndsOf(searched);
  for (const [field, value] of words.length === 0
    ? []
    : ([
        ['companyName', c.companyName],
        ['caseNumber', c.caseNumber],
        ['register', register],
      ] as const)) {
    for (const token of wordsOf(value)) {
      let end = ends.get(token.text);
      if (end === undefined) ends.set(token.text, (end = matchEnd(words, searched, token.text)));
      if (end > 0) ranges.push({ field, start: token.start, end: token.start + end });
    }
  }
  if (query.legalForm !== null && c.legalForm === query.legalForm) {
    const tokens = wordsOf(c.companyName);
    const core = nameCore(tokens.map((t) => foldedOnce(t.text))).length;
    for (const token of tokens.slice(core)) {
      ranges.push({ field: 'companyName', start: token.start, end: token.start + token.text.length });
    }
  }
  return merged(ranges);
}

/**
 * Words of a displayed value with their offsets (runs of letters and digits, `[\p{L}\p{N}]+`, as the folding
 * splits them): scanned by character code, the Unicode classes asked only beyond ASCII (a regular expression's
 * match objects were a fifth of the highlighting's CPU).
 */
export function wordsOf(value: string): { text: string; start: number }[] {
  const words: { text: string; start: number }[] = [];
  let start = -1;
  for (let i = 0; i < value.length;) {
    const code = value.codePointAt(i)!;
    const width = code > 0xffff ? 2 : 1;
    const inWord =
      code < 128
        ? (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57)
        : LETTER_OR_DIGIT.test(String.fromCodePoint(code));
    if (inWord && start < 0) start = i;
    else if (!inWord && start >= 0) {
      words.push({ text: value.slice(start, i), start });
      start = -1;
    }
    i += width;
  }
  if (start >= 0) words.push({ text: value.slice(start), start });
  return words;
}

const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;

/**
 * `matchEnd` of a word for one reading of a query, by the word as displayed: the results of a page share most of
 * their words (the searched name, "GmbH", "IN", a court's numbers), and a prefix's marked length folds every
 * beginning of the word (`prefixLength`): 23 → 12 µs per rare-word page of five, 76 → 29 µs of twenty (issue #33).
 * Held with the reading (`understandQuery` keeps recent readings for at most ten minutes; a reading made for one
 * request only is dropped with it), at most `MATCH_ENDS_KEPT` words each, so the words of erased names do not stay.
 */
const matchEnds = new WeakMap<SearchQuery, Map<string, number>>();
const MATCH_ENDS_KEPT = 1_000;

function matchEndsOf(query: SearchQuery): Map<string, number> {
  let ends = matchEnds.get(query);
  if (!ends) matchEnds.set(query, (ends = new Map()));
  else if (ends.size >= MATCH_ENDS_KEPT) ends.clear();
  return ends;
}

/** How much of the word a query word marks: all of it (whole, typo), the typed prefix, or nothing (0). */
function matchEnd(words: readonly string[], typos: TypoReading, text: string): number {
  // As foldedTokens(text).join(''): the folded word's pieces joined.
  const once = foldedOnce(text);
  const folded = once.includes(' ') ? once.replaceAll(' ', '') : once;
  let end = 0;
  for (const word of words) {
    if (folded === word || isTypoOf(typos, word, folded)) {
      return text.length;
    }
    if (folded.startsWith(word)) end = Math.max(end, prefixLength(text, word.length));
  }
  return end;
}

/**
 * `foldGerman` of a word of a displayed value, remembered: the words of names,
 * Aktenzeichen and registers repeat (GmbH, Bau, IN, HRB), and folding (lower case, umlauts, Unicode
 * normalisation) was most of the highlighting's CPU. Pure, so never stale; bounded in size, and forgotten every
 * ten minutes, so that the words of a name erased by a cleanup or an account erasure do not stay in memory.
 */
const foldedWords = new Map<string, string>();
const FOLDED_WORDS_KEPT = 20_000;
const FOLDED_WORDS_FOR_MS = 10 * 60_000;
let foldedWordsSince = Date.now();

function foldedOnce(text: string): string {
  let folded = foldedWords.get(text);
  if (folded === undefined) {
    folded = foldGerman(text);
    const now = Date.now();
    if (foldedWords.size >= FOLDED_WORDS_KEPT || now - foldedWordsSince > FOLDED_WORDS_FOR_MS) {
      foldedWords.clear();
      foldedWordsSince = now;
    }
    foldedWords.set(text, folded);
  }
  return folded;
}

/**
 * The number of characters of `text` whose folded form is `foldedLength` long ("Mue" folds to "mu"). The
 * beginnings are folded, not remembered: each would be a cache entry of its own that no other row repeats, and
 * they filled the cache of whole words (and emptied it at its bound) on every prefix search.
 */
function prefixLength(text: string, foldedLength: number): number {
  for (let k = 1; k <= text.length; k++) if (foldGerman(text.slice(0, k)).length >= foldedLength) return k;
  return text.length;
}

/** Where the register sign starts in an Aktenzeichen ("6 IN 123/26" → 2), for a query at any department. */
function signStart(caseNumber: string): number {
  const parsed = parseCaseNumber(caseNumber);
  if (!parsed) return 0;
  const at = caseNumber.toUpperCase().indexOf(parsed.sign);
  return at < 0 ? 0 : at;
}

function merged(ranges: Highlight[]): Highlight[] {
  const order = (h: Highlight) => HIGHLIGHT_FIELDS.indexOf(h.field);
  const sorted = [...ranges].sort((a, b) => order(a) - order(b) || a.start - b.start || b.end - a.end);
  const result: Highlight[] = [];
  for (const range of sorted) {
    const last = result[result.length - 1];
    if (last && last.field === range.field && range.start < last.end) {
      if (range.end > last.end) result[result.length - 1] = { ...last, end: range.end };
    } else {
      result.push(range);
    }
  }
  return result;
}
