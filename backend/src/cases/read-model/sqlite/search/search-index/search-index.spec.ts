import { jest } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../../../../platform/sqlite/open-database.js';
import { FOREIGN_WRITES_SEEN_WITHIN_MS } from '../../../../../platform/sqlite/write-marks.js';
import { SeedCaseIds } from '../../../../test/case-ids.js';
import { testNotice } from '../../../../test/notice-factory.js';
import { searchCases } from '../search-read-model.js';
import {
  compareWithReference,
  loadCasesProjection,
  randomReadModel,
  ReadModel,
  reference,
} from '../search-read-model.test-kit.js';
import { bitmapFor, countAll, selectAll, setBit } from './rank-bitmap.js';
import { SearchIndex } from './search-index.js';
import { RanksById } from './ranks-by-id.js';
import { buildSnapshot, readGeneration } from './search-snapshot.js';
import { TermSetCache, termSetBytes } from './term-sets.js';

beforeAll(loadCasesProjection);

describe('rank bitmaps', () => {
  it('count and select exactly the ranks in every set within [lo, hi), at any word boundary', () => {
    const size = 200;
    const a = bitmapFor(size);
    const b = bitmapFor(size);
    const c = bitmapFor(size);
    const inA = (r: number) => r % 3 !== 0;
    const inB = (r: number) => r % 5 !== 1;
    for (let r = 0; r < size; r++) {
      if (inA(r)) setBit(a, r);
      if (inB(r)) setBit(b, r);
      if (r % 7 !== 2) setBit(c, r);
    }
    for (const [lo, hi] of [
      [0, 200],
      [0, 32],
      [31, 33],
      [32, 64],
      [5, 5],
      [63, 199],
      [100, 90],
    ]) {
      const expected = Array.from({ length: Math.max(0, hi - lo) }, (_, i) => lo + i).filter((r) => inA(r) && inB(r));
      expect(countAll([a, b], lo, hi)).toBe(expected.length);
      expect(selectAll([a, b], lo, hi, 0, 1000)).toEqual(expected);
      expect(selectAll([a, b], lo, hi, 7, 9)).toEqual(expected.slice(7, 16));
      const inC = (r: number) => r % 7 !== 2;
      const all3 = expected.filter(inC);
      expect(countAll([a, b, c], lo, hi)).toBe(all3.length);
      expect(countAll([a, b, c, c], lo, hi)).toBe(all3.length);
      expect(selectAll([a, b, c], lo, hi, 3, 1000)).toEqual(all3.slice(3));
      expect(countAll([a], lo, hi)).toBe(
        Array.from({ length: Math.max(0, hi - lo) }, (_, i) => lo + i).filter(inA).length,
      );
      expect(selectAll([a], lo, hi, 0, 1000)).toEqual(
        Array.from({ length: Math.max(0, hi - lo) }, (_, i) => lo + i).filter(inA),
      );
    }
  });
});

describe('term set cache', () => {
  it('keeps the most recently used sets within its memory budget', () => {
    const cache = new TermSetCache(100);
    const set = (n: number) => ({ kind: 'ranks' as const, ranks: new Int32Array(n) });
    cache.put('a', set(10)); // 40 bytes
    cache.put('b', set(10));
    expect(cache.get('a')).toBeDefined(); // a is now the most recent
    cache.put('c', set(10)); // 120 bytes: b goes
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.bytes).toBe(80);
    cache.put('huge', set(1000)); // larger than the budget: not cached, nothing evicted
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(2);
  });
});

