import { DatabaseSync } from 'node:sqlite';
import { fixedClock } from '../../platform/clock/clock.js';
import { rowIdentity, storedRowKeys, type CandidateCase } from '../domain/matching/index.js';
import type { PortfolioRow } from '../domain/portfolio-row.js';
import { SqlitePortfolioMatchStore } from '../matching-store/sqlite/sqlite-portfolio-match-store.js';
import { InMemoryCaseSource } from '../test/in-memory-case-source.js';
import type { PortfolioRowStore } from '../rows/portfolio-row-store.port.js';
import { InMemoryPortfolioRows } from '../test/in-memory-portfolio-rows.js';
import { PortfolioWebhookFeed } from '../webhook-feed/portfolio-webhook-feed.js';
import { BackgroundPortfolioMatching } from './portfolio-matching.js';
import { PortfolioNoticeMatching } from './portfolio-notice-matching.js';

const row = (rowId: string, fields: Partial<PortfolioRow> & { name: string }) => ({
  rowId,
  customerNumber: rowId.slice(2),
  legalForm: null,
  street: null,
  postalCode: null,
  city: null,
  registerCourt: null,
  registerType: null,
  registerNumber: null,
  vatId: null,
  ...fields,
});

const aCase = (caseId: number, fields: Partial<CandidateCase> & { companyName: string }): CandidateCase => ({
  caseId,
  legalForm: null,
  postalCode: null,
  city: null,
  registerCourt: null,
  registerType: null,
  registerNumber: null,
  court: 'Amtsgericht Köln',
  caseNumber: `71 IN ${caseId}/26`,
  publicationDate: '2026-11-20',
  ...fields,
});

function setUp() {
  const rows = new InMemoryPortfolioRows();
  rows.setRows('p1', [
    row('k:10042', {
      name: 'Müller Bau GmbH',
      postalCode: '50667',
      city: 'Köln',
      registerCourt: 'AG Köln',
      registerNumber: 'HRB 1234',
    }),
    row('k:10043', { name: 'Schröder Haustechnik GmbH u. Co. KG', postalCode: '44135', city: 'Dortmund' }),
    row('k:10044', { name: 'Becker Elektrotechnik GmbH', postalCode: '80331', city: 'München' }),
  ]);
  rows.portfolios.set('p1', { ownerId: 'u1', name: 'Debitoren', mode: 'täglich' });
  const cases = new InMemoryCaseSource([
    aCase(1, {
      companyName: 'Mueller Bau GmbH',
      postalCode: '50667',
      city: 'Köln',
      registerCourt: 'Amtsgericht Köln',
      registerType: 'HRB',
      registerNumber: '1234',
    }),
    aCase(2, { companyName: 'Schroeder Haustechnik GmbH & Co. KG', postalCode: '44135', city: 'Dortmund' }),
    aCase(3, { companyName: 'Becker Elektrotechnik GmbH', postalCode: '01067', city: 'Dresden' }),
  ]);
  const store = new SqlitePortfolioMatchStore(new DatabaseSync(':memory:'));
  const clock = fixedClock('2026-11-28T10:00:00.000Z');
  const matching = new BackgroundPortfolioMatching(rows, cases, store, clock);
  return { rows, cases, store, matching, notices: new PortfolioNoticeMatching(store, rows, cases) };
}

