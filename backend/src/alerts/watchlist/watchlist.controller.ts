import {
  BadRequestException,
  Body,
  Controller,
  HttpCode,
  Inject,
  Post,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
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
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { EmailConfirmedGuard } from '../../platform/http/email-confirmed.guard.js';
import { AlertsPlanGuard } from '../alerts-plan.guard.js';
import { CreateSubscriptionHandler } from '../create-subscription/create-subscription.handler.js';
import { ALERT_MATCH_STORE, type AlertMatchStore } from '../read-model/alert-match-store.port.js';
import { SUBSCRIPTION_QUERIES, type SubscriptionQueries } from '../read-model/subscription-queries.port.js';
import { RecipientConfirmations } from '../recipients/recipient-confirmations.js';
import { caseSummary, type CaseSummary } from '../digest/case-summaries.js';
import { fieldProblem, normaliseFields } from '../domain/subscription-rules.js';
import { subscriptionCriteria } from '../matching/case-terms.js';
import { SubscriptionCommands } from '../subscription-commands.js';
import { existingMatches } from './existing-cases.js';
import { parseWatchlist, WatchlistFileError, type WatchlistRow } from './parse-watchlist.js';
import { capRows } from './subscription-cap.js';
import { WatchlistImportResponse, WatchlistPreviewResponse } from './watchlist.response.js';

type UploadedCsv = { buffer: Buffer } | undefined;

const CSV_FILE = {
  type: 'string',
  format: 'binary',
  description: 'CSV (UTF-8, höchstens 2 MB) mit Spalten wie Firma, PLZ, Ort, Registernummer',
} as const;

/** Multipart form fields besides the file. */
class WatchlistForm {
  /** Address for every subscription of the list. */
  @Allow()
  email?: string;
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
    private readonly create: CreateSubscriptionHandler,
    private readonly commands: SubscriptionCommands,
    @Inject(SUBSCRIPTION_QUERIES) private readonly queries: SubscriptionQueries,
    private readonly confirmations: RecipientConfirmations,
    @Inject(ALERT_MATCH_STORE) private readonly matches: AlertMatchStore,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  @Post('preview')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: CSV_FILE } } })
  @ApiOperation({ summary: 'Kundenliste (CSV) prüfen: Fehler je Zeile und bereits bekannte Verfahren (nur Pro)' })
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: 2_000_000, files: 1 } }))
  @ApiOkResponse({ type: WatchlistPreviewResponse, description: 'Prüfergebnis je Zeile' })
  @ApiProblems(400, 401, [403, 'Pro-Abonnement erforderlich'], 413)
  async preview(@UploadedFile() file: UploadedCsv, @CurrentCaller() caller: Caller): Promise<WatchlistPreviewResponse> {
    const { rows, limit, remaining } = await this.cappedRows(file, caller);
    const previewed = [];
    for (const row of rows) {
      const matches: CaseSummary[] = [];
      if (row.errors.length === 0) {
        for (const { caseKey } of await existingMatches(this.matches, this.criteria(row))) {
          const summary = await caseSummary(this.store, caseKey);
          if (summary) matches.push(summary);
        }
      }
      previewed.push({ ...row, matches });
    }
    return { ...summarise(previewed), limit, remaining };
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
    const { rows, limit, remaining, count } = await this.cappedRows(file, caller);
    const ids: string[] = [];
    let last: bigint | null = null;
    for (const row of rows.filter((r) => r.errors.length === 0)) {
      const { id, position } = await this.create.execute(
        caller,
        { email, companyName: row.companyName, keywords: [], active: true, registerNumber: row.registerNumber },
        { source: 'csv', waitForReadModel: false, ownerSubscriptions: count + ids.length, requestConfirmation: false },
      );
      ids.push(id);
      last = position ?? last;
    }
    await this.commands.waitFor(last);
    // One confirmation mail for the whole list, not one per row.
    const confirmation =
      ids.length > 0
        ? await this.confirmations.request(caller.userId!, email, 'subscription', { waitForReadModel: true })
        : null;
    const skipped = rows.filter((r) => r.errors.length > 0);
    return {
      message:
        `${ids.length} Benachrichtigungen angelegt${skipped.length > 0 ? `, ${skipped.length} Zeilen übersprungen` : ''}` +
        (confirmation === 'requested'
          ? `. An ${email} wurde eine Bestätigungs-E-Mail gesendet; vorher werden dorthin keine Benachrichtigungen versendet.`
          : ''),
      created: ids.length,
      skipped: skipped.length,
      subscriptionIds: ids,
      errors: skipped.flatMap((r) => r.errors),
      limit,
      remaining: remaining - ids.length,
      /** The SPA says that nothing is mailed to the address before it confirms. */
      recipientStatus: ids.length > 0 ? ((await this.queries.find(ids[0]!))?.recipientStatus ?? null) : null,
    };
  }

  /** Rows with the cap applied, counted once in the read model for the whole file. */
  private async cappedRows(file: UploadedCsv, caller: Caller) {
    const rows = this.rows(file);
    const limit = this.create.maxSubscriptions;
    const count = await this.queries.countOfOwner(caller.userId!);
    const remaining = Math.max(0, limit - count);
    return { rows: capRows(rows, remaining, limit), limit, remaining, count };
  }

  private rows(file: UploadedCsv): WatchlistRow[] {
    if (!file)
      throw new BadRequestException({
        message: 'Bitte laden Sie eine CSV-Datei hoch (Feld "file").',
        code: 'validation',
      });
    try {
      return parseWatchlist(new TextDecoder('utf-8').decode(file.buffer));
    } catch (error) {
      if (error instanceof WatchlistFileError)
        throw new BadRequestException({ message: error.message, code: 'validation' });
      throw error;
    }
  }

  private criteria(row: WatchlistRow) {
    return subscriptionCriteria(
      normaliseFields({ email: 'x@y.z', companyName: row.companyName, registerNumber: row.registerNumber }),
    );
  }
}

function summarise<T extends WatchlistRow & { matches: CaseSummary[] }>(rows: T[]) {
  const invalid = rows.filter((r) => r.errors.length > 0).length;
  return {
    total: rows.length,
    valid: rows.length - invalid,
    invalid,
    withMatches: rows.filter((r) => r.matches.length > 0).length,
    rows,
  };
}