describe('ranks by id', () => {
  it('finds the rank of every id and -1 for any other, for hashed, sequential and clustered ids', () => {
    const seedIds = new SeedCaseIds();
    const sequences: Record<string, number[]> = {
      hashed: Array.from({ length: 3000 }, (_, i) => seedIds.idFor(`amtsgericht köln|${i} in 1/26`)),
      sequential: Array.from({ length: 3000 }, (_, i) => i + 1),
      strided: Array.from({ length: 3000 }, (_, i) => 100_000_000 + i * 4096),
      // Nearly all in the first slice of the id range: one long slice, searched by halves.
      clustered: [...Array.from({ length: 2999 }, (_, i) => 100_000_000 + i), 999_999_999],
      one: [999_999_999],
      none: [],
    };
    for (const [name, ids] of Object.entries(sequences)) {
      // Runs of descending ids, as a snapshot's days are: ids dealt to 7 runs of uneven length.
      const runs: number[][] = Array.from({ length: 7 }, () => []);
      ids.forEach((id, i) => runs[(i * i) % 7].push(id));
      const idsByRank = Int32Array.from(runs.flatMap((run) => run.sort((a, b) => b - a)));
      const runStarts = Int32Array.from([0, ...runs.map((_, i) => runs.slice(0, i + 1).flat().length)]);
      const builder = RanksById.build(idsByRank, runStarts, 500);
      let steps = 0;
      let next = builder.next();
      for (; !next.done; next = builder.next()) steps++;
      const byId = next.value;
      expect({ name, steps }).toEqual({ name, steps: Math.floor(ids.length / 500) });
      const misplaced = Array.from(idsByRank).filter((id, rank) => byId.rankOf(id) !== rank);
      expect({ name, misplaced }).toEqual({ name, misplaced: [] });
      const others = [0, -1, 99_999_999, 100_003_001, 1_000_000_000, 2 ** 31 + 7, 4_294_967_295].filter(
        (id) => !ids.includes(id),
      );
      expect({ name, found: others.map((id) => byId.rankOf(id)) }).toEqual({ name, found: others.map(() => -1) });
      // The bulk form agrees with the one-by-one lookup, ids in any order and unknown ids included.
      const asked = Int32Array.from([...others, ...Array.from(idsByRank).reverse()]);
      expect({ name, bulk: Array.from(byId.ranksOf(asked)) }).toEqual({
        name,
        bulk: Array.from(asked, (id) => byId.rankOf(id)),
      });
      expect(Array.from(byId.ranksOf(idsByRank)).every((rank, i) => rank === i)).toBe(true);
      // Sized by the number of cases only: 8 bytes per case and a directory of 1 to 2.
      expect(byId.byteLength).toBeGreaterThanOrEqual(ids.length * 9);
      expect(byId.byteLength).toBeLessThanOrEqual(ids.length * 10 + 8);
    }
  });
});

