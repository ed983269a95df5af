import type { CandidateCase } from '../../domain/matching/index.js';
import type { PortfolioRow } from '../../domain/portfolio-row.js';
import type { PortfolioMatchStore, StoredRowResult } from '../portfolio-match-store.port.js';

const AT = '2026-11-02T09:00:00.000Z';

const row = (name: string, postalCode: string | null = null): PortfolioRow => ({
  customerNumber: null,
  name,
  legalForm: null,
  street: null,
  postalCode,
  city: null,
  registerCourt: null,
  registerType: null,
  registerNumber: null,
  vatId: null,
});

const aCase = (caseId: number, companyName: string): CandidateCase => ({
  caseId,
  companyName,
  legalForm: 'GmbH',
  postalCode: '50667',
  city: 'Köln',
  registerCourt: 'Amtsgericht Köln',
  registerType: 'HRB',
  registerNumber: String(caseId),
  court: 'Amtsgericht Köln',
  caseNumber: `71 IN ${caseId}/26`,
  publicationDate: '2026-11-20',
});

const hit = (rowId: string, name: string, caseId: number, keys?: string[]): StoredRowResult => ({
  rowId,
  state: 'Treffer',
  rule: 'register',
  hits: [
    { caseId, rule: 'register', score: 1, reason: `Registereintrag HRB ${caseId}, Amtsgericht Köln stimmt überein` },
  ],
  candidates: [],
  matchedAt: '2026-11-28T10:00:00.000Z',
  row: row(name, '50667'),
  cases: [aCase(caseId, name)],
  keys,
});

const review = (rowId: string, name: string, caseId: number, keys?: string[]): StoredRowResult => ({
  rowId,
  state: 'Prüfen',
  rule: null,
  hits: [],
  candidates: [{ caseId, rule: 'similarName', score: 0.9, reason: 'Name 90 % ähnlich, PLZ 50667 gleich' }],
  matchedAt: '2026-11-28T10:00:00.000Z',
  row: row(name),
  cases: [aCase(caseId, name)],
  keys,
});

const none = (rowId: string, name: string, keys?: string[]): StoredRowResult => ({
  rowId,
  state: 'Kein Treffer',
  rule: null,
  hits: [],
  candidates: [],
  matchedAt: '2026-11-28T10:00:00.000Z',
  row: row(name),
  cases: [],
  keys,
});

