import type { PortfolioRow } from '../portfolio-row.js';
import { registerParts } from '../../../cases/domain/search-query/index.js';
import { caseCompanyKeys, isCompanyKey, lookupKeys, storedRowKeys } from './case-keys.js';
import { CandidateSlots } from './candidate-slots.js';
import { freeBuffer, KeyIndex, KeyIndexBuilder, keyHash, keyHashOf } from './key-index.js';
import { assess, nameScore, RULE_RANK } from './evidence.js';
import { cityKey, nameParts, postalCodeKey, rowIdentity, type CandidateCase, type MatchIdentity } from './identity.js';
import { matchRow, type RowMatch, type Verdict } from './match-row.js';

/**
 * A key list longer than this is not read whole (common words: "bau", "service", "muller"): the engine reads the
 * same key narrowed to the case's postal code and city instead; one-edit variants of words are only read so. The keys that
 * name one company (`name:`, `reg:`, `regn:`) are always read whole.
 */
export const MAX_KEY_ROWS = 10;
/**
 * Candidate cases kept per row while streaming (the best by evidence): matchRow offers at most 10 for review,
 * and a row with a common name meets hundreds of namesakes elsewhere, which a million cases must not keep.
 */
export const MAX_ROW_CASES = 12;

export interface PortfolioEngineRow {
  readonly rowId: string;
  readonly row: PortfolioRow;
}

/** One row's result with the cases it rests on (kept, so that a new notice re-evaluates the row alone). */
export interface EvaluatedRow {
  readonly rowId: string;
  readonly match: RowMatch;
  /** The hit and candidate cases of `match` (and confirmed ones), as the read model had them. */
  readonly cases: readonly CandidateCase[];
}

/*
 * A candidate case kept with a row while streaming is two numbers (`CandidateSlots`): the strength of its evidence
 * as one sort key (`evidenceKey`) and its case id (the reason and keys are built again by `matchRow` at the end:
 * a million cases must not keep their reasons). Two doubles instead of an object of five fields and a pointer:
 * the candidates of 100,000 rows were the largest live part of the run's heap (issue #31's RSS target). The case
 * itself is kept only when the engine keeps cases (`keepCases`); otherwise the caller reads the cases of
 * `caseIdsAt` again for `resultAt`, so that no case of the stream outlives its page.
 */

/**
 * Confirmed cases first, then certain evidence, the better rule, the higher score (ties: the lower case id): the
 * order of the former comparison in one number. `rank` -1: confirmed; bands of 2 hold 1 - score (0…1).
 */
const evidenceKey = (certain: boolean, rank: number, score: number): number =>
  ((certain ? 0 : 8) + rank + 1) * 2 + (1 - score);

/** Hashes of the key prefixes (`keyHashOf` continues them over a word) and of the narrowing markers. */
const DEL = keyHash('del:');
const WORD = keyHash('word:');
const PRE = keyHash('pre:');

/** The hash of a place a word key is narrowed to (`@` postal code or `#` city), computed once per row or case. */
const placeHash = (marker: '@' | '#', place: string): number => keyHash(place, keyHash(marker));

