import { Module } from '@nestjs/common';
import { readStoreProvider } from '../platform/read-store/read-store-switch.js';
import { ConfirmUploadController } from './confirm-upload/confirm-upload.controller.js';
import { CreatePortfolioController } from './create-portfolio/create-portfolio.controller.js';
import { DeletePortfolioController } from './delete-portfolio/delete-portfolio.controller.js';
import { PortfolioErasure } from './delete-portfolio/portfolio-erasure.js';
import { DiscardUploadController } from './discard-upload/discard-upload.controller.js';
import { ExportHitsController } from './export-hits/export-hits.controller.js';
import { GetUploadController } from './get-upload/get-upload.controller.js';
import { PortfolioAccess } from './http/portfolio-access.js';
import { PortfolioViews } from './http/portfolio-views.js';
import { PortfoliosPlanGuard } from './http/portfolios-plan.guard.js';
import { RowViews } from './http/row-views.js';
import { ListPortfoliosController } from './list-portfolios/list-portfolios.controller.js';
import { ListRowsController } from './list-rows/list-rows.controller.js';
import { portfolioMatchingProviders } from './matching/portfolio-matching.providers.js';
import { PORTFOLIO_ROW_SOURCE } from './matching/portfolio-row-source.port.js';
import { PortfolioCommands } from './portfolio-commands.js';
import { RecordDecisionController } from './record-decision/record-decision.controller.js';
import { mongoPortfolioRowStoreProvider } from './rows/mongo/mongo-portfolio-row-store.js';
import { PORTFOLIO_ROW_STORE, type PortfolioRowStore } from './rows/portfolio-row-store.port.js';
import { sqlitePortfolioRowStoreProvider } from './rows/sqlite/sqlite-portfolio-row-store.js';
import { SetMappingController } from './set-mapping/set-mapping.controller.js';
import { UpdatePortfolioController } from './update-portfolio/update-portfolio.controller.js';
import { UploadFileController } from './upload-file/upload-file.controller.js';
import { PortfolioUploadJobs } from './uploads/portfolio-upload-jobs.js';

/**
 * Portfolios (issue #31): a Pro user's customer lists, uploaded as CSV or XLSX and matched against the cases.
 * The portfolio's life is its stream `portfolio-<id>`; rows, uploads and decisions are in the row store; the
 * upload steps run as background jobs in the API process, as does the matching (`PORTFOLIO_MATCHING`, results in
 * the `PORTFOLIO_MATCH_STORE`). `PORTFOLIO_NOTICE_MATCHER` (new notices → portfolio alerts) is provided here; the
 * alert matcher injects it optionally and gets it only where its module can see it.
 */
@Module({
  controllers: [
    ListPortfoliosController,
    CreatePortfolioController,
    UpdatePortfolioController,
    DeletePortfolioController,
    UploadFileController,
    GetUploadController,
    SetMappingController,
    ConfirmUploadController,
    DiscardUploadController,
    ListRowsController,
    RecordDecisionController,
    ExportHitsController,
  ],
  providers: [
    readStoreProvider<PortfolioRowStore>(PORTFOLIO_ROW_STORE, {
      sqlite: sqlitePortfolioRowStoreProvider,
      mongo: mongoPortfolioRowStoreProvider,
    }),
    // The matching reads the rows, decisions and owners through its narrow view of the row store.
    { provide: PORTFOLIO_ROW_SOURCE, useExisting: PORTFOLIO_ROW_STORE },
    ...portfolioMatchingProviders,
    PortfoliosPlanGuard,
    PortfolioCommands,
    PortfolioAccess,
    PortfolioViews,
    RowViews,
    PortfolioErasure,
    PortfolioUploadJobs,
  ],
})
export class PortfoliosModule {}
