import type { DatabaseSync } from 'node:sqlite';
import { readModelMissing } from '../../../../../platform/read-store/sqlite/read-model-missing.js';
import { FOREIGN_WRITES_SEEN_WITHIN_MS, writeMark } from '../../../../../platform/sqlite/write-marks.js';
import { buildSnapshot, buildSnapshotNow, readGeneration, type SearchSnapshot } from './search-snapshot.js';
import type { RowCondition } from '../filters/row-conditions.js';
import type { CaseRow } from '../../case-rows.js';
import { loadRowSet, loadTermSet, rowsRequest, TermSetCache, termSetOf, type TermSet } from './term-sets.js';
import type { IdListRequest } from './term-set-thread/protocol.js';
import type { TermSetThread } from './term-set-thread/term-set-thread.js';

export interface SearchIndexOptions {
  /**
   * Memory of the whole index: the snapshot (13 to 14 bytes per case plus its facet bitmaps) and, in what the
   * snapshot leaves, the cached term sets (a bitmap of a million cases is 125 KiB).
   */
  readonly memoryBytes: number;
  /** A rebuild waits until the read model has not changed for this long (an import writes in batches). */
  readonly quietMs: number;
  /**
   * Where this process writes the cases read model on this connection (the embedded API runs the projections):
   * the generation read last stands until the cases' write mark moves (`platform/sqlite/write-marks.ts`), or for
   * at most `FOREIGN_WRITES_SEEN_WITHIN_MS` (writes of another process: `npm run replay` beside the app).
   * Reading it is a read transaction of its own, about 30 µs of CPU per search under load (issue #33).
   */
  readonly rememberGeneration: boolean;
}

const DEFAULTS: SearchIndexOptions = { memoryBytes: 64 * 1024 * 1024, quietMs: 1000, rememberGeneration: false };

/** The write mark of the cases read model: its projection's name. */
const CASES_WRITE_MARK = 'cases';

/**
 * Rows of result pages kept at the snapshot's generation (about 1.5 KB each: 3 MB at most, beside the index's
 * typed arrays): reading a row and turning its 25 columns into an object was a third of a page-1 search.
 */
const CASE_ROWS_KEPT = 2_000;
const SEEN_ONCE_KEPT = 20_000;

export interface SearchIndexStatus {
  readonly state: 'ready' | 'stale' | 'building' | 'none';
  readonly cases: number | null;
  readonly generation: number | null;
  readonly lastBuildMs: number | null;
  /** Memory held by the index's typed arrays: the snapshot's and the cached term sets'. */
  readonly bytes: number;
  readonly snapshotBytes: number;
  readonly termSets: number;
  readonly termSetBytes: number;
  /** Searches answered from a cached term set, and term sets read from the FTS index, since the last build. */
  readonly termSetHits: number;
  readonly termSetLoads: number;
}

/**
 * An in-memory accelerator over the cases read model (embedded profile): a snapshot of the result order and
 * facets plus cached term sets, used only while the read model is exactly at the snapshot's generation. The
 * read model stays the truth: when it has changed (an import or a cleanup is writing), searches run on SQLite
 * alone, exact and slower, and the snapshot is rebuilt in steps between requests once the writes pause.
 */
export class SearchIndex {
  private snapshot: SearchSnapshot | undefined;
  private readonly terms: TermSetCache;
  private readonly options: SearchIndexOptions;
  private timer: NodeJS.Timeout | undefined;
  private building = false;
  private closed = false;
  /** Rebuilds in a row that did not produce a current snapshot: the next waits longer (up to 16 × quietMs). */
  private misses = 0;
  private lastBuildMs: number | null = null;
  private termSetHits = 0;
  private termSetLoads = 0;
  private thread: TermSetThread | null = null;
  /**
   * Rows of rm_cases read for result pages, by case id, while the snapshot is current: every write to rm_cases
   * moves the generation (triggers), and a snapshot that is no longer current drops them with the term sets.
   */
  private readonly rows = new Map<number, CaseRow>();
  /** Ids whose rows were read once at this snapshot (numbers only), so that a second read keeps the row. */
  private readonly seenOnce = new Set<number>();
  /** Term sets being read in the thread, by cache key: concurrent searches for the same word share one read. */
  private readonly inFlight = new Map<string, Promise<void>>();

