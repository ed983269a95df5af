import type { RowMatchView } from '../matching-store/portfolio-match-store.port.js';

// The contract's port (helper 2 implements it; the upload job and the decisions call it).
export const PORTFOLIO_MATCHING = Symbol('PORTFOLIO_MATCHING');
export interface PortfolioMatching {
  /** Starts (in the background, returns at once) matching every row of the portfolio against all current cases. */
  matchPortfolio(portfolioId: string, uploadId: string): Promise<void>;
  /** Re-evaluates one row now (after a user's decision), so the answer to the decision shows the new state. */
  rematchRow(portfolioId: string, rowId: string): Promise<RowMatchView>;
}
