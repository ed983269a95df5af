import { BadRequestException, Body, Controller, HttpCode, Inject, Param, Put, UseGuards } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { UploadNotReady } from '../domain/errors.js';
import { PORTFOLIO_FIELDS, type PortfolioField } from '../domain/portfolio-row.js';
import { checkMapping } from '../file-import/column-mapping.js';
import { PortfolioAccess } from '../http/portfolio-access.js';
import { portfolioIdPipe, uploadIdPipe } from '../http/portfolio-id.pipe.js';
import { uploadView, type UploadView } from '../http/portfolio-views.js';
import { PortfoliosPlanGuard } from '../http/portfolios-plan.guard.js';
import { SetMappingRequest } from '../http/portfolio.request.js';
import { PORTFOLIO_ROW_STORE, type PortfolioRowStore, type UploadMapping } from '../rows/portfolio-row-store.port.js';
import { columnMapping, fullMapping } from '../uploads/upload-steps.js';
import { PortfolioUploadJobs } from '../uploads/portfolio-upload-jobs.js';
import { UPLOAD_VIEW_SCHEMA } from '../http/portfolio-openapi.js';

const NAME_REQUIRED = 'Bitte ordnen Sie die Spalte „Name“ zu.';

/** The mapping the user confirmed or fixed; validation and diff then run in the background. */
@ApiTags('portfolios')
@ApiBearerAuth()
@Controller('portfolios')
@UseGuards(PortfoliosPlanGuard)
export class SetMappingController {
  constructor(
    private readonly access: PortfolioAccess,
    private readonly jobs: PortfolioUploadJobs,
    @Inject(PORTFOLIO_ROW_STORE) private readonly store: PortfolioRowStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Put(':id/uploads/:uploadId/mapping')
  @HttpCode(202)
  @ApiOperation({ summary: 'Spaltenzuordnung festlegen; Prüfung und Vergleich laufen im Hintergrund' })
  @ApiAcceptedResponse({ description: 'Zuordnung gespeichert; die Zeilen werden geprüft', schema: UPLOAD_VIEW_SCHEMA })
  @ApiProblems(400, 401, 403, [404, 'Portfolio oder Upload nicht gefunden'], [409, 'Upload nicht im Schritt Zuordnung'])
  async set(
    @Param('id', portfolioIdPipe) portfolioId: string,
    @Param('uploadId', uploadIdPipe) uploadId: string,
    @Body() body: SetMappingRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<UploadView> {
    const upload = await this.access.upload(portfolioId, uploadId, caller.userId!);
    if (upload.state !== 'zuordnen' && upload.state !== 'bereit') {
      throw new UploadNotReady('Die Zuordnung kann nur geändert werden, solange der Upload nicht übernommen ist.');
    }
    const mapping = parsed(body.mapping, upload.headers);
    await this.store.updateUpload(
      uploadId,
      { state: 'wird geprüft', mapping, validation: null, diff: null },
      this.clock.now().toISOString(),
    );
    this.jobs.poke();
    return uploadView((await this.store.upload(uploadId))!);
  }
}

/** The mapping as sent, checked: known fields, whole column numbers of the file, each column once, Name mapped. */
function parsed(raw: Record<string, unknown>, headers: readonly string[]): UploadMapping {
  const errors: string[] = [];
  const mapping: Partial<Record<PortfolioField, number>> = {};
  for (const [field, column] of Object.entries(raw)) {
    if (!(PORTFOLIO_FIELDS as readonly string[]).includes(field)) {
      errors.push(`Das Feld „${field}“ gibt es nicht.`);
    } else if (column !== null && column !== undefined) {
      if (typeof column !== 'number' || !Number.isInteger(column)) {
        errors.push(`Die Spalte für „${field}“ muss eine ganze Zahl oder null sein.`);
      } else mapping[field as PortfolioField] = column;
    }
  }
  if (mapping.name === undefined) errors.push(NAME_REQUIRED);
  else errors.push(...checkMapping(columnMapping(mapping), headers));
  if (errors.length > 0) throw new BadRequestException({ message: errors, code: 'validation' });
  return fullMapping(mapping);
}