/** The contract of `PortfolioMatchStore`, run against each adapter. */
export function portfolioMatchStoreContract(open: () => Promise<PortfolioMatchStore>): void {
  let store: PortfolioMatchStore;
  beforeEach(async () => {
    store = await open();
  });

  it('answers "wartet" and no results for a portfolio never matched', async () => {
    expect(await store.progress('p1')).toEqual({ state: 'wartet', done: 0, total: 0, uploadId: null });
    expect(await store.counts('p1')).toEqual({ Treffer: 0, Prüfen: 0, 'Kein Treffer': 0 });
    expect(await store.resultsOf('p1', ['k:1'])).toEqual([]);
  });

  it('reports a run, counts rows not seen yet as "Kein Treffer", and pages rows per state by rowId', async () => {
    await store.startRun('p1', 'u1', 5, AT);
    await store.saveResults('p1', 'u1', [hit('k:2', 'Müller Bau GmbH', 11), hit('k:1', 'Rheinufer Logistik GmbH', 12)]);
    await store.saveResults('p1', 'u1', [review('k:3', 'Becker Elektro GmbH', 13)]);
    await store.advanceRun('p1', 'u1', 3, AT);
    expect(await store.progress('p1')).toEqual({ state: 'läuft', done: 3, total: 5, uploadId: 'u1' });
    expect(await store.counts('p1')).toEqual({ Treffer: 2, Prüfen: 1, 'Kein Treffer': 2 });
    expect(await store.rowIdsInState('p1', 'Treffer', { offset: 0, limit: 1 })).toEqual({ rowIds: ['k:1'], total: 2 });
    expect(await store.rowIdsInState('p1', 'Treffer', { offset: 1, limit: 10 })).toEqual({ rowIds: ['k:2'], total: 2 });
    // Filtered by the cases the screen's filters leave.
    expect(await store.rowIdsInState('p1', 'Treffer', { offset: 0, limit: 10 }, [11, 99])).toEqual({
      rowIds: ['k:2'],
      total: 1,
    });
    expect(await store.rowIdsInState('p1', 'Prüfen', { offset: 0, limit: 10 }, [])).toEqual({ rowIds: [], total: 0 });
    await store.finishRun('p1', 'u1');
    expect(await store.progress('p1')).toEqual({ state: 'fertig', done: 5, total: 5, uploadId: 'u1' });
  });

  it("keeps the views, rows and cases as written, and replaces a row's result", async () => {
    await store.startRun('p1', 'u1', 2, AT);
    const first = review('k:7', 'Becker Elektro GmbH', 21);
    await store.saveResults('p1', 'u1', [first, none('k:8', 'Zander Feinkost GmbH')]);
    const { row, cases, keys, ...firstView } = first;
    expect(await store.resultsOf('p1', ['k:7', 'k:9'])).toEqual([firstView]);
    expect(await store.storedResults('p1', ['k:7'])).toEqual([{ ...firstView, row, cases }]);
    expect(keys).toBeUndefined();
    await store.saveResults('p1', 'u1', [hit('k:7', 'Becker Elektro GmbH', 21)]);
    expect(await store.resultsOf('p1', ['k:7'])).toMatchObject([{ state: 'Treffer', rule: 'register' }]);
  });

  it('finds rows of every portfolio by key, skips crowded weak keys and keeps keys a later write leaves out', async () => {
    await store.startRun('p1', 'u1', 3, AT);
    await store.startRun('p2', 'u2', 1, AT);
    await store.saveResults('p1', 'u1', [
      none('k:1', 'Müller Bau GmbH', ['name:muller bau', 'word:bau', 'word:muller']),
      none('k:2', 'Bau Schmidt GmbH', ['name:bau schmidt', 'word:bau', 'word:schmidt']),
      none('k:3', 'Müller Bau GmbH', ['name:muller bau', 'word:bau', 'word:muller']),
    ]);
    await store.saveResults('p2', 'u2', [none('k:1', 'Müller Bau GmbH', ['name:muller bau', 'reg:koln|HRB|1234'])]);
    const refs = (keys: string[], max: number) =>
      store.rowsForKeys(keys, max).then((found) => found.map((r) => `${r.portfolioId}/${r.rowId}`).sort());
    expect(await refs(['name:muller bau'], 1)).toEqual(['p1/k:1', 'p1/k:3', 'p2/k:1']);
    expect(await refs(['word:bau'], 2)).toEqual([]);
    expect(await refs(['word:bau', 'word:schmidt'], 2)).toEqual(['p1/k:2']);
    expect(await refs(['word:bau'], 3)).toEqual(['p1/k:1', 'p1/k:2', 'p1/k:3']);
    expect(await refs(['reg:koln|HRB|1234'], 0)).toEqual(['p2/k:1']);
    // A decision's re-evaluation writes no keys: the row stays findable.
    await store.saveResults('p2', 'u2', [hit('k:1', 'Müller Bau GmbH', 5)]);
    expect(await refs(['reg:koln|HRB|1234'], 0)).toEqual(['p2/k:1']);
    // New keys replace the old ones.
    await store.saveResults('p1', 'u1', [none('k:2', 'Bau Schmidt GmbH', ['name:schmidt bau'])]);
    expect(await refs(['word:schmidt'], 5)).toEqual([]);
    expect(await refs(['name:schmidt bau'], 5)).toEqual(['p1/k:2']);
    // Keys written apart from the results (the initial matching) replace them the same way.
    await store.saveKeys('p1', [{ rowId: 'k:2', keys: ['name:bau schmidt', 'word:schmidt'] }]);
    expect(await refs(['name:schmidt bau'], 5)).toEqual([]);
    expect(await refs(['name:bau schmidt', 'word:schmidt'], 5)).toEqual(['p1/k:2']);
    const [stored] = await store.storedResults('p1', ['k:2']);
    expect(stored?.state).toBe('Kein Treffer');
  });

  it('finds runs whose process stopped reporting, and lets exactly one process take such a run over', async () => {
    await store.startRun('p1', 'u1', 5, '2026-11-02T08:00:00.000Z');
    await store.startRun('p2', 'u2', 5, '2026-11-02T08:00:00.000Z');
    await store.startRun('p3', 'u3', 5, '2026-11-02T08:00:00.000Z');
    // p2 advanced lately, p3 reported during a long phase, p4 finished long ago.
    await store.advanceRun('p2', 'u2', 2, '2026-11-02T08:58:00.000Z');
    await store.reportRunAlive('p3', 'u3', '2026-11-02T08:57:00.000Z');
    await store.startRun('p4', 'u4', 1, '2026-11-02T07:00:00.000Z');
    await store.finishRun('p4', 'u4');
    const before = '2026-11-02T08:55:00.000Z';
    expect(await store.staleRuns(before)).toEqual([{ portfolioId: 'p1', uploadId: 'u1' }]);
    // Not another upload's run, and only once: the second process finds it alive.
    expect(await store.takeOverRun('p1', 'u0', before, AT)).toBe(false);
    expect(await store.takeOverRun('p1', 'u1', before, AT)).toBe(true);
    expect(await store.takeOverRun('p1', 'u1', before, AT)).toBe(false);
    expect(await store.staleRuns(before)).toEqual([]);
    expect(await store.progress('p1')).toEqual({ state: 'läuft', done: 0, total: 5, uploadId: 'u1' });
    // A finished run reports nothing more.
    await store.reportRunAlive('p4', 'u4', AT);
    expect(await store.staleRuns('2026-11-03T00:00:00.000Z')).toEqual([
      { portfolioId: 'p1', uploadId: 'u1' },
      { portfolioId: 'p2', uploadId: 'u2' },
      { portfolioId: 'p3', uploadId: 'u3' },
    ]);
  });

  it('drops at the end of a run the rows of the older upload it did not write (removed rows)', async () => {
    await store.startRun('p1', 'u1', 2, AT);
    await store.saveResults('p1', 'u1', [
      hit('k:1', 'Müller Bau GmbH', 11, ['name:muller bau']),
      hit('k:2', 'Rheinufer Logistik GmbH', 12, ['name:rheinufer logistik']),
    ]);
    await store.finishRun('p1', 'u1');
    await store.startRun('p1', 'u2', 1, AT);
    await store.saveResults('p1', 'u2', [hit('k:1', 'Müller Bau GmbH', 11, ['name:muller bau'])]);
    // A run replaced by a newer upload neither moves the progress nor ends it.
    await store.advanceRun('p1', 'u1', 2, AT);
    await store.finishRun('p1', 'u1');
    expect(await store.progress('p1')).toEqual({ state: 'läuft', done: 0, total: 1, uploadId: 'u2' });
    await store.finishRun('p1', 'u2');
    expect((await store.resultsOf('p1', ['k:1', 'k:2'])).map((r) => r.rowId)).toEqual(['k:1']);
    expect(await store.rowsForKeys(['name:rheinufer logistik'], 10)).toEqual([]);
    expect(await store.counts('p1')).toEqual({ Treffer: 1, Prüfen: 0, 'Kein Treffer': 0 });
  });

  it('erases a portfolio with its results, keys and progress, and leaves the others', async () => {
    await store.startRun('p1', 'u1', 1, AT);
    await store.startRun('p2', 'u2', 1, AT);
    await store.saveResults('p1', 'u1', [hit('k:1', 'Müller Bau GmbH', 11, ['name:muller bau'])]);
    await store.saveResults('p2', 'u2', [hit('k:1', 'Müller Bau GmbH', 11, ['name:muller bau'])]);
    await store.erasePortfolio('p1');
    expect(await store.resultsOf('p1', ['k:1'])).toEqual([]);
    expect(await store.progress('p1')).toMatchObject({ state: 'wartet', uploadId: null });
    expect(await store.rowsForKeys(['name:muller bau'], 10)).toEqual([{ portfolioId: 'p2', rowId: 'k:1' }]);
  });
}
