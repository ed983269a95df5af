import type { MatchCandidate, MatchRule } from '../domain/matching/index.js';

// The contract's port (helper 2 implements it; the portfolio API reads it). Kept verbatim from the contract.
export const PORTFOLIO_MATCH_STORE = Symbol('PORTFOLIO_MATCH_STORE');
export type RowState = 'Treffer' | 'Prüfen' | 'Kein Treffer';
export interface RowMatchView {
  readonly rowId: string;
  readonly state: RowState;
  readonly rule: MatchRule | null;
  readonly hits: readonly MatchCandidate[];
  readonly candidates: readonly MatchCandidate[];
  readonly matchedAt: string;
}
export interface PortfolioMatchStore {
  /** Counts per state (rows the matching has not seen yet count as 'Kein Treffer'). */
  counts(portfolioId: string): Promise<Record<RowState, number>>;
  /** Results of these rows (missing rows: not matched yet). */
  resultsOf(portfolioId: string, rowIds: readonly string[]): Promise<RowMatchView[]>;
  /** Row ids in a state, paged, ordered by rowId. */
  rowIdsInState(
    portfolioId: string,
    state: RowState,
    page: { offset: number; limit: number },
  ): Promise<{ rowIds: string[]; total: number }>;
  /** Matching's progress of the portfolio's latest upload (the screen shows it). */
  progress(
    portfolioId: string,
  ): Promise<{ state: 'wartet' | 'läuft' | 'fertig'; done: number; total: number; uploadId: string | null }>;
  erasePortfolio(portfolioId: string): Promise<void>;
}