  constructor(
    private readonly db: DatabaseSync,
    options: Partial<SearchIndexOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
    this.terms = new TermSetCache(this.options.memoryBytes);
  }

  /** The snapshot when it describes the read model as it is now; otherwise undefined, and a rebuild is planned. */
  current(): SearchSnapshot | undefined {
    const snapshot = this.snapshot;
    if (snapshot && !this.db.isTransaction) {
      if (this.generation() === snapshot.generation) return snapshot;
      // Generations only grow outside transactions: this snapshot will never be current again.
      this.drop();
    }
    this.refreshSoon();
    return undefined;
  }

  /** The cases matching an FTS query in `snapshot` (which `current()` just returned), cached. */
  termSet(snapshot: SearchSnapshot, match: string): TermSet {
    let set = this.terms.get(match);
    if (set) {
      this.termSetHits++;
    } else {
      set = loadTermSet(this.db, snapshot, match);
      this.terms.put(match, set);
      this.termSetLoads++;
    }
    return set;
  }

  /**
   * Reads the term sets `terms` (FTS queries), `conditions` (filter conditions) and `sets` (other requests by
   * their cache key, as `idSet` caches them) that the cache lacks in the term-set thread, so that the search that follows finds them cached and runs without reading the FTS index
   * on the event loop. Without a thread, or without a current snapshot, it does nothing; a set read at another
   * generation than the snapshot's is dropped (the search then reads it itself, exact as ever). `current`: what
   * `current()` returned just before, in the same synchronous stretch (saves reading the generation again).
   */
  async prefetch(
    terms: readonly string[],
    conditions: readonly RowCondition[],
    sets: readonly (readonly [key: string, request: IdListRequest])[] = [],
    current?: SearchSnapshot,
  ): Promise<void> {
    const snapshot = this.thread ? (current ?? this.current()) : undefined;
    if (!snapshot) return;
    const wanted: (readonly [string, IdListRequest])[] = [
      ...terms.map((match): [string, IdListRequest] => [match, { kind: 'match', match }]),
      ...conditions.map((c): [string, IdListRequest] => [rowSetKey(c), rowsRequest(c)]),
      ...sets,
    ];
    // Sets another search is reading already are awaited; the others are read in one message to the thread (one
    // read transaction and one answer for all of a search's sets: a rare word needs three or four).
    const reading = new Set<Promise<void>>();
    const missing: (readonly [string, IdListRequest])[] = [];
    for (const entry of wanted) {
      if (this.terms.has(entry[0])) continue;
      const inFlight = this.inFlight.get(entry[0]);
      if (inFlight) reading.add(inFlight);
      else if (!missing.some(([key]) => key === entry[0])) missing.push(entry);
    }
    if (missing.length > 0) reading.add(this.readInThread(snapshot, missing));
    await Promise.all(reading);
  }

  /** Uses `thread` for the reads of `prefetch` from now on (null: none). */
  useThread(thread: TermSetThread | null): void {
    this.thread = thread;
    if (this.snapshot) thread?.useSnapshot(this.snapshot);
  }

  private readInThread(snapshot: SearchSnapshot, wanted: readonly (readonly [string, IdListRequest])[]): Promise<void> {
    const reading = this.thread!.load(wanted.map(([, request]) => request))
      .then(({ generation, mappedAt, sets }) => {
        const current = this.snapshot === snapshot && generation === snapshot.generation;
        if (!current || mappedAt !== snapshot.generation) return;
        sets.forEach((set, i) => {
          const key = wanted[i][0];
          if (this.terms.has(key)) return;
          this.terms.put(key, set);
          this.termSetLoads++;
        });
      })
      // A failed read leaves the sets uncached; the search reads them itself and reports what is wrong.
      .catch(() => undefined)
      .finally(() => {
        for (const [key] of wanted) if (this.inFlight.get(key) === reading) this.inFlight.delete(key);
      });
    for (const [key] of wanted) this.inFlight.set(key, reading);
    return reading;
  }

