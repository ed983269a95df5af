import { Controller, Delete, HttpCode, Inject, Param, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { UploadNotReady } from '../domain/errors.js';
import { PortfolioAccess } from '../http/portfolio-access.js';
import { portfolioIdPipe, uploadIdPipe } from '../http/portfolio-id.pipe.js';
import { PortfoliosPlanGuard } from '../http/portfolios-plan.guard.js';
import { PORTFOLIO_ROW_STORE, type PortfolioRowStore } from '../rows/portfolio-row-store.port.js';

@ApiTags('portfolios')
@ApiBearerAuth()
@Controller('portfolios')
@UseGuards(PortfoliosPlanGuard)
export class DiscardUploadController {
  constructor(
    private readonly access: PortfolioAccess,
    @Inject(PORTFOLIO_ROW_STORE) private readonly store: PortfolioRowStore,
  ) {}

  @Delete(':id/uploads/:uploadId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Nicht übernommenen Upload verwerfen (mit der Datei)' })
  @ApiNoContentResponse({ description: 'Upload verworfen' })
  @ApiProblems(401, 403, [404, 'Portfolio oder Upload nicht gefunden'], [409, 'Upload wird gerade übernommen'])
  async discard(
    @Param('id', portfolioIdPipe) portfolioId: string,
    @Param('uploadId', uploadIdPipe) uploadId: string,
    @CurrentCaller() caller: Caller,
  ): Promise<void> {
    const upload = await this.access.upload(portfolioId, uploadId, caller.userId!);
    if (upload.state === 'wird übernommen' || upload.state === 'übernommen') {
      throw new UploadNotReady('Ein übernommener Upload kann nicht mehr verworfen werden.');
    }
    await this.store.discardUpload(uploadId);
  }
}
