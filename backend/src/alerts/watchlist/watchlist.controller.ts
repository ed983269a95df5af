import {
  BadRequestException,
  Body,
  Controller,
  HttpCode,
  Post,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { Allow } from 'class-validator';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { EmailConfirmedGuard } from '../../platform/http/email-confirmed.guard.js';
import { AlertsPlanGuard } from '../alerts-plan.guard.js';
import { fieldProblem } from '../domain/subscription-rules.js';
import { ImportWatchlistCommand } from './import-watchlist.command.js';
import { parseWatchlist, WatchlistFileError, type WatchlistRow } from './parse-watchlist.js';
import { PreviewWatchlistQuery } from './preview-watchlist.query.js';
import { WatchlistImportResponse, WatchlistPreviewResponse } from './watchlist.response.js';
import { refuseFormFields } from '../../platform/http/upload-form-fields.js';

type UploadedCsv = { buffer: Buffer } | undefined;

const CSV_FILE = {
  type: 'string',
  format: 'binary',
  description: 'CSV (UTF-8 oder Windows-1252, höchstens 2 MB) mit Spalten wie Firma, PLZ, Ort, Registernummer',
} as const;

/** Multipart form fields besides the file. */
class WatchlistForm {
  /** Address for every subscription of the list. */
  @Allow()
  email?: string;
  /** Issue #30: `sofort` (Pro) or `täglich` (default) for every subscription of the list. */
  @Allow()
  mode?: string;
}

/**
 * Bulk watchlist (issue #5): a Pro user uploads a CSV of customers (`file`, multipart) with the alert address
 * (`email`). `preview` checks every row and lists the known cases each row already matches; the upload
 * itself creates one subscription per valid row and reports the rows it skipped.
 *
 * Issue #12: both answer `limit` and `remaining` (the owner's cap, `ALERT_SUBSCRIPTIONS_MAX`); valid rows
 * beyond it get a German per-row error and are not created. A foreign address gets one confirmation mail for
 * the whole list (double opt-in), and nothing else until it confirms.
 */
@ApiTags('alerts')
@ApiBearerAuth()
@Controller('subscriptions/watchlist')
@UseGuards(AlertsPlanGuard)
export class WatchlistController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('preview')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: CSV_FILE } } })
  @ApiOperation({ summary: 'Kundenliste (CSV) prüfen: Fehler je Zeile und bereits bekannte Verfahren (nur Pro)' })
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: 2_000_000, files: 1 } }))
  @ApiOkResponse({ type: WatchlistPreviewResponse, description: 'Prüfergebnis je Zeile' })
  @ApiProblems(400, 401, [403, 'Pro-Abonnement erforderlich'], 413)
  async preview(
    @UploadedFile() file: UploadedCsv,
    @Body() fields: Record<string, unknown>,
    @CurrentCaller() caller: Caller,
  ): Promise<WatchlistPreviewResponse> {
    refuseFormFields(fields);
    return this.queryBus.execute(new PreviewWatchlistQuery(await this.rows(file), caller.userId!));
  }

  @Post()
  @UseGuards(EmailConfirmedGuard)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'Kundenliste (CSV) importieren: eine Benachrichtigung je gültiger Zeile (nur Pro)' })
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: 2_000_000, files: 1 } }))
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file', 'email'],
      properties: {
        file: CSV_FILE,
        email: { type: 'string', format: 'email', description: 'Empfängeradresse für jede Benachrichtigung der Liste' },
        mode: {
          type: 'string',
          enum: ['sofort', 'täglich'],
          description: 'Zustellung jeder Benachrichtigung der Liste: sofort (nur Pro) oder täglich (Standard)',
        },
      },
    },
  })
  @ApiCreatedResponse({ type: WatchlistImportResponse, description: 'Angelegte und übersprungene Zeilen' })
  @ApiProblems(400, 401, [403, 'Pro-Abonnement und bestätigte E-Mail-Adresse erforderlich'], 413)
  async upload(
    @UploadedFile() file: UploadedCsv,
    @Body() form: WatchlistForm,
    @CurrentCaller() caller: Caller,
  ): Promise<WatchlistImportResponse> {
    const email = typeof form.email === 'string' ? form.email.trim() : '';
    const emailProblem = fieldProblem('email', { email });
    if (emailProblem) {
      throw new BadRequestException({
        message: emailProblem,
        code: 'validation',
        errors: [{ field: 'email', messages: [emailProblem] }],
      });
    }
    const modeProblem = fieldProblem('mode', { mode: form.mode });
    if (modeProblem) {
      throw new BadRequestException({
        message: modeProblem,
        code: 'validation',
        errors: [{ field: 'mode', messages: [modeProblem] }],
      });
    }
    const mode = form.mode === 'sofort' ? 'sofort' : 'täglich';
    return this.commandBus.execute(new ImportWatchlistCommand(await this.rows(file), email, caller, mode));
  }

  private async rows(file: UploadedCsv): Promise<WatchlistRow[]> {
    if (!file)
      throw new BadRequestException({
        message: 'Bitte laden Sie eine CSV-Datei hoch (Feld "file").',
        code: 'validation',
      });
    try {
      return await parseWatchlist(file.buffer);
    } catch (error) {
      if (error instanceof WatchlistFileError)
        throw new BadRequestException({ message: error.message, code: 'validation' });
      throw error;
    }
  }
}
