import type { DatabaseSync } from 'node:sqlite';
import { prepared } from '../../../../../platform/sqlite/prepared.js';
import { bitmapFor, setBit, type Bitmap } from './rank-bitmap.js';
import type { RowCondition } from '../filters/row-conditions.js';
import { parseIdList, type SearchSnapshot } from './search-snapshot.js';

/**
 * The cases matching one FTS query, as ranks of a snapshot: a bitmap when they are many (a bitmap is then the
 * smaller and faster form), otherwise the sorted ranks.
 */
export type TermSet =
  | { readonly kind: 'bitmap'; readonly bits: Bitmap; readonly count: number }
  | { readonly kind: 'ranks'; readonly ranks: Int32Array };

const MATCHES = 'SELECT group_concat(rowid) AS ids FROM rm_cases_fts WHERE rm_cases_fts MATCH ?';

/** Reads every match of `match` from the FTS index once (one string of ids) and maps it into `snapshot`. */
export function loadTermSet(db: DatabaseSync, snapshot: SearchSnapshot, match: string): TermSet {
  return toTermSet(snapshot, (prepared(db, MATCHES).get(match) as { ids: string | null }).ids);
}

/**
 * Reads the cases passing a condition on rm_cases (a postal-code or city prefix, a register number: each has
 * an index) once and maps them into `snapshot`, in the same form as the matches of a search word.
 */
export function loadRowSet(db: DatabaseSync, snapshot: SearchSnapshot, condition: RowCondition): TermSet {
  const sql = `SELECT group_concat(id) AS ids FROM rm_cases WHERE ${condition.sql}`;
  return toTermSet(snapshot, (prepared(db, sql).get(...condition.params) as { ids: string | null }).ids);
}

function toTermSet(snapshot: SearchSnapshot, list: string | null): TermSet {
  // The number of ids decides the form before parsing, so the ranks go straight into it.
  const listed = list ? countCommas(list) + 1 : 0;
  if (listed * 32 > snapshot.size) {
    const bits = bitmapFor(snapshot.size);
    let count = 0;
    parseIdList(list, (id) => {
      const rank = snapshot.rankOf(id);
      if (rank >= 0) {
        setBit(bits, rank);
        count++;
      }
    });
    return { kind: 'bitmap', bits, count };
  }
  const ranks = new Int32Array(listed);
  let count = 0;
  parseIdList(list, (id) => {
    const rank = snapshot.rankOf(id);
    if (rank >= 0) ranks[count++] = rank;
  });
  // Ids the snapshot does not know leave slack: copied without it, so that the cache counts what it holds.
  return { kind: 'ranks', ranks: (count === listed ? ranks : ranks.slice(0, count)).sort() };
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
