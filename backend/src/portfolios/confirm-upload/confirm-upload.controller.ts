import { Controller, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { InvalidPortfolio, PortfolioRowLimitExceeded, UploadNotReady } from '../domain/errors.js';
import { PortfolioAccess } from '../http/portfolio-access.js';
import { portfolioIdPipe, uploadIdPipe } from '../http/portfolio-id.pipe.js';
import { uploadView, type UploadView } from '../http/portfolio-views.js';
import { PortfoliosPlanGuard } from '../http/portfolios-plan.guard.js';
import { PORTFOLIO_ROW_STORE, type PortfolioRowStore } from '../rows/portfolio-row-store.port.js';
import { PortfolioUploadJobs } from '../uploads/portfolio-upload-jobs.js';
import { UPLOAD_VIEW_SCHEMA } from '../http/portfolio-openapi.js';

/**
 * The user takes the checked upload: refused when the account would pass its plan's row limit (nothing is
 * imported then); otherwise the rows are replaced in the background ('wird übernommen' → 'übernommen').
 */
@ApiTags('portfolios')
@ApiBearerAuth()
@Controller('portfolios')
@UseGuards(PortfoliosPlanGuard)
export class ConfirmUploadController {
  constructor(
    private readonly access: PortfolioAccess,
    private readonly jobs: PortfolioUploadJobs,
    @Inject(PORTFOLIO_ROW_STORE) private readonly store: PortfolioRowStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Post(':id/uploads/:uploadId/confirm')
  @HttpCode(202)
  @ApiOperation({ summary: 'Geprüften Upload übernehmen (ersetzt die Zeilen des Portfolios)' })
  @ApiAcceptedResponse({ description: 'Übernahme gestartet', schema: UPLOAD_VIEW_SCHEMA })
  @ApiProblems(
    401,
    403,
    [404, 'Portfolio oder Upload nicht gefunden'],
    [409, 'Upload noch nicht bereit'],
    [422, 'Die Zeilengrenze des Tarifs würde überschritten'],
  )
  async confirm(
    @Param('id', portfolioIdPipe) portfolioId: string,
    @Param('uploadId', uploadIdPipe) uploadId: string,
    @CurrentCaller() caller: Caller,
  ): Promise<UploadView> {
    const ownerId = caller.userId!;
    const portfolio = await this.access.portfolio(portfolioId, ownerId);
    const upload = await this.access.upload(portfolioId, uploadId, ownerId);
    if (upload.state !== 'bereit' || !upload.validation) {
      throw new UploadNotReady('Der Upload ist noch nicht geprüft und kann noch nicht übernommen werden.');
    }
    if (upload.validation.valid === 0) {
      throw new InvalidPortfolio('Die Datei enthält keine gültige Zeile. Bitte korrigieren Sie die Datei.');
    }
    const wouldHave = (await this.store.usedRows(ownerId)) - portfolio.rowCount + upload.validation.valid;
    if (wouldHave > this.config.portfolios.maxRows) {
      throw new PortfolioRowLimitExceeded(wouldHave, this.config.portfolios.maxRows);
    }
    await this.store.updateUpload(
      uploadId,
      { state: 'wird übernommen', progress: { done: 0, total: upload.validation.valid } },
      this.clock.now().toISOString(),
    );
    this.jobs.poke();
    return uploadView((await this.store.upload(uploadId))!);
  }
}