/** A word key narrowed to a place: both hashes mixed (murmur3's finaliser), no string built. */
function narrowedHash(hash: number, place: number): number {
  let h = (hash ^ Math.imul(place, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * Matches a portfolio's rows against a stream of cases in memory (issue #31): the rows are indexed by their
 * blocking keys, every case is offered once (`offer`), meets only the rows sharing a key with it, and keeps its
 * evidence with each row it has something to do with; `results` then runs the ladder (`matchRow`) per row with
 * the row's decisions. Cases confirmed by the user for a row are kept with it whatever the keys say.
 */
export class PortfolioEngine {
  /** Per row its identity, until `releaseRow` (undefined afterwards). */
  private readonly ids: (MatchIdentity | undefined)[];
  private readonly rowIds: string[];
  /** Whole names and register entries (read however long), the words (long lists narrowed to a place). */
  private company: KeyIndex;
  private words: KeyIndex;
  private narrowed: KeyIndex;
  private readonly found: CandidateSlots;
  /** The candidate cases themselves, when the engine keeps them (specs). */
  private readonly keptCases = new Map<number, CandidateCase>();
  /** Per row, the offer in which it last met a case: each pair is evaluated once. */
  private seen: Int32Array;
  private stamp = 0;
  private readonly confirmedBy = new Map<number, number[]>();
  offered = 0;
  evaluated = 0;

  constructor(
    rows: readonly PortfolioEngineRow[],
    private readonly decisions: ReadonlyMap<string, ReadonlyMap<number, Verdict>> = new Map(),
    private readonly maxKeyRows = MAX_KEY_ROWS,
    /** Keep the candidate cases themselves (specs); the background matching reads them again by id instead. */
    private readonly keepCases = true,
  ) {
    const ids = rows.map((r) => rowIdentity(r.row));
    this.ids = ids;
    this.rowIds = rows.map((r) => r.rowId);
    this.found = new CandidateSlots(rows.length, MAX_ROW_CASES);
    this.seen = new Int32Array(rows.length).fill(-1);
    const company = new KeyIndexBuilder();
    const words = new KeyIndexBuilder();
    ids.forEach((id, r) => {
      for (const key of lookupKeys(id)) (isCompanyKey(key) ? company : words).add(keyHash(key), r);
      for (const [caseId, verdict] of decisions.get(rows[r]!.rowId) ?? []) {
        if (verdict === 'confirmed') this.confirmedBy.set(caseId, [...(this.confirmedBy.get(caseId) ?? []), r]);
      }
    });
    this.company = company.build();
    this.words = words.build();
    // Every word list narrowed to each row's postal code (rows without one: to its city; a city as a whole names
    // too many rows of Berlin or Köln).
    const narrowed = new KeyIndexBuilder();
    const places = ids.map(({ postalCode, city }) =>
      postalCode ? placeHash('@', postalCode) : city ? placeHash('#', city) : null,
    );
    for (const place of places) if (place !== null) this.places.add(place);
    for (const [hash, list] of this.words.entries()) {
      for (const r of list) {
        const place = places[r];
        if (place !== null && place !== undefined) narrowed.add(narrowedHash(hash, place), r);
      }
    }
    this.narrowed = narrowed.build();
  }

  /**
   * Drops the key indexes once every case was offered (about 50 MB off the heap at 100,000 rows): writing the
   * results needs only the rows' identities and candidates, and it is the run's peak of memory (issue #31's
   * RSS target). `offer` finds no row afterwards.
   */
  releaseIndexes(): void {
    const empty = new KeyIndexBuilder().build();
    for (const index of [this.company, this.words, this.narrowed]) index.release();
    freeBuffer(this.seen);
    this.company = empty;
    this.words = empty;
    this.narrowed = empty;
    this.seen = new Int32Array(0);
    this.places.clear();
  }

  /** Bytes of the key indexes (the benchmark reports them). */
  get indexBytes(): number {
    return this.company.bytes + this.words.bytes + this.narrowed.bytes;
  }

  /** Matches one case against every row sharing a key with it. */
  offer(c: CandidateCase): void {
    this.offered++;
    const stamp = this.stamp++;
    for (const r of this.confirmedBy.get(c.caseId) ?? []) {
      this.seen[r] = stamp;
      this.keep(r, c, true, -1, 1);
    }
    // The case's identity in parts, the cheap ones first: most cases meet no row.
    const name = nameParts(c.companyName, c.legalForm);
    const register = c.registerNumber
      ? registerParts({ court: c.registerCourt, type: c.registerType, number: c.registerNumber })
      : null;
    if (name.nameKey === '' && !register) return;
    const postalCode = postalCodeKey(c.postalCode);
    const city = cityKey(c.city);
    this.current = { c, stamp, id: { ...name, postalCode, city, register } };
    // A place no row is narrowed to is not looked up at all (most cities: only rows without a postal code are).
    const atPostalCode = postalCode ? placeHash('@', postalCode) : null;
    const atCity = city ? placeHash('#', city) : null;
    this.atPostalCode = atPostalCode !== null && this.places.has(atPostalCode) ? atPostalCode : null;
    this.atCity = atCity !== null && this.places.has(atCity) ? atCity : null;
    // The keys of `caseLookupKeys`, hashed without building their strings.
    for (const key of caseCompanyKeys(name.nameKey, register)) this.meet(this.company.get(keyHash(key)));
    let first = '';
    let second = '';
    for (const word of name.nameWords) {
      if (word.length > first.length) [first, second] = [word, first];
      else if (word.length > second.length) second = word;
    }
    for (const word of [first, second]) {
      if (word.length < 3) continue;
      const long = word.length > 12;
      const hash = keyHashOf(long ? WORD : DEL, word);
      const list = this.words.get(hash);
      if (list && list.length <= this.maxKeyRows) this.meet(list);
      else if (list) this.meetAtPlace(hash);
      // A typo only at the same place: one-edit variants of common first names and trades name thousands of rows.
      // One edit in a word of less than five letters leaves it below a word match (`nameSimilarity`: 80 %).
      if (long) this.meetAtPlace(keyHashOf(PRE, word, -1, 0, 4));
      else if (word.length >= 5) {
        for (let i = 0; i < word.length; i++) this.meetAtPlace(keyHashOf(DEL, word, i));
      }
    }
    this.current = null;
  }

  /** The case being offered, with its identity, while `offer` runs. */
  private current: { c: CandidateCase; stamp: number; id: MatchIdentity } | null = null;

  /** Judges the current case against each row of the list not met yet in this offer. */
  private meet(list: Int32Array | null): void {
    if (!list) return;
    const { c, stamp, id } = this.current!;
    for (const r of list) {
      if (this.seen[r] === stamp) continue;
      this.seen[r] = stamp;
      this.evaluated++;
      const row = this.ids[r]!;
      const score = nameScore(row, id);
      const step = assess(row, id, score);
      if (step) this.keep(r, c, step.certain, RULE_RANK[step.rule], score);
    }
  }

  /** The places the rows' word keys are narrowed to (`placeHash`). */
  private readonly places = new Set<number>();
  /** The current case's postal code and city as `placeHash`es (null: none, or no row is narrowed to it). */
  private atPostalCode: number | null = null;
  private atCity: number | null = null;

  /** The rows under a word key at the case's postal code, and those without one in its city. */
  private meetAtPlace(hash: number): void {
    if (this.atPostalCode !== null) this.meet(this.narrowed.get(narrowedHash(hash, this.atPostalCode)));
    if (this.atCity !== null) this.meet(this.narrowed.get(narrowedHash(hash, this.atCity)));
  }

  /** Every row's result, in the order of the rows. */
  results(): EvaluatedRow[] {
    return this.rowIds.map((_, i) => this.resultAt(i));
  }

  get rowCount(): number {
    return this.rowIds.length;
  }

  /**
   * Forgets the `i`-th row's identity and candidates once its result is written (after `releaseIndexes`): the
   * live heap shrinks while the results are written, so the collector's next limit (a multiple of what is live)
   * shrinks with it (issue #31's RSS target). `resultAt` and `keysAt` of the row fail afterwards.
   */
  releaseRow(i: number): void {
    this.ids[i] = undefined;
    this.found.forget(i);
  }

  /** The ids of the `i`-th row's candidate cases (to read them again when the engine does not keep cases). */
  caseIdsAt(i: number): number[] {
    return this.found.caseIds(i);
  }

  /**
   * The result of the `i`-th row (results can be written in chunks, without one array of all), with its cases
   * as kept or as given by id (a case gone from the read model since is left out).
   */
  resultAt(i: number, byId?: ReadonlyMap<number, CandidateCase>): EvaluatedRow {
    const rowId = this.rowIds[i]!;
    const cases: CandidateCase[] = [];
    for (const caseId of this.caseIdsAt(i)) {
      const c = this.keptCases.get(caseId) ?? byId?.get(caseId);
      if (c) cases.push(c);
    }
    return evaluateRow(rowId, this.identityAt(i), cases, this.decisions.get(rowId));
  }

  rowIdAt(i: number): string {
    return this.rowIds[i]!;
  }

  /** The `i`-th row's keys for the store's key index (`storedRowKeys`). */
  keysAt(i: number): string[] {
    return storedRowKeys(this.identityAt(i));
  }

  private identityAt(i: number): MatchIdentity {
    const identity = this.ids[i];
    if (!identity) throw new Error(`row ${i} of the portfolio engine was released`);
    return identity;
  }

  private keep(r: number, c: CandidateCase, certain: boolean, rank: number, score: number): void {
    this.found.add(r, evidenceKey(certain, rank, score), c.caseId);
    if (this.keepCases) this.keptCases.set(c.caseId, c);
  }
}

/**
 * The ladder over one row and its candidate cases, keeping only the cases its result names (hits, candidates
 * and confirmed ones): what a later re-evaluation starts from.
 */
export function evaluateRow(
  rowId: string,
  identity: MatchIdentity,
  cases: readonly CandidateCase[],
  decisions: ReadonlyMap<number, Verdict> = new Map(),
): EvaluatedRow {
  const match = matchRow(identity, cases, decisions);
  const named = new Set<number>(
    match.state === 'Kein Treffer'
      ? []
      : [...(match.state === 'Treffer' ? match.hits : []), ...match.candidates].map((m) => m.caseId),
  );
  for (const [caseId, verdict] of decisions) if (verdict === 'confirmed') named.add(caseId);
  return { rowId, match, cases: cases.filter((c) => named.has(c.caseId)) };
}

/**
 * A row again after a new notice (or a decision): its stored cases with the new case in place of an older copy
 * of the same case, through the ladder with the row's decisions.
 */
export function reevaluateRow(
  rowId: string,
  row: PortfolioRow,
  stored: readonly CandidateCase[],
  decisions: ReadonlyMap<number, Verdict> = new Map(),
  newCase?: CandidateCase,
): EvaluatedRow {
  const cases = newCase ? [...stored.filter((c) => c.caseId !== newCase.caseId), newCase] : stored;
  return evaluateRow(rowId, rowIdentity(row), cases, decisions);
}
