import type { Provider } from '@nestjs/common';
import { PORTFOLIO_ROW_STORE, type PortfolioRowStore } from '../rows/portfolio-row-store.port.js';
import { PORTFOLIO_MATCH_STORE, type PortfolioMatchStore, type RowState } from './portfolio-match-store.port.js';

/**
 * Placeholder until the match store (issue #31, helper 2) is merged: no results, so every current row of a
 * portfolio is 'Kein Treffer' (the rows come from the row store). The lead replaces this provider.
 */
export class EmptyPortfolioMatchStore implements PortfolioMatchStore {
  constructor(private readonly rows: PortfolioRowStore) {}

  async counts(portfolioId: string): Promise<Record<RowState, number>> {
    const portfolio = await this.rows.portfolio(portfolioId);
    return { Treffer: 0, Prüfen: 0, 'Kein Treffer': portfolio?.rowCount ?? 0 };
  }

  async resultsOf(): Promise<[]> {
    return [];
  }

  async rowIdsInState(portfolioId: string, state: RowState, page: { offset: number; limit: number }) {
    if (state !== 'Kein Treffer') return { rowIds: [], total: 0 };
    const rowIds: string[] = [];
    let seen = 0;
    for await (const batch of this.rows.rowsOf(portfolioId, 1000)) {
      for (const row of batch) {
        if (seen >= page.offset && rowIds.length < page.limit) rowIds.push(row.rowId);
        seen++;
      }
    }
    return { rowIds, total: seen };
  }

  async progress(portfolioId: string) {
    const portfolio = await this.rows.portfolio(portfolioId);
    const total = portfolio?.rowCount ?? 0;
    return { state: 'fertig' as const, done: total, total, uploadId: portfolio?.currentUploadId ?? null };
  }

  async erasePortfolio(): Promise<void> {}
}

export const emptyPortfolioMatchStoreProvider: Provider = {
  provide: PORTFOLIO_MATCH_STORE,
  inject: [PORTFOLIO_ROW_STORE],
  useFactory: (rows: PortfolioRowStore) => new EmptyPortfolioMatchStore(rows),
};
