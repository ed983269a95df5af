import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { PortfolioAccess } from '../http/portfolio-access.js';
import { portfolioIdPipe, uploadIdPipe } from '../http/portfolio-id.pipe.js';
import { uploadView, type UploadView } from '../http/portfolio-views.js';
import { PortfoliosPlanGuard } from '../http/portfolios-plan.guard.js';
import { UPLOAD_VIEW_SCHEMA } from '../http/portfolio-openapi.js';

@ApiTags('portfolios')
@ApiBearerAuth()
@Controller('portfolios')
@UseGuards(PortfoliosPlanGuard)
export class GetUploadController {
  constructor(private readonly access: PortfolioAccess) {}

  @Get(':id/uploads/:uploadId')
  @ApiOperation({ summary: 'Stand eines Uploads: Zuordnung, Prüfung, Änderungen, Fortschritt' })
  @ApiOkResponse({ description: 'Stand des Uploads', schema: UPLOAD_VIEW_SCHEMA })
  @ApiProblems(401, 403, [404, 'Portfolio oder Upload nicht gefunden'])
  async get(
    @Param('id', portfolioIdPipe) portfolioId: string,
    @Param('uploadId', uploadIdPipe) uploadId: string,
    @CurrentCaller() caller: Caller,
  ): Promise<UploadView> {
    return uploadView(await this.access.upload(portfolioId, uploadId, caller.userId!));
  }
}
