import { Module, type Provider } from '@nestjs/common';
import { PORTFOLIO_NOTICE_MATCHER } from '../../alerts/portfolio-alerts/portfolio-notice-matcher.port.js';
import { readStoreProvider } from '../../platform/read-store/read-store-switch.js';
import { mongoPortfolioMatchStoreProvider } from '../matching-store/mongo/mongo-portfolio-match-store.js';
import { PORTFOLIO_MATCH_STORE, type PortfolioMatchStore } from '../matching-store/portfolio-match-store.port.js';
import { sqlitePortfolioMatchStoreProvider } from '../matching-store/sqlite/sqlite-portfolio-match-store.js';
import { mongoPortfolioRowStoreProvider } from '../rows/mongo/mongo-portfolio-row-store.js';
import { PORTFOLIO_ROW_STORE, type PortfolioRowStore } from '../rows/portfolio-row-store.port.js';
import { sqlitePortfolioRowStoreProvider } from '../rows/sqlite/sqlite-portfolio-row-store.js';
import { CASE_MATCH_SOURCE, type CaseMatchSource } from './case-source/case-match-source.port.js';
import { mongoCaseMatchSourceProvider } from './case-source/mongo/mongo-case-match-source.js';
import { sqliteCaseMatchSourceProvider } from './case-source/sqlite/sqlite-case-match-source.js';
import { PortfolioNoticeMatching } from './portfolio-notice-matching.js';
import { PORTFOLIO_ROW_SOURCE } from './portfolio-row-source.port.js';

/**
 * What the alert matcher needs to turn a new notice into portfolio alerts (issue #31): the notice matching and the
 * stores it reads, on the configured read store. The composition roots hand them to the matcher's module, so the
 * alerts module never imports the portfolios module: the API through `PortfolioNoticeModule`
 * (`AlertsModule.withPortfolios`), the alerts worker (distributed profile) as extra providers of its own module.
 */
export const portfolioNoticeProviders: Provider[] = [
  readStoreProvider<PortfolioRowStore>(PORTFOLIO_ROW_STORE, {
    sqlite: sqlitePortfolioRowStoreProvider,
    mongo: mongoPortfolioRowStoreProvider,
  }),
  { provide: PORTFOLIO_ROW_SOURCE, useExisting: PORTFOLIO_ROW_STORE },
  readStoreProvider<PortfolioMatchStore>(PORTFOLIO_MATCH_STORE, {
    sqlite: sqlitePortfolioMatchStoreProvider,
    mongo: mongoPortfolioMatchStoreProvider,
  }),
  readStoreProvider<CaseMatchSource>(CASE_MATCH_SOURCE, {
    sqlite: sqliteCaseMatchSourceProvider,
    mongo: mongoCaseMatchSourceProvider,
  }),
  PortfolioNoticeMatching,
  { provide: PORTFOLIO_NOTICE_MATCHER, useExisting: PortfolioNoticeMatching },
];

/** The notice matching as a module of its own for the API (its stores come from the global platform module). */
@Module({ providers: portfolioNoticeProviders, exports: [PORTFOLIO_NOTICE_MATCHER] })
export class PortfolioNoticeModule {}
