import { Body, Controller, Get, Header, HttpCode, Inject, Ip, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiHtmlPage } from '../../platform/http/openapi/api-non-json.decorator.js';
import { Allow } from 'class-validator';
import type { Response } from 'express';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { DomainError } from '../../platform/command-handling/domain-error.js';
import { Public, WithoutApiKey } from '../../platform/http/access.js';
import { SignedLinkLimit } from '../../platform/http/signed-links/signed-link-limit.js';
import { confirmationPage } from './confirmation-page.js';
import { AnswerRecipientCommand } from './answer-recipient.command.js';
import { RecipientConfirmations } from './recipient-confirmations.js';
import { RecipientLinkQuery } from './recipient-link.query.js';

class ConfirmationForm {
  @Allow()
  token?: unknown;
}

const INVALID = [
  'Ungültiger Link',
  'Dieser Bestätigungslink ist ungültig oder unvollständig. Bitte verwenden Sie den Link aus Ihrer E-Mail.',
] as const;
const HTML = 'text/html; charset=utf-8';
const STATUS: Record<DomainError['kind'], number> = {
  invalid: 422,
  conflict: 409,
  not_found: 404,
  forbidden: 403,
  gone: 410,
};

/**
 * The link of a confirmation mail (double opt-in, issue #12). Opened from a mail program: no API key, no
 * login; the signature is the authority and names one (owner, address) pair. GET only shows the question
 * (mail scanners open links), the answer is a POST of the page's form. Answers small German pages.
 */
@ApiTags('alerts')
@Controller('alerts/recipients')
export class ConfirmRecipientController {
  constructor(
    private readonly confirmations: RecipientConfirmations,
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly limit: SignedLinkLimit,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('confirm')
  @Public()
  @WithoutApiKey()
  @Header('Content-Type', HTML)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Bestätigungsseite einer Empfängeradresse (signierter Link aus der E-Mail)' })
  @ApiHtmlPage('Seite mit der Frage und den Schaltflächen Zustimmen/Ablehnen')
  @ApiHtmlPage('Seite „Ungültiger Link“', 400)
  @ApiHtmlPage('Seite „Link nicht gefunden“', 404)
  @ApiHtmlPage('Seite „Zu viele Anfragen“ (mit Retry-After)', 429)
  async show(
    @Query('token') token: unknown,
    @Ip() ip: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const link = this.confirmations.tokens.verify(token);
    const refused = await this.refused(ip, link ? String(token) : null, response);
    if (refused !== null) return refused;
    if (!link) return this.fail(response, 400, ...INVALID);
    const request = await this.queryBus.execute(new RecipientLinkQuery(link.recipientKey));
    if (request === null)
      return this.fail(response, 404, 'Link nicht gefunden', 'Zu diesem Link gibt es keine Anfrage.');
    const name = request.ownerAddress || 'Eine Nutzerin oder ein Nutzer';
    const expired = this.clock.now().getTime() > link.expiresAt.getTime();
    const question = expired
      ? `Dieser Link ist abgelaufen. Sie können weiterhin ablehnen, dass ${name} Ihnen Benachrichtigungen senden lässt.`
      : `${name} möchte Ihnen über den Insolvenzmonitor E-Mail-Benachrichtigungen zu neuen Insolvenzbekanntmachungen senden lassen. Möchten Sie diese erhalten?`;
    const status = {
      pending: '',
      queued: '',
      confirmed: ' Sie haben bereits zugestimmt.',
      refused: ' Sie haben bereits abgelehnt.',
    };
    return confirmationPage('Benachrichtigungen bestätigen', question + status[request.status], {
      value: String(token),
      mayConfirm: !expired,
    });
  }

  @Post('confirm')
  @HttpCode(200)
  @Public()
  @WithoutApiKey()
  @Header('Content-Type', HTML)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Empfängeradresse bestätigen (Formular der Bestätigungsseite, signierter Link)' })
  @ApiHtmlPage('Seite „Vielen Dank, bestätigt“')
  @ApiHtmlPage('Seite „Ungültiger Link“', 400)
  @ApiHtmlPage('Seite „Nicht möglich“ mit dem Grund (z. B. Link abgelaufen)', 410)
  @ApiHtmlPage('Seite „Zu viele Anfragen“ (mit Retry-After)', 429)
  confirm(
    @Body() form: ConfirmationForm,
    @Ip() ip: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    return this.answer(form.token, 'confirm', ip, response);
  }

  @Post('refuse')
  @HttpCode(200)
  @Public()
  @WithoutApiKey()
  @Header('Content-Type', HTML)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Empfang ablehnen (Formular der Bestätigungsseite, signierter Link; auch nach Ablauf)' })
  @ApiHtmlPage('Seite „Abgelehnt“')
  @ApiHtmlPage('Seite „Ungültiger Link“', 400)
  @ApiHtmlPage('Seite „Nicht möglich“ mit dem Grund', 409)
  @ApiHtmlPage('Seite „Zu viele Anfragen“ (mit Retry-After)', 429)
  refuse(
    @Body() form: ConfirmationForm,
    @Ip() ip: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    return this.answer(form.token, 'refuse', ip, response);
  }

  private async answer(
    token: unknown,
    decision: 'confirm' | 'refuse',
    ip: string,
    response: Response,
  ): Promise<string> {
    const link = this.confirmations.tokens.verify(token);
    const refused = await this.refused(ip, link ? String(token) : null, response);
    if (refused !== null) return refused;
    if (!link) return this.fail(response, 400, ...INVALID);
    try {
      await this.commandBus.execute(new AnswerRecipientCommand(link.recipientKey, decision, link.expiresAt));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return this.fail(response, STATUS[error.kind], 'Nicht möglich', error.message);
    }
    return decision === 'confirm'
      ? confirmationPage(
          'Vielen Dank, bestätigt',
          'Sie erhalten ab jetzt die eingerichteten Benachrichtigungen, höchstens eine E-Mail pro Tag. Jede E-Mail enthält einen Link zum Abbestellen.',
        )
      : confirmationPage(
          'Abgelehnt',
          'Sie erhalten von diesem Absender keine Benachrichtigungen und keine weiteren Bestätigungsanfragen.',
        );
  }

  /**
   * The German 429 page with `Retry-After` once this link was opened too often, or (`link` null: the token failed
   * its check) this IP sent too many failing links; else null.
   */
  private async refused(ip: string, link: string | null, response: Response): Promise<string | null> {
    const refusal = await this.limit.refusal(ip, link);
    if (refusal === null) return null;
    response.setHeader('Retry-After', String(refusal.seconds));
    return this.fail(response, 429, 'Zu viele Anfragen', refusal.message);
  }

  private fail(response: Response, status: number, title: string, text: string): string {
    response.status(status);
    return confirmationPage(title, text);
  }
}
