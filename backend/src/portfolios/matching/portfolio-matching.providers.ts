import type { Provider } from '@nestjs/common';
import { portfolioNoticeProviders } from './portfolio-notice.providers.js';
import { BackgroundPortfolioMatching, PORTFOLIO_MATCHING } from './portfolio-matching.js';

/**
 * The portfolios module's stores and matching on the configured read store (READ_STORE): the row store, the match
 * store and the case source (`portfolioNoticeProviders`, shared with the alert matcher's notice matching) and the
 * background matching of whole portfolios (`PORTFOLIO_MATCHING`).
 */
export const portfolioMatchingProviders: Provider[] = [
  ...portfolioNoticeProviders,
  BackgroundPortfolioMatching,
  { provide: PORTFOLIO_MATCHING, useExisting: BackgroundPortfolioMatching },
];
