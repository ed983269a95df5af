import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { prepared } from '../../../../../platform/sqlite/prepared.js';
import { bitmapFor, setBit, type Bitmap } from './rank-bitmap.js';
import type { DebtorKindFilter } from '../../../../domain/search-filters.js';
import { RanksById } from './ranks-by-id.js';
import { readVocabulary } from './vocabulary.js';
import type { WordTrie } from './word-trie.js';

/**
 * The result order of the cases read model at one generation, in memory: every case's rank (0 = newest
 * publication, ties: higher case id first, exactly the order of the search), where each publication day starts,
 * and one rank bitmap per Land, per procedure type and per debtor kind filter (companies, and everyone else).
 * Ids, dates and facets only: no names, no personal data. Every structure is sized by the number of cases,
 * never by the range of the ids (they are hashes spread over 100,000,000–999,999,999): 13 to 14 bytes per
 * case, plus 1 bit per case for each Land, procedure type and the two debtor kinds (2 bits: 250 KB at
 * 1,000,000 cases). Postal codes, cities and register numbers are not held here: they select few cases, whose
 * sets are read through their indexes when asked for and cached like search words (term-sets.ts).
 */
export interface SearchSnapshot {
  readonly generation: number;
  /** Number of cases. */
  readonly size: number;
  /** Case id by rank. */
  readonly idsByRank: Int32Array;
  /** Rank of a case id, or -1 when the id is not a case of this snapshot. */
  rankOf(id: number): number;
  /** The lookup behind `rankOf` (shared memory, for the term-set thread). */
  readonly ranksById: RanksById;
  /** Ranks [lo, hi) of the cases published from `dateFrom` to `dateTo` (inclusive, ISO dates; open ends). */
  rankRange(dateFrom?: string, dateTo?: string): readonly [number, number];
  readonly states: ReadonlyMap<string, Bitmap>;
  readonly procedures: ReadonlyMap<string, Bitmap>;
  /** `company` and `person` (every other debtor), as the debtor kind filter means them. */
  readonly debtorKinds: ReadonlyMap<DebtorKindFilter, Bitmap>;
  /** The search index's words of letters only: where a search word's typo neighbours are looked up. */
  readonly vocabulary: WordTrie;
  /** Memory held by the snapshot's typed arrays and its vocabulary. */
  readonly bytes: number;
}

/** The current generation of rm_cases (bumped by triggers with every change; see cases.schema.ts). */
export function readGeneration(db: DatabaseSync): number {
  return (prepared(db, 'SELECT generation AS g FROM rm_cases_generation WHERE id = 1').get() as { g: number }).g;
}

/** Ids listed by `group_concat(id)` ("17,4,9"), parsed without creating a string per id. */
export function parseIdList(list: string | null, each: (id: number) => void): number {
  if (!list) return 0;
  let count = 0;
  let value = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list.charCodeAt(i);
    if (c === 44) {
      each(value);
      count++;
      value = 0;
    } else {
      value = value * 10 + (c - 48);
    }
  }
  each(value);
  return count + 1;
}

/** Rows handled between two yields of the builder: a few milliseconds of work. */
const ROWS_PER_STEP = 20_000;

/**
 * Builds a snapshot step by step: it yields after about ROWS_PER_STEP cases, so that an asynchronous driver can
 * serve requests in between, and gives up (returns undefined) as soon as the read model changes under it or is
 * inside a transaction. Reads go through covering indexes only: per day the date-ordered index, per
 * (Land, procedure type) group the facet index; the sizes come from rm_case_counts and are checked.
 */