describe('portfolio matching', () => {
  it('matches every row of an upload in the background and reports the progress', async () => {
    const { store, matching } = setUp();
    await matching.matchPortfolio('p1', 'upload-1');
    await matching.settled('p1');
    expect(await store.progress('p1')).toEqual({ state: 'fertig', done: 3, total: 3, uploadId: 'upload-1' });
    expect(await store.counts('p1')).toEqual({ Treffer: 2, Prüfen: 1, 'Kein Treffer': 0 });
    const [mueller] = await store.resultsOf('p1', ['k:10042']);
    expect(mueller).toMatchObject({ state: 'Treffer', rule: 'register', hits: [{ caseId: 1 }] });
    // The namesake in Dresden is offered for review, never a hit.
    expect(await store.resultsOf('p1', ['k:10044'])).toMatchObject([{ state: 'Prüfen', candidates: [{ caseId: 3 }] }]);
  });

  it('writes every row of a portfolio larger than a write batch with its own case and keys', async () => {
    // 2,100 rows: past one write of 2,000 and its slices of 250, each row judged after the rows before it let go.
    const word = (i: number) =>
      [0, 1, 2, 3].map((d) => String.fromCharCode(97 + (Math.floor(i / 26 ** d) % 26))).join('');
    const rows = new InMemoryPortfolioRows();
    const many = Array.from({ length: 2_100 }, (_, i) =>
      row(`k:${20_000 + i}`, { name: `Baufirma ${word(i)} GmbH`, postalCode: String(40_000 + i), city: 'Köln' }),
    );
    rows.setRows('p2', many);
    const cases = new InMemoryCaseSource(
      many.map((r, i) => aCase(i + 1, { companyName: r.name, postalCode: r.postalCode, city: 'Köln' })),
    );
    const store = new SqlitePortfolioMatchStore(new DatabaseSync(':memory:'));
    const matching = new BackgroundPortfolioMatching(rows, cases, store, fixedClock('2026-11-28T10:00:00.000Z'));
    await matching.matchPortfolio('p2', 'upload-1');
    await matching.settled('p2');
    expect(await store.counts('p2')).toEqual({ Treffer: 2_100, Prüfen: 0, 'Kein Treffer': 0 });
    const results = await store.resultsOf(
      'p2',
      many.map((r) => r.rowId),
    );
    expect(results.filter((r, i) => r.hits[0]?.caseId !== i + 1)).toEqual([]);
    // The first row of the batch and the last row of the run are found by their company key.
    const nameKeyOf = (at: number) => storedRowKeys(rowIdentity(many[at]!)).find((key) => key.startsWith('name:'))!;
    expect(await store.rowsForKeys([nameKeyOf(0), nameKeyOf(2_099)], 10)).toEqual([
      { portfolioId: 'p2', rowId: 'k:20000' },
      { portfolioId: 'p2', rowId: 'k:22099' },
    ]);
  });

  it('ignores a second call for the same upload and lets a newer upload replace the run', async () => {
    const { rows, store, matching } = setUp();
    await matching.matchPortfolio('p1', 'upload-1');
    await matching.matchPortfolio('p1', 'upload-1');
    rows.setRows('p1', [row('k:10042', { name: 'Müller Bau GmbH', postalCode: '50667' })]);
    await matching.matchPortfolio('p1', 'upload-2');
    await matching.settled('p1');
    expect(await store.progress('p1')).toMatchObject({ state: 'fertig', total: 1, uploadId: 'upload-2' });
    expect((await store.resultsOf('p1', ['k:10042', 'k:10043', 'k:10044'])).map((r) => r.rowId)).toEqual(['k:10042']);
  });

  it('re-evaluates a row at once after a decision: rejected is gone, confirmed is a hit', async () => {
    const { rows, store, matching } = setUp();
    await matching.matchPortfolio('p1', 'upload-1');
    await matching.settled('p1');
    rows.decide('p1', 'k:10044', 3, 'confirmed');
    expect(await matching.rematchRow('p1', 'k:10044')).toMatchObject({
      state: 'Treffer',
      rule: 'decision',
      hits: [{ caseId: 3 }],
    });
    rows.decide('p1', 'k:10044', 3, 'rejected');
    expect(await matching.rematchRow('p1', 'k:10044')).toMatchObject({
      state: 'Kein Treffer',
      hits: [],
      candidates: [],
    });
    expect(await store.counts('p1')).toEqual({ Treffer: 2, Prüfen: 0, 'Kein Treffer': 1 });
  });

  it('matches a new notice against the stored rows and names the customer and the rule', async () => {
    const { store, matching, notices } = setUp();
    await matching.matchPortfolio('p1', 'upload-1');
    await matching.settled('p1');
    const newNotice = aCase(7, { companyName: 'Becker Elektrotechnik GmbH', postalCode: '80331', city: 'München' });
    const hits = await notices.matchCase(newNotice, '2026-11-29T08:00:00.000Z');
    expect(hits).toEqual([
      {
        state: 'Treffer',
        portfolioId: 'p1',
        rowId: 'k:10044',
        customerNumber: '10044',
        name: 'Becker Elektrotechnik GmbH',
        ruleLabel: 'Name und PLZ',
        reason: 'Name und PLZ 80331 stimmen überein',
      },
    ]);
    expect(await store.resultsOf('p1', ['k:10044'])).toMatchObject([{ state: 'Treffer', hits: [{ caseId: 7 }] }]);
    // The same notice again (at-least-once delivery) answers the same.
    expect(await notices.matchCase(newNotice, '2026-11-29T08:00:01.000Z')).toEqual(hits);
    // The same name with another legal form at the same place is a candidate to review: answered as "Prüfen"
    // (webhooks send it, the mails name hits only).
    expect(
      await notices.matchCase(
        aCase(9, { companyName: 'Becker Elektrotechnik KG', postalCode: '80331', city: 'München' }),
        '2026-11-29T08:30:00.000Z',
      ),
    ).toMatchObject([{ state: 'Prüfen', portfolioId: 'p1', rowId: 'k:10044', customerNumber: '10044' }]);
    // What webhooks read of it afterwards: the row is a "Treffer" of case 7 and holds case 9 to review.
    const feed = new PortfolioWebhookFeed({} as PortfolioRowStore, store);
    expect(await feed.rowsOfCase('p1', 7, 100)).toMatchObject([
      {
        rowId: 'k:10044',
        customerNumber: '10044',
        name: 'Becker Elektrotechnik GmbH',
        state: 'Treffer',
        ruleLabel: 'Name und PLZ',
        reason: 'Name und PLZ 80331 stimmen überein',
      },
    ]);
    expect(await feed.rowsOfCase('p1', 9, 100)).toMatchObject([{ rowId: 'k:10044', state: 'Prüfen' }]);
    expect(await feed.rowsOfCase('p1', 999, 100)).toEqual([]);
    // A near-namesake elsewhere alerts nobody.
    expect(
      await notices.matchCase(
        aCase(8, { companyName: 'Becker Elektro GmbH', city: 'Kiel' }),
        '2026-11-29T09:00:00.000Z',
      ),
    ).toEqual([]);
  });

  it('keeps a notice that arrived while a run streamed: the newer evaluation wins over the run', async () => {
    const { cases, store, matching, notices } = setUp();
    await matching.matchPortfolio('p1', 'upload-1');
    await matching.settled('p1');
    // The next run's stream is read before the notice's case exists and held until the notice is written.
    let streaming!: () => void;
    const reached = new Promise<void>((resolve) => (streaming = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const snapshot = [...cases.cases];
    cases.allCases = async function* () {
      streaming();
      await gate;
      yield snapshot;
    };
    await matching.matchPortfolio('p1', 'upload-2');
    await reached;
    const newNotice = aCase(7, { companyName: 'Becker Elektrotechnik GmbH', postalCode: '80331', city: 'München' });
    cases.cases.push(newNotice);
    expect(await notices.matchCase(newNotice, '2026-11-29T08:00:00.000Z')).toMatchObject([{ rowId: 'k:10044' }]);
    release();
    await matching.settled('p1');
    expect(await store.progress('p1')).toMatchObject({ state: 'fertig', uploadId: 'upload-2' });
    const [becker] = await store.resultsOf('p1', ['k:10044']);
    expect(becker).toMatchObject({ state: 'Treffer', hits: [{ caseId: 7 }], candidates: [{ caseId: 3 }] });
    // Rows the notice did not touch are the run's.
    expect(await store.resultsOf('p1', ['k:10042'])).toMatchObject([{ state: 'Treffer', hits: [{ caseId: 1 }] }]);
  });

  it('evaluates a notice again when the row was written between its read and its write', async () => {
    const { store, matching, notices } = setUp();
    await matching.matchPortfolio('p1', 'upload-1');
    await matching.settled('p1');
    // Another writer (a run, a second notice) stores the row after the notice read it: case 9 for review.
    const save = store.saveResults.bind(store);
    const storedResults = store.storedResults.bind(store);
    let interfered = false;
    store.storedResults = async (portfolioId, rowIds) => {
      const read = await storedResults(portfolioId, rowIds);
      if (!interfered && rowIds.includes('k:10044')) {
        interfered = true;
        const [before] = read;
        const namesake = aCase(9, { companyName: 'Becker Elektrotechnik GmbH', postalCode: '20095', city: 'Hamburg' });
        await save('p1', 'upload-1', [
          { ...before!, cases: [...before!.cases, namesake], matchedAt: '2026-11-29T07:00:00.000Z' },
        ]);
      }
      return read;
    };
    const newNotice = aCase(7, { companyName: 'Becker Elektrotechnik GmbH', postalCode: '80331', city: 'München' });
    await notices.matchCase(newNotice, '2026-11-29T08:00:00.000Z');
    const [stored] = await storedResults('p1', ['k:10044']);
    expect(stored).toMatchObject({ state: 'Treffer', hits: [{ caseId: 7 }] });
    expect(stored!.cases.map((c) => c.caseId).sort()).toEqual([3, 7, 9]);
  });
});
