import { foldedTokens, spelledTokens } from '../../../platform/text/german-search.js';
import { findIdentifiers, type IdentifierQuery } from './identifiers.js';
import { findLegalForm, nameCore } from './legal-forms.js';
import { RELAXED_TYPO_MIN_LENGTH, TYPO_MAX_LENGTH, typoTolerant } from './one-edit.js';

/**
 * What a search query asks for (issue #29), one reading for every store and for highlighting:
 * - `identifiers`: Aktenzeichen and register numbers typed in any common spelling;
 * - `legalForm`: the canonical legal form the query names in any spelling ("Aktiengesellschaft" → AG);
 * - `words`: the other words, folded, each to begin a word of the case (filler words of legal forms such as
 *   "und" and "Co" left out unless nothing else is left; at most twelve);
 * - `name`: the name words as typed (legal forms at the end removed), for the exact company name;
 * - `typoWords`: the words that also find words one edit away (six letters and more; three and more in the
 *   relaxed reading, searched only when the strict one finds nothing: see `TypoTolerance`);
 * - `typoSpellings`: per typo word whose folding changed what was typed (an ae, oe or ue), the word as typed,
 *   whose one-edit neighbours are its typo neighbours too (one-edit.ts `typoBases`).
 * `words` of an identifier query are its text without the identifiers (e.g. the name in "Müller HRB 62");
 * `fallbackWords` are all words of the query, searched when no case has the identifier.
 */
export interface SearchQuery {
  readonly identifiers: readonly IdentifierQuery[];
  readonly legalForm: string | null;
  readonly words: readonly string[];
  readonly name: readonly string[];
  readonly typoWords: readonly string[];
  readonly typoSpellings: Readonly<Record<string, string>>;
  readonly fallbackWords: readonly string[];
}

/**
 * How tolerant of typos a reading is: `strict` (words of six letters and more, every search and alert) or
 * `relaxed` (three and more), which the search asks only when the strict reading found nothing.
 */
export type TypoTolerance = 'strict' | 'relaxed';

/** Query words read (the rest of a longer query is ignored), as before issue #29. */
export const MAX_QUERY_WORDS = 12;

/** Words that belong to legal forms or join them; alone they say nothing about a name. */
const FILLER = new Set(['und', 'co', 'e', 'k', 'v', 'mbh', 'haftungsbeschrankt', 'gesellschaft', 'haftung']);

/**
 * Readings of recent query texts: a search reads its query three times (the read-ahead of its sets, the search,
 * the highlights) and searches repeat (paging, popular names), and a reading is tens of microseconds (folding,
 * identifiers, legal forms). Pure and frozen, so never stale; bounded, and forgotten every ten minutes, as the
 * texts are what users typed (memory only, like the search index's cache keys).
 */
const readings = new Map<string, SearchQuery>();
const READINGS_KEPT = 2_000;
const READINGS_FOR_MS = 10 * 60_000;
let readingsSince = Date.now();

export function understandQuery(q: string | null | undefined, typos: TypoTolerance = 'strict'): SearchQuery {
  const text = q ?? '';
  const key = typos === 'strict' ? text : `\u0000${text}`;
  let reading = readings.get(key);
  if (reading === undefined) {
    reading = freeze(readQuery(text, typos));
    const now = Date.now();
    if (readings.size >= READINGS_KEPT || now - readingsSince > READINGS_FOR_MS) {
      readings.clear();
      readingsSince = now;
    }
    readings.set(key, reading);
  }
  return reading;
}

function freeze(query: SearchQuery): SearchQuery {
  for (const part of Object.values(query)) if (typeof part === 'object' && part !== null) Object.freeze(part);
  return Object.freeze(query);
}

function readQuery(text: string, typos: TypoTolerance): SearchQuery {
  const found = findIdentifiers(text);
  let rest = '';
  let at = 0;
  for (const f of found) {
    rest += ` ${text.slice(at, f.start)}`;
    at = f.end;
  }
  rest += ` ${text.slice(at)}`;
  const tokens = foldedTokens(rest);
  const legal = findLegalForm(tokens);
  const named = legal ? [...tokens.slice(0, legal.at), ...tokens.slice(legal.at + legal.length)] : tokens;
  const significant = named.filter((t) => !FILLER.has(t));
  const words = (significant.length > 0 ? significant : legal ? [] : named).slice(0, MAX_QUERY_WORDS);
  const typoWords = words.filter((w) => typoTolerant(w, typos === 'relaxed' ? RELAXED_TYPO_MIN_LENGTH : undefined));
  return {
    identifiers: found.map((f) => f.identifier),
    legalForm: legal?.form ?? null,
    words,
    name: nameCore(named),
    typoWords,
    typoSpellings: spellingsOf(typoWords, tokens, spelledTokens(rest)),
    fallbackWords: found.length > 0 ? significantWords(text) : words,
  };
}

/** The typed spelling of each typo word that folding changed (`folded` and `spelled` are word for word). */
function spellingsOf(
  typoWords: readonly string[],
  folded: readonly string[],
  spelled: readonly string[],
): Record<string, string> {
  const spellings: Record<string, string> = {};
  if (folded.length !== spelled.length) return spellings;
  for (let i = 0; i < folded.length; i++) {
    const differs = spelled[i] !== folded[i] && spelled[i].length <= TYPO_MAX_LENGTH;
    if (differs && typoWords.includes(folded[i]) && !(folded[i] in spellings)) {
      spellings[folded[i]] = spelled[i];
    }
  }
  return spellings;
}

function significantWords(text: string): string[] {
  const tokens = foldedTokens(text);
  const significant = tokens.filter((t) => !FILLER.has(t));
  return (significant.length > 0 ? significant : tokens).slice(0, MAX_QUERY_WORDS);
}

/**
 * Whether the relaxed reading of the query would search more words one edit away than `query` (a strict
 * reading) does: a word of three to five letters, in a query of words (an identifier's fallback stays strict).
 */
export function relaxable(query: SearchQuery): boolean {
  return (
    query.identifiers.length === 0 &&
    query.words.some((w) => typoTolerant(w, RELAXED_TYPO_MIN_LENGTH) && !query.typoWords.includes(w))
  );
}

/** Whether the query asks for anything (otherwise every case matches, newest first). */
export function hasText(query: SearchQuery): boolean {
  return query.identifiers.length > 0 || query.words.length > 0 || query.legalForm !== null;
}
