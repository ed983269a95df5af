import { randomUUID } from 'node:crypto';
import {
  BadRequestException,
  Body,
  ConflictException,
  Controller,
  HttpCode,
  Inject,
  Param,
  Post,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiAcceptedResponse, ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { EmailConfirmedGuard } from '../../platform/http/email-confirmed.guard.js';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { MAX_FILE_BYTES, MAX_OPEN_UPLOADS, MAX_WORKING_UPLOADS } from '../file-import/limits.js';
import { PortfolioAccess } from '../http/portfolio-access.js';
import { portfolioIdPipe } from '../http/portfolio-id.pipe.js';
import { uploadView, type UploadView } from '../http/portfolio-views.js';
import { PortfoliosPlanGuard } from '../http/portfolios-plan.guard.js';
import { PORTFOLIO_ROW_STORE, type PortfolioRowStore, type UploadRecord } from '../rows/portfolio-row-store.port.js';
import { decideUpload, type UploadRefusal, WAITING_STATES } from '../uploads/open-uploads.js';
import { PortfolioUploadJobs } from '../uploads/portfolio-upload-jobs.js';
import { UPLOAD_VIEW_SCHEMA } from '../http/portfolio-openapi.js';
import { refuseFormFields } from '../../platform/http/upload-form-fields.js';

type Uploaded = { buffer: Buffer; originalname: string } | undefined;

/**
 * Takes a customer list (CSV or XLSX, multipart field `file`, at most 50 MB) and only stores it: reading it,
 * proposing the mapping, validating and taking the rows are background work (`PortfolioUploadJobs`), so the
 * request answers at once with 202 and the upload's state. The new file replaces the portfolio's upload waiting
 * for the user (`decideUpload`).
 */
@ApiTags('portfolios')
@ApiBearerAuth()
@Controller('portfolios')
@UseGuards(PortfoliosPlanGuard, EmailConfirmedGuard)
export class UploadFileController {
  constructor(
    private readonly access: PortfolioAccess,
    private readonly jobs: PortfolioUploadJobs,
    @Inject(PORTFOLIO_ROW_STORE) private readonly store: PortfolioRowStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Post(':id/uploads')
  @HttpCode(202)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary', description: 'CSV oder XLSX, höchstens 50 MB' } },
    },
  })
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: MAX_FILE_BYTES, files: 1 } }))
  @ApiOperation({ summary: 'Kundenliste hochladen (wird im Hintergrund gelesen)' })
  @ApiAcceptedResponse({ description: 'Die Datei ist gespeichert und wird gelesen', schema: UPLOAD_VIEW_SCHEMA })
  @ApiProblems(
    400,
    401,
    403,
    [404, 'Das Portfolio wurde nicht gefunden'],
    [
      409,
      `Schon ${MAX_WORKING_UPLOADS} Uploads des Kontos werden gelesen oder geprüft, oder ${MAX_OPEN_UPLOADS} ` +
        'Uploads anderer Portfolios sind nicht abgeschlossen',
    ],
    413,
  )
  async upload(
    @Param('id', portfolioIdPipe) portfolioId: string,
    @UploadedFile() file: Uploaded,
    @Body() fields: Record<string, unknown>,
    @CurrentCaller() caller: Caller,
  ): Promise<UploadView> {
    const ownerId = caller.userId!;
    await this.access.portfolio(portfolioId, ownerId);
    refuseFormFields(fields);
    if (!file || file.buffer.length === 0) {
      throw new BadRequestException({
        message: 'Bitte laden Sie eine CSV- oder XLSX-Datei hoch (Feld „file“).',
        code: 'validation',
      });
    }
    const replaced = await this.admit(ownerId, portfolioId);
    const id = randomUUID();
    // Browsers send the name in Latin-1 bytes (multer reads it so); the user's "Kunden_Ü.csv" is UTF-8.
    const fileName = Buffer.from(file.originalname, 'latin1').toString('utf8').slice(0, 255) || 'Kundenliste';
    await this.store.addUpload(
      { id, portfolioId, ownerId, fileName, createdAt: this.clock.now().toISOString() },
      file.buffer,
    );
    // Checked again with the file stored: requests at once (two tabs, a script) each passed the first check; each
    // now sees the others' files and one over the limit takes its own back. No lock, so it holds on every store
    // and across API replicas; two racing at the limit may both be refused, never both admitted.
    await this.admit(ownerId, portfolioId, id);
    // Stored first, so a failure loses nothing; one confirmed meanwhile in another tab is no longer replaced.
    for (const old of replaced) {
      const current = await this.store.upload(old);
      if (current && WAITING_STATES.includes(current.state)) await this.store.discardUpload(old);
    }
    this.jobs.poke();
    return uploadView((await this.store.upload(id))!);
  }

  /**
   * The uploads the new file replaces, or a 409 (`decideUpload`: working and unfinished uploads per account).
   * `stored`: the new file's upload, already stored, is not counted, and is discarded when it is refused.
   */
  private async admit(ownerId: string, portfolioId: string, stored?: string): Promise<string[]> {
    const uploads: UploadRecord[] = [];
    for (const portfolio of await this.store.portfoliosOf(ownerId))
      uploads.push(...(await this.store.uploadsOf(portfolio.id)));
    const decision = decideUpload(
      uploads.filter((u) => u.id !== stored),
      portfolioId,
    );
    if ('replaces' in decision) return decision.replaces;
    if (stored) await this.store.discardUpload(stored);
    throw new ConflictException({ message: REFUSALS[decision.refused], code: decision.refused });
  }
}

const REFUSALS: Record<UploadRefusal, string> = {
  too_many_working_uploads:
    `Es werden bereits ${MAX_WORKING_UPLOADS} Ihrer Dateien gelesen oder geprüft. Bitte warten Sie, bis eine ` +
    'davon fertig ist, und laden Sie die Datei dann erneut hoch.',
  too_many_open_uploads:
    `Sie haben bereits ${MAX_OPEN_UPLOADS} nicht abgeschlossene Uploads. Bitte übernehmen oder verwerfen Sie einen ` +
    'davon (in der Portfolio-Übersicht als „Upload offen“ markiert) und laden Sie die Datei dann erneut hoch.',
};