export function* buildSnapshot(
  db: DatabaseSync,
  rowsPerStep = ROWS_PER_STEP,
): Generator<void, SearchSnapshot | undefined> {
  if (db.isTransaction) return undefined;
  const generation = readGeneration(db);
  const unchanged = () => !db.isTransaction && readGeneration(db) === generation;

  const days = prepared(
    db,
    'SELECT publication_date AS day, SUM(n) AS n FROM rm_case_counts GROUP BY publication_date ' +
      'ORDER BY publication_date DESC',
  ).all() as { day: string; n: number }[];
  const size = days.reduce((sum, day) => sum + day.n, 0);
  const idsByRank = new Int32Array(size);
  const dayStart = new Int32Array(days.length + 1);

  let rank = 0;
  let sinceYield = 0;
  const idsOfDay = prepared(
    db,
    'SELECT group_concat(id) AS ids FROM rm_cases INDEXED BY rm_cases_by_date WHERE publication_date = ?',
  );
  for (const [index, day] of days.entries()) {
    dayStart[index] = rank;
    const first = rank;
    const read = parseIdList(listOf(idsOfDay, day.day), (id) => {
      if (rank < size) idsByRank[rank] = id;
      rank++;
    });
    if (read !== day.n || rank > size) return undefined;
    // Within a day the search orders by id, descending.
    idsByRank.subarray(first, rank).sort().reverse();
    if ((sinceYield += read) >= rowsPerStep) {
      sinceYield = 0;
      yield;
      if (!unchanged()) return undefined;
    }
  }
  dayStart[days.length] = size;
  // The days are runs of descending ids: merged into the lookup from id to rank.
  const ranks = yield* RanksById.build(idsByRank, dayStart, rowsPerStep);
  if (!unchanged()) return undefined;
  const rankOf = (id: number) => ranks.rankOf(id);

  const states = new Map<string, Bitmap>();
  const procedures = new Map<string, Bitmap>();
  const groups = prepared(
    db,
    'SELECT state, procedure_type AS procedure, SUM(n) AS n FROM rm_case_counts GROUP BY state, procedure_type',
  ).all() as { state: string; procedure: string; n: number }[];
  const withState = prepared(
    db,
    'SELECT group_concat(id) AS ids FROM rm_cases INDEXED BY rm_cases_by_state_procedure_date ' +
      'WHERE state = ? AND procedure_type = ?',
  );
  // rm_case_counts keeps NULL and '' as ''; both are read, neither gets a Land bitmap.
  const withoutState = prepared(
    db,
    'SELECT group_concat(id) AS ids FROM rm_cases INDEXED BY rm_cases_by_state_procedure_date ' +
      'WHERE state IS NULL AND procedure_type = ?',
  );
  let facetted = 0;
  for (const group of groups) {
    const stateBits = group.state === '' ? undefined : bitsOf(states, group.state, size);
    const procedureBits = bitsOf(procedures, group.procedure, size);
    let missing = false;
    const mark = (id: number) => {
      const r = rankOf(id);
      if (r < 0) {
        missing = true;
        return;
      }
      if (stateBits) setBit(stateBits, r);
      setBit(procedureBits, r);
    };
    let read = parseIdList(listOf(withState, group.state, group.procedure), mark);
    if (group.state === '') read += parseIdList(listOf(withoutState, group.procedure), mark);
    if (missing || read !== group.n) return undefined;
    facetted += read;
    if ((sinceYield += read) >= rowsPerStep) {
      sinceYield = 0;
      yield;
      if (!unchanged()) return undefined;
    }
  }
  if (facetted !== size || !unchanged()) return undefined;

  const companies = bitmapFor(size);
  const companiesOfDay = prepared(
    db,
    "SELECT group_concat(id) AS ids FROM rm_cases INDEXED BY rm_cases_by_kind_date WHERE debtor_kind = 'company' " +
      'AND publication_date = ?',
  );
  let unknownId = false;
  for (const day of days) {
    const read = parseIdList(listOf(companiesOfDay, day.day), (id) => {
      const r = rankOf(id);
      if (r < 0) unknownId = true;
      else setBit(companies, r);
    });
    if (unknownId) return undefined;
    if ((sinceYield += read) >= rowsPerStep) {
      sinceYield = 0;
      yield;
      if (!unchanged()) return undefined;
    }
  }
  if (!unchanged()) return undefined;
  const debtorKinds = new Map<DebtorKindFilter, Bitmap>([
    ['company', companies],
    ['person', complement(companies, size)],
  ]);

  const vocabulary = yield* readVocabulary(db);
  if (!unchanged()) return undefined;

  let bytes = idsByRank.byteLength + ranks.byteLength + dayStart.byteLength + vocabulary.bytes;
  for (const bits of [...states.values(), ...procedures.values(), ...debtorKinds.values()]) bytes += bits.byteLength;
  return {
    generation,
    size,
    idsByRank,
    states,
    procedures,
    debtorKinds,
    vocabulary,
    bytes,
    rankOf,
    ranksById: ranks,
    rankRange: (dateFrom, dateTo) => {
      // days are descending: the range starts at the first day on or before dateTo and ends before the first
      // day earlier than dateFrom.
      const lo = dateTo ? dayStart[firstDay(days, (day) => day <= dateTo)] : 0;
      const hi = dateFrom ? dayStart[firstDay(days, (day) => day < dateFrom)] : size;
      return [lo, Math.max(lo, hi)] as const;
    },
  };
}

/** Runs a builder to the end at once (tests, and the benchmark's in-process part). */
export function buildSnapshotNow(db: DatabaseSync): SearchSnapshot | undefined {
  const builder = buildSnapshot(db);
  for (;;) {
    const step = builder.next();
    if (step.done) return step.value;
  }
}

/** Index of the first day (days descending) for which `test` holds, by binary search; days.length if none. */
function firstDay(days: readonly { day: string }[], test: (day: string) => boolean): number {
  let lo = 0;
  let hi = days.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (test(days[mid].day)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

function bitsOf(map: Map<string, Bitmap>, key: string, size: number): Bitmap {
  let bits = map.get(key);
  if (!bits) {
    bits = bitmapFor(size);
    map.set(key, bits);
  }
  return bits;
}

/** The ranks [0, size) that are not in `bits`. */
function complement(bits: Bitmap, size: number): Bitmap {
  const rest = bitmapFor(size);
  for (let w = 0; w < rest.length; w++) rest[w] = ~bits[w];
  const tail = size & 31;
  if (tail !== 0) rest[rest.length - 1] &= (1 << tail) - 1;
  return rest;
}

function listOf(query: StatementSync, ...params: string[]): string | null {
  return (query.get(...params) as { ids: string | null }).ids;
}
