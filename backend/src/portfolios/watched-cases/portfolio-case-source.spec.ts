import { WatchedCaseSources } from '../../platform/watched-cases/watched-case-sources.js';
import type { PortfolioMatchStore } from '../matching-store/portfolio-match-store.port.js';
import type { PortfolioRowStore } from '../rows/portfolio-row-store.port.js';
import { PortfolioCaseSource, portfolioCaseLabel } from './portfolio-case-source.js';

/** A portfolio "Debitoren" whose `hits` rows (k:1…) are in state Treffer, row k:n with the hit case 100,000 + n. */
function portfolioWithHitRows(hits: number) {
  const rowIds = Array.from({ length: hits }, (_, i) => `k:${i + 1}`);
  const rows = { portfoliosOf: async () => [{ id: 'p1', name: 'Debitoren' }] } as unknown as PortfolioRowStore;
  const matches = {
    rowIdsInState: async (_id: string, _state: string, page: { offset: number; limit: number }) => ({
      rowIds: rowIds.slice(page.offset, page.offset + page.limit),
      total: rowIds.length,
    }),
    storedResults: async (_id: string, ids: readonly string[]) =>
      ids.map((rowId) => ({
        row: { customerNumber: rowId.slice(2), name: `Kunde ${rowId}` },
        hits: [{ caseId: 100_000 + Number(rowId.slice(2)) }],
      })),
  } as unknown as PortfolioMatchStore;
  return new PortfolioCaseSource(rows, matches, new WatchedCaseSources());
}

describe('portfolios as a source of "Meine Fristen" (issue #32)', () => {
  it('names the hit cases of every hit row of a large portfolio, each with its customer', async () => {
    const found = await portfolioWithHitRows(2_345).labelledCasesOf('user-1');
    expect(found).toHaveLength(2_345);
    expect(found.at(-1)).toEqual({ caseId: 102_345, label: 'Portfolio Debitoren · Kundennummer 2345' });
  });

  it('labels a portfolio row by customer number, else by name', () => {
    expect(portfolioCaseLabel('Debitoren 2026', { customerNumber: '40711', name: 'Kranich GmbH' })).toBe(
      'Portfolio Debitoren 2026 · Kundennummer 40711',
    );
    expect(portfolioCaseLabel('Debitoren 2026', { customerNumber: null, name: 'Kranich GmbH' })).toBe(
      'Portfolio Debitoren 2026 · Kranich GmbH',
    );
  });
});
