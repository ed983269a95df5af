import { Controller, Get, Header, HttpCode, HttpStatus, Inject, Ip, Post, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiHtmlPage } from '../../platform/http/openapi/api-non-json.decorator.js';
import type { Response } from 'express';
import { JWT_SECRET } from '../../platform/config/jwt-secret.js';
import { Public, WithoutApiKey } from '../../platform/http/access.js';
import { SignedLinkLimit } from '../../platform/http/signed-links/signed-link-limit.js';
import { UnsubscribeCommand } from './unsubscribe.command.js';
import { UnsubscribeTokens, type UnsubscribeTarget } from '../../platform/unsubscribe/unsubscribe-token.js';
import { confirmationPage, donePage, messagePage } from './unsubscribe-pages.js';

/**
 * The unsubscribe link of alert mails (digest and immediate mails). Opened from a mail program, so no API key and
 * no login: the signature is the authority, and it can only switch off what it names. `GET` (the link in the
 * mail's text) only asks: mail scanners of companies (Safe Links and the like) open every link of an incoming
 * mail, and a link that switched off at once lost people their alerts without their doing. `POST` switches off:
 * the page's button, and mail programs' own "Abbestellen" through the mail's `List-Unsubscribe` header (RFC 8058
 * one-click: a POST with the body `List-Unsubscribe=One-Click`, which needs nothing else). Both answer a small
 * German page.
 */
@ApiTags('alerts')
@Controller('alerts')
export class UnsubscribeController {
  private readonly tokens: UnsubscribeTokens;

  constructor(
    private readonly commandBus: CommandBus,
    private readonly limit: SignedLinkLimit,
    @Inject(JWT_SECRET) jwtSecret: string,
  ) {
    this.tokens = new UnsubscribeTokens(jwtSecret);
  }

  @Get('unsubscribe')
  @Public()
  @WithoutApiKey()
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Abmeldelink einer Benachrichtigungs-E-Mail: fragt nach (ändert nichts)' })
  @ApiHtmlPage('Seite „Benachrichtigung deaktivieren?“ mit der Schaltfläche „Deaktivieren“')
  @ApiHtmlPage('Seite „Ungültiger Link“', HttpStatus.BAD_REQUEST)
  @ApiHtmlPage('Seite „Zu viele Anfragen“ (mit Retry-After)', HttpStatus.TOO_MANY_REQUESTS)
  async ask(
    @Query('token') token: unknown,
    @Ip() ip: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const targets = await this.checked(token, ip, response);
    return typeof targets === 'string' ? targets : confirmationPage(targets);
  }

  @Post('unsubscribe')
  @HttpCode(HttpStatus.OK)
  @Public()
  @WithoutApiKey()
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Benachrichtigung über den signierten Link einer E-Mail deaktivieren (auch RFC 8058 One-Click)',
  })
  @ApiHtmlPage('Seite „Benachrichtigung deaktiviert“')
  @ApiHtmlPage('Seite „Ungültiger Link“', HttpStatus.BAD_REQUEST)
  @ApiHtmlPage('Seite „Benachrichtigung nicht gefunden“ (bereits gelöscht)', HttpStatus.NOT_FOUND)
  @ApiHtmlPage('Seite „Zu viele Anfragen“ (mit Retry-After)', HttpStatus.TOO_MANY_REQUESTS)
  async unsubscribe(
    @Query('token') token: unknown,
    @Ip() ip: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const targets = await this.checked(token, ip, response);
    if (typeof targets === 'string') return targets;
    if ((await this.commandBus.execute(new UnsubscribeCommand(targets))) === 'not_found') {
      response.status(HttpStatus.NOT_FOUND);
      return messagePage(
        'Benachrichtigung nicht gefunden',
        targets.length === 1 && targets[0]!.kind !== 'address'
          ? 'Diese Benachrichtigung wurde bereits gelöscht.'
          : 'Diese Benachrichtigungen wurden bereits gelöscht.',
        targets,
      );
    }
    return donePage(targets);
  }

  /**
   * The token's targets, or the page refusing it (the status set): the signature first, then the rate limit (a
   * genuine link counts per link, a failed one against the client's IP: signed-link-limit.ts).
   */
  private async checked(token: unknown, ip: string, response: Response): Promise<UnsubscribeTarget[] | string> {
    const targets = this.tokens.verify(token);
    const refusal = await this.limit.refusal(ip, targets === null ? null : String(token));
    if (refusal !== null) {
      response.status(HttpStatus.TOO_MANY_REQUESTS).setHeader('Retry-After', String(refusal.seconds));
      return messagePage('Zu viele Anfragen', refusal.message);
    }
    if (targets === null) {
      response.status(HttpStatus.BAD_REQUEST);
      return messagePage(
        'Ungültiger Link',
        'Dieser Abmeldelink ist ungültig oder unvollständig. Bitte verwenden Sie den Link aus Ihrer E-Mail.',
      );
    }
    return targets;
  }
}
