import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { prepared } from '../../../../../platform/sqlite/prepared.js';
import type { SearchQuery } from '../../../../domain/search-query/understand-query.js';
import { exactNameIds, exactNamesIds } from '../ranked-search.js';
import { bitmapFor, setBit, type Bitmap } from './rank-bitmap.js';
import type { RowCondition } from '../filters/row-conditions.js';
import type { SearchSnapshot } from './search-snapshot.js';
import { sortRanks } from './sort-ranks.js';

/**
 * The cases matching one FTS query, as ranks of a snapshot: a bitmap when they are many (a bitmap is then the
 * smaller and faster form), otherwise the sorted ranks.
 */
export type TermSet =
  | { readonly kind: 'bitmap'; readonly bits: Bitmap; readonly count: number }
  | { readonly kind: 'ranks'; readonly ranks: Int32Array };

/** What a term set is read from: the FTS matches of one search word, or the rows passing one filter condition. */
export type IdListRequest =
  | { readonly kind: 'match'; readonly match: string }
  | { readonly kind: 'rows'; readonly sql: string; readonly params: readonly SQLInputValue[] }
  /** The cases whose company name is exactly the query's name (`exactNameIds`). */
  | { readonly kind: 'exactName'; readonly query: SearchQuery }
  /** The cases whose company name is one of the keys (`exactNamesIds`: the query's name up to a typo). */
  | { readonly kind: 'exactNames'; readonly keys: readonly string[]; readonly legalForm: string | null };

const MATCHES = 'SELECT group_concat(rowid) AS ids FROM rm_cases_fts WHERE rm_cases_fts MATCH ?';

/** Reads every match of `match` from the FTS index once (one string of ids) and maps it into `snapshot`. */
export function loadTermSet(db: DatabaseSync, snapshot: SearchSnapshot, match: string): TermSet {
  return termSetOf(snapshot, readIdList(db, { kind: 'match', match }));
}

/**
 * Reads the cases passing a condition on rm_cases (a postal-code or city prefix, a register number: each has
 * an index) once and maps them into `snapshot`, in the same form as the matches of a search word.
 */
export function loadRowSet(db: DatabaseSync, snapshot: SearchSnapshot, condition: RowCondition): TermSet {
  return termSetOf(snapshot, readIdList(db, rowsRequest(condition)));
}

export function rowsRequest(condition: RowCondition): IdListRequest {
  return { kind: 'rows', sql: condition.sql, params: condition.params };
}

/** The case ids of a request, read as one string (`group_concat`, far cheaper than a row per id) and parsed. */
export function readIdList(db: DatabaseSync, request: IdListRequest): Int32Array {
  if (request.kind === 'exactName') return Int32Array.from(exactNameIds(db, request.query));
  if (request.kind === 'exactNames') return Int32Array.from(exactNamesIds(db, request.keys, request.legalForm));
  const row =
    request.kind === 'match'
      ? prepared(db, MATCHES).get(request.match)
      : prepared(db, `SELECT group_concat(id) AS ids FROM rm_cases WHERE ${request.sql}`).get(...request.params);
  return idListOf((row as { ids: string | null }).ids);
}

/** The ids of a `group_concat(id)` list ("17,4,9") straight into an array: no string or call per id. */
export function idListOf(list: string | null): Int32Array {
  if (!list) return new Int32Array(0);
  const ids = new Int32Array(countCommas(list) + 1);
  let at = 0;
  let value = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list.charCodeAt(i);
    if (c === 44) {
      ids[at++] = value;
      value = 0;
    } else {
      value = value * 10 + (c - 48);
    }
  }
  ids[at] = value;
  return ids;
}

/** What mapping ids into a snapshot needs of it (the term-set thread has only this). */
export type RankLookup = Pick<SearchSnapshot, 'size' | 'ranksById'>;

/** Maps case ids into `snapshot`'s ranks; ids it does not know are left out. */
export function termSetOf(snapshot: RankLookup, ids: Int32Array): TermSet {
  const mapped = snapshot.ranksById.ranksOf(ids);
  // The number of ids decides the form.
  if (ids.length * 32 > snapshot.size) {
    const bits = bitmapFor(snapshot.size);
    let count = 0;
    for (let i = 0; i < mapped.length; i++) {
      const rank = mapped[i];
      if (rank >= 0) {
        setBit(bits, rank);
        count++;
      }
    }
    return { kind: 'bitmap', bits, count };
  }
  let count = 0;
  for (let i = 0; i < mapped.length; i++) {
    const rank = mapped[i];
    if (rank >= 0) mapped[count++] = rank;
  }
  // Ids the snapshot does not know leave slack: copied without it, so that the cache counts what it holds.
  const ranks = count === mapped.length ? mapped : mapped.slice(0, count);
  return { kind: 'ranks', ranks: sortRanks(ranks, snapshot.size) };
}

function countCommas(text: string): number {
  let count = 0;
  for (let i = text.indexOf(','); i !== -1; i = text.indexOf(',', i + 1)) count++;
  return count;
}

export function termSetBytes(set: TermSet): number {
  return set.kind === 'bitmap' ? set.bits.byteLength : set.ranks.byteLength;
}

/**
 * Term sets of one snapshot by FTS query, least recently used evicted first beyond a memory budget. Popular
 * names and prefixes stay; the cache is dropped with its snapshot. The keys are search strings users typed:
 * memory only, never logged or stored.
 */
export class TermSetCache {
  private readonly sets = new Map<string, TermSet>();
  private used = 0;

  constructor(private budget: number) {}

  /** The memory the cached sets may take; lowering it evicts the least recently used at once. */
  get budgetBytes(): number {
    return this.budget;
  }

  set budgetBytes(bytes: number) {
    this.budget = bytes;
    this.evict();
  }

  /** Whether `match` is cached, without counting as a use. */
  has(match: string): boolean {
    return this.sets.has(match);
  }

  get(match: string): TermSet | undefined {
    const set = this.sets.get(match);
    if (set) {
      this.sets.delete(match);
      this.sets.set(match, set);
    }
    return set;
  }

  put(match: string, set: TermSet): void {
    const bytes = termSetBytes(set);
    if (bytes > this.budget) return;
    const old = this.sets.get(match);
    if (old) {
      this.used -= termSetBytes(old);
      this.sets.delete(match);
    }
    this.sets.set(match, set);
    this.used += bytes;
    this.evict();
  }

  private evict(): void {
    for (const [key, evicted] of this.sets) {
      if (this.used <= this.budget) break;
      this.sets.delete(key);
      this.used -= termSetBytes(evicted);
    }
  }

  clear(): void {
    this.sets.clear();
    this.used = 0;
  }

  get size(): number {
    return this.sets.size;
  }

  get bytes(): number {
    return this.used;
  }
}
