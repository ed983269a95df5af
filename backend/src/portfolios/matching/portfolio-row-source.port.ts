import type { PortfolioMode } from '../domain/events.js';
import type { Verdict } from '../domain/matching/index.js';
import type { PortfolioRow } from '../domain/portfolio-row.js';

/**
 * What the matching reads of the PortfolioRowStore (helper 1's `PORTFOLIO_ROW_STORE`,
 * rows/portfolio-row-store.port.ts): a narrow view of it, so that matching depends on these four reads only.
 * The portfolios module binds this token to the row store (`useExisting: PORTFOLIO_ROW_STORE`).
 */
export const PORTFOLIO_ROW_SOURCE = Symbol('PORTFOLIO_ROW_SOURCE');

export interface SourcedPortfolioRow extends PortfolioRow {
  readonly rowId: string;
}

export interface PortfolioRowSource {
  /** Every current row of the portfolio, in batches. */
  rowsOf(portfolioId: string, batchSize: number): AsyncIterable<SourcedPortfolioRow[]>;
  rowsById(portfolioId: string, rowIds: readonly string[]): Promise<SourcedPortfolioRow[]>;
  /** The user's decisions of a portfolio: rowId → caseId → verdict. */
  decisionsOf(portfolioId: string): Promise<ReadonlyMap<string, ReadonlyMap<number, Verdict>>>;
  /** The portfolio's owner, name and alert mode (null once deleted). */
  portfolio(
    portfolioId: string,
  ): Promise<{ readonly ownerId: string; readonly name: string; readonly mode: PortfolioMode } | null>;
}
