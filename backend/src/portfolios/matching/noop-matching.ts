import type { Provider } from '@nestjs/common';
import { PORTFOLIO_MATCHING, type PortfolioMatching } from './portfolio-matching.js';

/**
 * Placeholder until the matching (issue #31, helper 2) is merged: matches nothing, every row stays
 * 'Kein Treffer'. The lead replaces this provider with the real one.
 */
export const noopPortfolioMatchingProvider: Provider = {
  provide: PORTFOLIO_MATCHING,
  useValue: {
    matchPortfolio: async () => undefined,
    rematchRow: async (_portfolioId: string, rowId: string) => ({
      rowId,
      state: 'Kein Treffer',
      rule: null,
      hits: [],
      candidates: [],
      matchedAt: new Date(0).toISOString(),
    }),
  } satisfies PortfolioMatching,
};
