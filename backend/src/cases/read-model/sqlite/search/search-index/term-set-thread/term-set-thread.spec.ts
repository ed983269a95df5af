import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import type { CaseFilter } from '../../../../case-queries.port.js';
import { readRows } from '../../page-rows.js';
import { prefetchSearch, searchCases, searchPage } from '../../search-read-model.js';
import {
  compareWithReference,
  comparisonSearches,
  loadCasesProjection,
  randomReadModel,
  reference,
} from '../../search-read-model.test-kit.js';
import { SearchIndex } from '../search-index.js';
import { TermSetThread } from './term-set-thread.js';

// Under Jest the thread's code serves over an in-thread channel (no compiled worker file): same protocol, its own
// read-only connection to the same file, the lookup shared as in the worker.
beforeAll(loadCasesProjection);
// Read models of a file (a thread needs one), written case by case: slower than in memory.
// The comparison ranks every case in memory for each of its thousands of searches (the reference).
jest.setTimeout(300_000);

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'term-set-thread-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Every filter `compareWithReference` searches with, in order (its pages share the filter's term sets). */
function searchesOfTheComparison(): CaseFilter[] {
  return comparisonSearches().map(({ filter }) => filter);
}

describe('search term sets read in a thread', () => {
  it('give exactly the results of the plain statement, and the search then reads nothing on the event loop', async () => {
    const model = randomReadModel(1200, 7, join(dir, 'read-models.sqlite'));
    const index = new SearchIndex(model.db);
    expect(index.rebuildNow()).toBe(true);
    const thread = TermSetThread.start(join(dir, 'read-models.sqlite'))!;
    index.useThread(thread);
    try {
      for (const filter of searchesOfTheComparison()) await prefetchSearch(model.db, filter, index);
      const read = index.status();
      expect(read.termSetLoads).toBeGreaterThan(20);

      const compared = compareWithReference(model.db, (filter, page) => searchCases(model.db, filter, page, index));
      expect(compared).toBeGreaterThan(4000);
      expect(index.status().termSetLoads).toBe(read.termSetLoads);
      // The exact names of the queries came from the thread too: the search cached no set of its own.
      expect(index.status().termSets).toBe(read.termSets);
      // A common word's set came from the thread as a bitmap; small sets (a postal code) as lists of ranks.
      expect(index.termSet(index.current()!, '"bau"*').kind).toBe('bitmap');
      expect(index.status().termSetLoads).toBe(read.termSetLoads);
    } finally {
      index.close();
      await thread.close();
      model.db.close();
    }
  });

  it('drops a set read after the read model changed: it belongs to no snapshot', async () => {
    const model = randomReadModel(300, 11, join(dir, 'read-models.sqlite'));
    const index = new SearchIndex(model.db, { quietMs: 60_000 });
    expect(index.rebuildNow()).toBe(true);
    const thread = TermSetThread.start(join(dir, 'read-models.sqlite'))!;
    index.useThread(thread);
    try {
      const reading = prefetchSearch(model.db, { q: 'Müller' }, index);
      model.erase(model.idOf(4)); // before the thread reads: it reads the next generation
      await reading;
      expect(index.status()).toMatchObject({ state: 'stale', termSets: 0, termSetLoads: 0 });
      const found = searchCases(model.db, { q: 'Müller' }, { offset: 0, limit: 50 }, index);
      expect({ total: found.total, ids: found.rows.map((row) => row.id) }).toEqual(
        reference(model.db, { q: 'Müller' }, { offset: 0, limit: 50 }),
      );
    } finally {
      index.close();
      await thread.close();
      model.db.close();
    }
  });

  it('leave the search exact when the thread is gone: it reads the sets itself', async () => {
    const model = randomReadModel(300, 5, join(dir, 'read-models.sqlite'));
    const index = new SearchIndex(model.db);
    expect(index.rebuildNow()).toBe(true);
    const thread = TermSetThread.start(join(dir, 'read-models.sqlite'))!;
    index.useThread(thread);
    await thread.close();
    try {
      await prefetchSearch(model.db, { q: 'Bau', postalCode: '80' }, index);
      expect(index.status().termSetLoads).toBe(0);
      const found = searchCases(model.db, { q: 'Bau', postalCode: '80' }, { offset: 0, limit: 20 }, index);
      expect({ total: found.total, ids: found.rows.map((row) => row.id) }).toEqual(
        reference(model.db, { q: 'Bau', postalCode: '80' }, { offset: 0, limit: 20 }),
      );
      // The word as a prefix and as a whole word (by relevance), and the postal code.
      expect(index.status().termSetLoads).toBe(3);
    } finally {
      index.close();
      model.db.close();
    }
  });

  describe("a result page's rows read in the thread", () => {
    /** The ids of page 1 of `q` at the current snapshot, and a read on the event loop that counts its ids. */
    function pageOf(model: ReturnType<typeof randomReadModel>, index: SearchIndex, q: string) {
      const found = searchPage(model.db, { q }, { offset: 0, limit: 20 }, index);
      if (!('ids' in found)) throw new Error('no current snapshot');
      const readHere: number[] = [];
      const read = (ids: readonly number[]) => {
        readHere.push(...ids);
        return readRows(model.db, ids);
      };
      return { ...found, read, readHere };
    }

    it('are the rows the event loop would read, in the order of the page, and kept from their second read', async () => {
      const model = randomReadModel(400, 3, join(dir, 'read-models.sqlite'));
      const index = new SearchIndex(model.db, { quietMs: 60_000 });
      expect(index.rebuildNow()).toBe(true);
      const thread = TermSetThread.start(join(dir, 'read-models.sqlite'))!;
      index.useThread(thread);
      const asked = jest.spyOn(thread, 'rows');
      try {
        const page = pageOf(model, index, 'Bau');
        expect(page.ids.length).toBeGreaterThan(5);
        const expected = searchCases(model.db, { q: 'Bau' }, { offset: 0, limit: 20 }).rows;

        expect(await index.caseRowsBeside(page.snapshot, page.ids, page.read)).toEqual(expected);
        expect(await index.caseRowsBeside(page.snapshot, page.ids, page.read)).toEqual(expected);
        expect(asked).toHaveBeenCalledTimes(2);
        // Kept since their second read: neither the thread nor the event loop reads them again.
        expect(await index.caseRowsBeside(page.snapshot, page.ids, page.read)).toEqual(expected);
        expect(asked).toHaveBeenCalledTimes(2);
        expect(page.readHere).toEqual([]);
      } finally {
        index.close();
        await thread.close();
        model.db.close();
      }
    });

    it('read after the read model changed are not used: the page is read on the event loop', async () => {
      const model = randomReadModel(300, 11, join(dir, 'read-models.sqlite'));
      const index = new SearchIndex(model.db, { quietMs: 60_000 });
      expect(index.rebuildNow()).toBe(true);
      const thread = TermSetThread.start(join(dir, 'read-models.sqlite'))!;
      index.useThread(thread);
      try {
        const page = pageOf(model, index, 'Müller');
        const reading = index.caseRowsBeside(page.snapshot, page.ids, page.read);
        model.erase(page.ids[0]); // before the thread reads: it reads the next generation
        const rows = await reading;
        expect(page.readHere).toEqual(page.ids);
        // The erased case has no row any more; the others are there, in the page's order.
        expect(rows.map((row) => row.id)).toEqual(page.ids.slice(1));
      } finally {
        index.close();
        await thread.close();
        model.db.close();
      }
    });

    it('are read on the event loop when the thread is gone', async () => {
      const model = randomReadModel(300, 5, join(dir, 'read-models.sqlite'));
      const index = new SearchIndex(model.db);
      expect(index.rebuildNow()).toBe(true);
      const thread = TermSetThread.start(join(dir, 'read-models.sqlite'))!;
      index.useThread(thread);
      await thread.close();
      try {
        const page = pageOf(model, index, 'Bau');
        const rows = await index.caseRowsBeside(page.snapshot, page.ids, page.read);
        expect(rows.map((row) => row.id)).toEqual(page.ids);
        expect(page.readHere).toEqual(page.ids);
      } finally {
        index.close();
        model.db.close();
      }
    });
  });
});
