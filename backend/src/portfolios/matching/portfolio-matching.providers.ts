import type { Provider } from '@nestjs/common';
import { PORTFOLIO_NOTICE_MATCHER } from '../../alerts/portfolio-alerts/portfolio-notice-matcher.port.js';
import { readStoreProvider } from '../../platform/read-store/read-store-switch.js';
import { mongoPortfolioMatchStoreProvider } from '../matching-store/mongo/mongo-portfolio-match-store.js';
import { PORTFOLIO_MATCH_STORE, type PortfolioMatchStore } from '../matching-store/portfolio-match-store.port.js';
import { sqlitePortfolioMatchStoreProvider } from '../matching-store/sqlite/sqlite-portfolio-match-store.js';
import { CASE_MATCH_SOURCE, type CaseMatchSource } from './case-source/case-match-source.port.js';
import { mongoCaseMatchSourceProvider } from './case-source/mongo/mongo-case-match-source.js';
import { sqliteCaseMatchSourceProvider } from './case-source/sqlite/sqlite-case-match-source.js';
import { BackgroundPortfolioMatching, PORTFOLIO_MATCHING } from './portfolio-matching.js';
import { PortfolioNoticeMatching } from './portfolio-notice-matching.js';

/**
 * The portfolio matching's providers on the configured read store (READ_STORE), for the portfolios module. It
 * needs `PORTFOLIO_ROW_SOURCE` bound to the row store (`{ provide: PORTFOLIO_ROW_SOURCE, useExisting:
 * PORTFOLIO_ROW_STORE }`) and exports `PORTFOLIO_NOTICE_MATCHER` to wherever the alert matcher runs (the API's
 * alerts module and the alerts worker), which injects it optionally.
 */
export const portfolioMatchingProviders: Provider[] = [
  readStoreProvider<PortfolioMatchStore>(PORTFOLIO_MATCH_STORE, {
    sqlite: sqlitePortfolioMatchStoreProvider,
    mongo: mongoPortfolioMatchStoreProvider,
  }),
  readStoreProvider<CaseMatchSource>(CASE_MATCH_SOURCE, {
    sqlite: sqliteCaseMatchSourceProvider,
    mongo: mongoCaseMatchSourceProvider,
  }),
  BackgroundPortfolioMatching,
  { provide: PORTFOLIO_MATCHING, useExisting: BackgroundPortfolioMatching },
  PortfolioNoticeMatching,
  { provide: PORTFOLIO_NOTICE_MATCHER, useExisting: PortfolioNoticeMatching },
];