  /**
   * The cases passing a postal-code, city or register-number condition in `snapshot`, cached next to the term
   * sets (their keys cannot collide: FTS terms are quoted).
   */
  rowSet(snapshot: SearchSnapshot, condition: RowCondition): TermSet {
    const key = rowSetKey(condition);
    let set = this.terms.get(key);
    if (set) {
      this.termSetHits++;
    } else {
      set = loadRowSet(this.db, snapshot, condition);
      this.terms.put(key, set);
      this.termSetLoads++;
    }
    return set;
  }

  /**
   * A set of cases the search computes itself on the event loop (the exact company names of a query: the few
   * names beginning with it, checked in memory), cached under `key` like the sets of search words. Not counted
   * in `termSetLoads`, which counts the sets read from the FTS index and the filter indexes.
   */
  idSet(snapshot: SearchSnapshot, key: string, readIds: () => readonly number[]): TermSet {
    let set = this.terms.get(key);
    if (!set) {
      set = termSetOf(snapshot, Int32Array.from(readIds()));
      this.terms.put(key, set);
    }
    return set;
  }

  /**
   * The rows of `ids` in `snapshot` (which `current()` just returned, with no await since), in that order: kept
   * rows from memory, the others by `read` (which answers them in any order) and kept. Ids without a row are
   * left out. The rows are shared: callers map them, never change them.
   */
  caseRows(snapshot: SearchSnapshot, ids: readonly number[], read: (ids: readonly number[]) => CaseRow[]): CaseRow[] {
    if (snapshot !== this.snapshot) return inOrder(ids, read(ids));
    const missing = ids.filter((id) => !this.rows.has(id));
    if (missing.length === 0) return ids.map((id) => this.rows.get(id)!);
    const fresh = read(missing);
    for (const row of fresh) {
      // Kept on its second read only: the one-off rows of rare words would just age into the old generation.
      if (!this.seenOnce.delete(row.id)) {
        if (this.seenOnce.size >= SEEN_ONCE_KEPT) this.seenOnce.clear();
        this.seenOnce.add(row.id);
        continue;
      }
      if (this.rows.size >= CASE_ROWS_KEPT) this.rows.delete(this.rows.keys().next().value!);
      this.rows.set(row.id, row);
    }
    const fromRead = new Map(fresh.map((row) => [row.id, row]));
    return ids.flatMap((id) => this.rows.get(id) ?? fromRead.get(id) ?? []);
  }

  /**
   * `caseRows`, with the rows not kept read in the term-set thread, beside the event loop: a result page of rare
   * words is new rows (random pages of the file, their columns turned into objects), the largest part of such a
   * search left on the event loop, whose one core limits the requests per second. Rows the thread read at the
   * snapshot's generation belong to the page's ids (kept as `caseRows` keeps them); at another generation, without
   * a thread, or when it fails, they are read here as before.
   */
  async caseRowsBeside(
    snapshot: SearchSnapshot,
    ids: readonly number[],
    read: (ids: readonly number[]) => CaseRow[],
  ): Promise<CaseRow[]> {
    const thread = this.thread;
    const missing = snapshot === this.snapshot ? ids.filter((id) => !this.rows.has(id)) : ids;
    if (!thread || missing.length === 0) return this.caseRows(snapshot, ids, read);
    const answer = await thread.rows(missing).catch(() => null);
    if (!answer || answer.generation !== snapshot.generation) return this.caseRows(snapshot, ids, read);
    const byId = new Map(answer.rows.map((row) => [row.id, row]));
    return this.caseRows(snapshot, ids, (wanted) => {
      // A row kept when the thread was asked may have made room for others since: read here.
      const absent = wanted.filter((id) => !byId.has(id));
      return [...wanted.flatMap((id) => byId.get(id) ?? []), ...(absent.length > 0 ? read(absent) : [])];
    });
  }

  /** Builds the snapshot at once, blocking (start-up in tests, benchmarks). Returns whether it is current. */
  rebuildNow(): boolean {
    const started = performance.now();
    return this.install(
      this.unlessMissing(() => buildSnapshotNow(this.db)),
      started,
    );
  }

