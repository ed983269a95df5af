import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { CaseStreams } from '../cases/domain/events.js';
import { STREAM_NAME_KEY } from '../platform/config/stream-name-key.js';
import { PortfolioAlertCases } from './alerts/portfolio-alert-cases.js';
import { PortfolioDigest } from './alerts/portfolio-digest.js';
import { PortfolioImmediateMails } from './alerts/portfolio-immediate-mails.js';
import { ConfirmUploadController } from './confirm-upload/confirm-upload.controller.js';
import { CreatePortfolioController } from './create-portfolio/create-portfolio.controller.js';
import { DeletePortfolioController } from './delete-portfolio/delete-portfolio.controller.js';
import { PortfolioErasure } from './delete-portfolio/portfolio-erasure.js';
import { PortfolioAccountEraser } from './erase-account/portfolio-account-eraser.js';
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
import { PortfolioCommands } from './portfolio-commands.js';
import { RecordDecisionController } from './record-decision/record-decision.controller.js';
import { SetMappingController } from './set-mapping/set-mapping.controller.js';
import { UpdatePortfolioController } from './update-portfolio/update-portfolio.controller.js';
import { UploadFileController } from './upload-file/upload-file.controller.js';
import { PortfolioUploadJobs } from './uploads/portfolio-upload-jobs.js';
import { ResumePortfolioMatching } from './resume-matching/resume-matching.js';
import { PortfolioCaseSource } from './watched-cases/portfolio-case-source.js';
import { SwitchOffPortfolioMailsHandler } from './switch-off-mails/switch-off-mails.command-handler.js';

/**
 * Portfolios (issue #31): a Pro user's customer lists, uploaded as CSV or XLSX and matched against the cases.
 * The portfolio's life is its stream `portfolio-<id>`; rows, uploads and decisions are in the row store; the
 * upload steps run as background jobs in the API process, as does the matching (`PORTFOLIO_MATCHING`, results in
 * the `PORTFOLIO_MATCH_STORE`). New notices become portfolio alerts in the alert matcher, which gets the notice
 * matching from the composition root (`PortfolioNoticeModule`, `portfolioNoticeProviders`).
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
    // The row store, the match store and the case source, the notice and the background matching.
    ...portfolioMatchingProviders,
    PortfoliosPlanGuard,
    PortfolioCommands,
    PortfolioAccess,
    PortfolioViews,
    RowViews,
    PortfolioErasure,
    // The account's erasure erases its portfolios (registered in the platform's AccountDataErasers).
    PortfolioAccountEraser,
    PortfolioUploadJobs,
    ResumePortfolioMatching,
    // Alerts from portfolios (issue #31): immediate mails and the daily mail, from the match log.
    { provide: CaseStreams, inject: [STREAM_NAME_KEY], useFactory: (key: string) => new CaseStreams(key) },
    PortfolioAlertCases,
    PortfolioImmediateMails,
    PortfolioDigest,
    // "Meine Fristen" (issue #32): the hit cases of the portfolios' rows are watched cases.
    PortfolioCaseSource,
    // A portfolio mail's unsubscribe link (platform/unsubscribe).
    SwitchOffPortfolioMailsHandler,
  ],
})
export class PortfoliosModule {
  /**
   * The module with the portfolio alerts' source: `matchLog` exports `MATCH_LOG` (the alerts module, whose matcher
   * logs a portfolio's new hits). Named by the composition root: modules do not import each other.
   */
  static consuming(matchLog: Type<unknown> | DynamicModule): DynamicModule {
    return { module: PortfoliosModule, imports: [matchLog] };
  }
}
