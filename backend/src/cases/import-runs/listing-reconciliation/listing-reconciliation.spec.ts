import { pickedForRecheck, singleRowCases, vanishedByCase, withdrawals } from './listing-reconciliation.js';

const live = new Map([
  ['l-1', 'ag-koeln~1-in-1-26'],
  ['l-2', 'ag-koeln~2-in-2-26'],
  ['l-3', 'ag-koeln~2-in-2-26'],
  ['l-4', 'ag-bonn~3-in-3-26'],
]);

describe('listing reconciliation', () => {
  it('fetches again a share of the recorded rows, another share each run', () => {
    const rows = Array.from({ length: 2000 }, (_, i) => `row-${i}`);
    const first = rows.filter((r) => pickedForRecheck(r, 'run-1', 0.1));
    const second = rows.filter((r) => pickedForRecheck(r, 'run-2', 0.1));
    expect(first.length).toBeGreaterThan(150);
    expect(first.length).toBeLessThan(250);
    expect(first).not.toEqual(second);
    expect(rows.filter((r) => pickedForRecheck(r, 'run-1', 0.1))).toEqual(first);
    expect(pickedForRecheck('row-1', 'run-1', 0)).toBe(false);
    expect(pickedForRecheck('row-1', 'run-1', 1)).toBe(true);
  });

  it('fetches again only rows of cases with one recorded row that day', () => {
    expect(singleRowCases(live)).toEqual(new Set(['ag-koeln~1-in-1-26', 'ag-bonn~3-in-3-26']));
  });

  it('groups the vanished rows by case', () => {
    expect(vanishedByCase(live, new Set(['l-1', 'l-3']))).toEqual(
      new Map([
        ['ag-koeln~2-in-2-26', ['l-2']],
        ['ag-bonn~3-in-3-26', ['l-4']],
      ]),
    );
  });

  it('withdraws vanished rows only from a complete listing that did not drop by more than a few rows', () => {
    const listed = new Set(['l-1', 'l-2', 'l-3']);
    expect(withdrawals(live, listed, { complete: true, withdrawMaxRows: 5 })).toEqual({
      kind: 'withdraw',
      rows: [{ fingerprint: 'l-4', caseKey: 'ag-bonn~3-in-3-26' }],
    });
    expect(withdrawals(live, listed, { complete: false, withdrawMaxRows: 5 })).toMatchObject({ kind: 'skip' });
    expect(withdrawals(live, new Set(), { complete: true, withdrawMaxRows: 3 })).toEqual({
      kind: 'skip',
      reason: '4 recorded rows vanished at once (partial listing?)',
    });
    expect(withdrawals(live, new Set(live.keys()), { complete: false, withdrawMaxRows: 0 })).toEqual({
      kind: 'withdraw',
      rows: [],
    });
  });
});