  /** Builds the snapshot in steps, yielding to other work between them. Resolves to whether it is current. */
  async rebuild(): Promise<boolean> {
    if (this.building || this.closed) return false;
    this.building = true;
    const started = performance.now();
    try {
      const builder = this.unlessMissing(() => buildSnapshot(this.db));
      if (!builder) return false;
      for (;;) {
        const step = this.unlessMissing(() => builder.next());
        if (!step) return false;
        if (step.done) return this.install(step.value, started);
        await new Promise((resolve) => setImmediate(resolve));
        if (this.closed) return false;
      }
    } finally {
      this.building = false;
    }
  }

  status(): SearchIndexStatus {
    const generation = this.generation();
    const snapshot = this.snapshot;
    const state = this.building
      ? 'building'
      : !snapshot
        ? this.lastBuildMs === null
          ? 'none'
          : 'stale'
        : snapshot.generation === generation
          ? 'ready'
          : 'stale';
    const snapshotBytes = snapshot?.bytes ?? 0;
    return {
      state,
      cases: snapshot?.size ?? null,
      generation: snapshot?.generation ?? null,
      lastBuildMs: this.lastBuildMs,
      bytes: snapshotBytes + this.terms.bytes,
      snapshotBytes,
      termSets: this.terms.size,
      termSetBytes: this.terms.bytes,
      termSetHits: this.termSetHits,
      termSetLoads: this.termSetLoads,
    };
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.drop();
  }

  /** Plans a rebuild once the read model has stopped changing for `quietMs`. */
  private refreshSoon(): void {
    if (this.timer || this.building || this.closed) return;
    const seen = this.generation();
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        // A connection closed under an index nobody closed (a test's) must not throw from a timer.
        if (!this.db.isOpen) return;
        if (this.generation() !== seen) return this.refreshSoon();
        void this.rebuild().then((current) => {
          this.misses = current ? 0 : this.misses + 1;
          if (!current) this.refreshSoon();
        });
      },
      this.options.quietMs * 2 ** Math.min(this.misses, 4),
    );
    this.timer.unref();
  }

  private install(snapshot: SearchSnapshot | undefined, started: number): boolean {
    if (!snapshot || this.closed) return false;
    this.drop();
    // Read afresh at the next search: a remembered generation older than the new snapshot's (another process
    // wrote meanwhile) would otherwise drop the snapshot just built.
    this.known = undefined;
    this.snapshot = snapshot;
    this.thread?.useSnapshot(snapshot);
    this.terms.budgetBytes = Math.max(0, this.options.memoryBytes - snapshot.bytes);
    this.lastBuildMs = Math.round(performance.now() - started);
    return true;
  }

  private drop(): void {
    this.snapshot = undefined;
    this.terms.clear();
    this.rows.clear();
    this.seenOnce.clear();
    this.termSetHits = 0;
    this.termSetLoads = 0;
  }

  /** The generation as last read, with the cases' write mark and the time of that read (`rememberGeneration`). */
  private known: { readonly generation: number | null; readonly mark: number; readonly atMs: number } | undefined;

  private generation(): number | null {
    const remember = this.options.rememberGeneration && !this.db.isTransaction;
    const mark = remember ? writeMark(this.db, CASES_WRITE_MARK) : 0;
    const now = remember ? performance.now() : 0;
    const known = this.known;
    if (remember && known && known.mark === mark && now - known.atMs < FOREIGN_WRITES_SEEN_WITHIN_MS) {
      return known.generation;
    }
    const generation = this.unlessMissing(() => readGeneration(this.db)) ?? null;
    if (remember) this.known = { generation, mark, atMs: now };
    return generation;
  }

  /** Runs a read of the read model; undefined when its tables do not exist yet (before the first setup). */
  private unlessMissing<T>(read: () => T): T | undefined {
    try {
      return read();
    } catch (error) {
      if (readModelMissing(error)) return undefined;
      throw error;
    }
  }
}

/** `rows` in the order of `ids` (ids without a row left out). */
function inOrder(ids: readonly number[], rows: readonly CaseRow[]): CaseRow[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The cache key of a filter condition's set (it cannot collide with an FTS term: those are quoted). */
function rowSetKey(condition: RowCondition): string {
  return `filter ${condition.key}`;
}