describe('SearchIndex', () => {
  it('is sized by the number of cases, not by the range of their ids (hashes over 100,000,000–999,999,999)', () => {
    const model = randomReadModel(3000, 13);
    // The ids are those an import reserves: spread over nearly all of the nine-digit range.
    const ids = model.caseIds;
    expect(Math.min(...ids)).toBeLessThan(110_000_000);
    expect(Math.max(...ids)).toBeGreaterThan(990_000_000);
    const index = new SearchIndex(model.db);
    const arrayBuffers = process.memoryUsage().arrayBuffers;
    expect(index.rebuildNow()).toBe(true);
    const grown = process.memoryUsage().arrayBuffers - arrayBuffers;
    const status = index.status();
    const cases = status.cases!;
    expect(cases).toBe(3000 - 131); // every 23rd is erased
    // Allocated: tens of kilobytes, not gigabytes (a margin for unrelated buffers of the test runner).
    expect(grown).toBeLessThan(cases * 24 + 256 * 1024);
    // Reported: 4 bytes of order and 9 to 10 from id to rank per case, a bit per case and facet, the day starts.
    expect(status.snapshotBytes).toBeGreaterThanOrEqual(cases * 13);
    expect(status.snapshotBytes).toBeLessThanOrEqual(cases * 16);
    expect(status.bytes).toBe(status.snapshotBytes);
    expect(grown).toBeLessThan(status.snapshotBytes + 256 * 1024);

    // Term sets count too.
    const snapshot = index.current()!;
    const sets = ['"bau"*', '"5100"*', '"zuse"*'].map((match) => index.termSet(snapshot, match));
    const termBytes = sets.reduce((sum, set) => sum + termSetBytes(set), 0);
    expect(index.status()).toMatchObject({ bytes: status.snapshotBytes + termBytes, termSetBytes: termBytes });
    for (const [rank, id] of snapshot.idsByRank.entries()) expect(snapshot.rankOf(id)).toBe(rank);
    index.close();
  });

  it('keeps the snapshot and its cached term sets within its memory budget', () => {
    const model = randomReadModel(3000, 17);
    const probe = new SearchIndex(model.db);
    probe.rebuildNow();
    const budget = probe.status().snapshotBytes + 1000; // room for two bitmaps of these 2,869 cases
    probe.close();
    const index = new SearchIndex(model.db, { memoryBytes: budget });
    expect(index.rebuildNow()).toBe(true);
    const snapshot = index.current()!;
    const words = ['bau', 'bauer', 'müller', 'mueller', 'schmidt', 'schneider', 'logistik', 'handel', 'zuse'];
    for (const word of words) {
      index.termSet(snapshot, `"${word}"*`);
      expect(index.status().bytes).toBeLessThanOrEqual(budget);
    }
    expect(index.status().termSets).toBeGreaterThan(0);
    expect(index.status().termSets).toBeLessThan(words.length);
    index.close();
  });

  it('gives exactly the results of the plain statement, with bitmaps and with lists of ranks', () => {
    const model = randomReadModel(1200, 7);
    const index = new SearchIndex(model.db);
    expect(index.rebuildNow()).toBe(true);
    const compared = compareWithReference(model.db, (filter, page) => {
      expect(index.current()).toBeDefined();
      return searchCases(model.db, filter, page, index);
    });
    expect(compared).toBeGreaterThan(4000);
    // Common words became bitmaps, rare ones lists of ranks.
    const snapshot = index.current()!;
    expect(index.termSet(snapshot, '"bau"*').kind).toBe('bitmap');
    expect(index.termSet(snapshot, '"5100"*').kind).toBe('ranks');
    expect(index.status()).toMatchObject({
      state: 'ready',
      cases: reference(model.db, {}, { offset: 0, limit: 0 }).total,
      generation: readGeneration(model.db),
    });
    index.close();
  });

  it('pages a prefix with few whole-word matches (and a word with many) exactly as the plain statement', () => {
    const model = new ReadModel();
    const states = ['BY', 'NW', 'BE'] as const;
    // 100 of 4,000 names begin with "Müll" (few enough to be a list of ranks), 9 of them have it as a word.
    const names = (n: number) =>
      n % 40 !== 0
        ? `Nordlicht ${n} KG`
        : n % 2000 === 0
          ? 'Müll GmbH'
          : n % 520 === 0
            ? `Müll Service ${n} GmbH`
            : `Müllerbau ${n} GmbH`;
    for (let n = 1; n <= 4000; n++) {
      model.add(
        testNotice({
          debtorName: names(n),
          caseNumber: `${10 + (n % 5)} IN ${n}/26`,
          state: states[n % 3],
          publicationDate: `2026-11-${String(1 + (n % 20)).padStart(2, '0')}`,
        }),
      );
    }
    const index = new SearchIndex(model.db);
    expect(index.rebuildNow()).toBe(true);
    let compared = 0;
    for (const q of ['Müll', 'mue', 'Müllerbau']) {
      for (const filter of [{ q }, { q, state: 'BY' }]) {
        for (const page of [
          { offset: 0, limit: 5 },
          { offset: 0, limit: 20 },
          { offset: 5, limit: 5 },
          { offset: 14, limit: 10 },
          { offset: 95, limit: 20 },
        ]) {
          const found = searchCases(model.db, filter, page, index);
          expect({ total: found.total, ids: found.rows.map((row) => row.id) }).toEqual(
            reference(model.db, filter, page),
          );
          compared++;
        }
      }
    }
    expect(compared).toBe(30);
    index.close();
  });

  it('is not used once the read model changed, and is exact again after a rebuild', () => {
    const model = randomReadModel(300, 11);
    const index = new SearchIndex(model.db, { quietMs: 60_000 });
    expect(index.rebuildNow()).toBe(true);
    const before = searchCases(model.db, { q: 'Müller' }, { offset: 0, limit: 50 }, index);

    // A later notice moves case 2 to the top; case 4 is erased.
    model.publish(
      model.idOf(2),
      testNotice({ debtorName: 'Müller Neu GmbH', caseNumber: '10 IN 2/26', publicationDate: '2026-11-30' }),
    );
    model.erase(model.idOf(4));
    expect(index.current()).toBeUndefined();
    expect(index.status().state).toBe('stale');
    const during = searchCases(model.db, { q: 'Müller' }, { offset: 0, limit: 50 }, index);
    expect({ total: during.total, ids: during.rows.map((row) => row.id) }).toEqual(
      reference(model.db, { q: 'Müller' }, { offset: 0, limit: 50 }),
    );
    expect(during.rows[0].id).toBe(model.idOf(2));
    expect(during.rows.map((row) => row.id)).not.toEqual(before.rows.map((row) => row.id));

    expect(index.rebuildNow()).toBe(true);
    expect(index.current()).toBeDefined();
    compareWithReference(model.db, (filter, page) => searchCases(model.db, filter, page, index));
    index.close();
  });

  it('remembers the generation between searches: a write of this process ends the snapshot at once, one of another connection within the bound', () => {
    const dir = mkdtempSync(join(tmpdir(), 'search-generation-'));
    const model = randomReadModel(60, 17, join(dir, 'read-models.sqlite'));
    const other = openDatabase(join(dir, 'read-models.sqlite'));
    let nowMs = 1_000;
    const clock = jest.spyOn(performance, 'now').mockImplementation(() => nowMs);
    try {
      const index = new SearchIndex(model.db, { quietMs: 60_000, rememberGeneration: true });
      expect(index.rebuildNow()).toBe(true);
      expect(index.current()).toBeDefined();

      // Written by this process's projection (its store raises the cases' write mark): stale at the next search.
      model.publish(model.idOf(2), testNotice({ debtorName: 'Später GmbH', publicationDate: '2026-11-30' }));
      expect(index.current()).toBeUndefined();
      expect(index.rebuildNow()).toBe(true);
      expect(index.current()).toBeDefined();

      // Written by another connection (`npm run replay` beside the app): seen once the bound has passed.
      other.prepare("UPDATE rm_cases SET company_name = 'Fremd GmbH' WHERE id = ?").run(model.idOf(3));
      nowMs += FOREIGN_WRITES_SEEN_WITHIN_MS - 1;
      expect(index.current()).toBeDefined();
      // A snapshot built meanwhile (at the newer generation) is current at once, not dropped for the remembered one.
      expect(index.rebuildNow()).toBe(true);
      expect(index.current()?.generation).toBe(readGeneration(model.db));
      other.prepare("UPDATE rm_cases SET company_name = 'Noch fremder GmbH' WHERE id = ?").run(model.idOf(3));
      nowMs += FOREIGN_WRITES_SEEN_WITHIN_MS;
      expect(index.current()).toBeUndefined();
      index.close();

      // Without remembering, every search reads the generation.
      const plain = new SearchIndex(model.db, { quietMs: 60_000 });
      expect(plain.rebuildNow()).toBe(true);
      other.prepare("UPDATE rm_cases SET company_name = 'Noch einmal GmbH' WHERE id = ?").run(model.idOf(3));
      expect(plain.current()).toBeUndefined();
      plain.close();
    } finally {
      clock.mockRestore();
      other.close();
      model.db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("reads an identifier's cases once per snapshot, and again after a write: a new case with the number shows", () => {
    const model = randomReadModel(300, 13);
    const index = new SearchIndex(model.db, { quietMs: 60_000 });
    const q = '77 IN 4711/26';
    model.add(
      testNotice({ debtorName: 'Erste Akten GmbH', caseNumber: q, state: 'BY', publicationDate: '2026-11-01' }),
    );
    expect(index.rebuildNow()).toBe(true);
    const page = { offset: 0, limit: 20 };
    const names = (filter: { q: string; state?: string }) =>
      searchCases(model.db, filter, page, index).rows.map((row) => row.company_name);
    expect(names({ q })).toEqual(['Erste Akten GmbH']);
    expect(names({ q })).toEqual(['Erste Akten GmbH']);
    // Filters that leave none: the number exists, so the answer is empty (not its words' cases).
    expect(searchCases(model.db, { q, state: 'HH' }, page, index)).toEqual({ total: 0, rows: [] });

    model.add(
      testNotice({
        debtorName: 'Zweite Akten GmbH',
        caseNumber: q,
        court: 'Amtsgericht Hamburg',
        state: 'HH',
        publicationDate: '2026-11-02',
      }),
    );
    expect(index.rebuildNow()).toBe(true);
    expect(names({ q })).toEqual(['Zweite Akten GmbH', 'Erste Akten GmbH']);
    expect(names({ q, state: 'HH' })).toEqual(['Zweite Akten GmbH']);
    expect(searchCases(model.db, { q }, page, index).total).toBe(reference(model.db, { q }, page).total);
    index.close();
  });

  it('keeps the rows of result pages only while they are current: a later notice shows after the rebuild', () => {
    const model = randomReadModel(60, 5);
    const index = new SearchIndex(model.db, { quietMs: 60_000 });
    expect(index.rebuildNow()).toBe(true);
    const all = { offset: 0, limit: 100 };
    const nameOf = (found: ReturnType<typeof searchCases>, id: number) =>
      found.rows.find((row) => row.id === id)?.company_name;
    // A row is kept on its second read.
    for (let read = 0; read < 2; read++) {
      expect(nameOf(searchCases(model.db, {}, all, index), model.idOf(7))).not.toBe('Zuse Neu GmbH');
    }

    model.publish(model.idOf(7), testNotice({ debtorName: 'Zuse Neu GmbH', publicationDate: '2026-11-30' }));
    model.erase(model.idOf(8));
    expect(index.rebuildNow()).toBe(true);
    const after = searchCases(model.db, {}, all, index);
    expect(after.rows[0]).toMatchObject({ id: model.idOf(7), company_name: 'Zuse Neu GmbH' });
    expect(after.rows.some((row) => row.id === model.idOf(8))).toBe(false);
    expect(after.rows).toEqual(searchCases(model.db, {}, all).rows);
    index.close();
  });

  it('is not used inside an open transaction, whose writes may still be rolled back', () => {
    const model = randomReadModel(50, 3);
    const index = new SearchIndex(model.db, { quietMs: 60_000 });
    index.rebuildNow();
    model.db.exec('BEGIN');
    try {
      expect(index.current()).toBeUndefined();
    } finally {
      model.db.exec('ROLLBACK');
    }
    expect(index.current()).toBeDefined();
    index.close();
  });

  it('gives up a build in steps when the read model changes between two steps', () => {
    const model = randomReadModel(200, 5);
    const builder = buildSnapshot(model.db, 10);
    expect(builder.next().done).toBe(false);
    model.erase(model.idOf(1));
    let step = builder.next();
    while (!step.done) step = builder.next();
    expect(step.value).toBeUndefined();

    const untouched = buildSnapshot(model.db, 10);
    let steps = 0;
    let next = untouched.next();
    for (; !next.done; next = untouched.next()) steps++;
    expect(steps).toBeGreaterThan(5);
    expect(next.value?.size).toBe(200 - 9 - 1);
  });

  it('rebuilds by itself once the writes pause, between requests', async () => {
    const model = randomReadModel(100, 9);
    const index = new SearchIndex(model.db, { quietMs: 5 });
    expect(index.current()).toBeUndefined(); // nothing built yet: plans a rebuild
    await waitFor(() => index.current() !== undefined);
    model.erase(model.idOf(2));
    expect(index.current()).toBeUndefined();
    await waitFor(() => index.current() !== undefined);
    expect(index.current()?.rankOf(model.idOf(2))).toBe(-1);
    await expect(index.rebuild()).resolves.toBe(true);
    index.close();
    await expect(index.rebuild()).resolves.toBe(false);
  });

  it('answers without a read model (a fresh data directory) and builds an empty one', () => {
    const index = new SearchIndex(openDatabase(':memory:'), { quietMs: 60_000 });
    expect(index.current()).toBeUndefined();
    expect(index.rebuildNow()).toBe(false);
    expect(index.status()).toMatchObject({ state: 'none', cases: null });
    index.close();

    const empty = new ReadModel();
    const onEmpty = new SearchIndex(empty.db, { quietMs: 60_000 });
    expect(onEmpty.rebuildNow()).toBe(true);
    expect(searchCases(empty.db, { q: 'Müller', state: 'BY' }, { offset: 0, limit: 5 }, onEmpty)).toEqual({
      total: 0,
      rows: [],
    });
    expect(searchCases(empty.db, {}, { offset: 0, limit: 5 }, onEmpty)).toEqual({ total: 0, rows: [] });
    onEmpty.close();
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(condition()).toBe(true);
}
