import { Controller, Get, Header, HttpStatus, Inject, Ip, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiHtmlPage } from '../../platform/http/openapi/api-non-json.decorator.js';
import type { Response } from 'express';
import { JWT_SECRET } from '../../platform/config/jwt-secret.js';
import { Public, WithoutApiKey } from '../../platform/http/access.js';
import { SignedLinkLimit, tooManyLinkRequests } from '../../platform/http/signed-links/signed-link-limit.js';
import { escapeHtml } from '../../platform/mail/html.js';
import { UnsubscribeCommand } from './unsubscribe.command.js';
import { UnsubscribeTokens } from './unsubscribe-token.js';

function page(title: string, text: string): string {
  return [
    '<!doctype html>',
    '<html lang="de"><head><meta charset="utf-8"><meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)} – Insolvenzmonitor</title></head>`,
    `<body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`,
    '<p><a href="/notifications">Zu Ihren Benachrichtigungen</a></p></body></html>',
  ].join('\n');
}

/**
 * The one-click link of a digest mail. Opened from a mail program, so no API key and no login: the signature
 * is the authority, and it can only switch off the one subscription it names. Answers a small German page.
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
  @ApiOperation({ summary: 'Benachrichtigung über den signierten Link einer E-Mail deaktivieren' })
  @ApiHtmlPage('Seite „Benachrichtigung deaktiviert“')
  @ApiHtmlPage('Seite „Ungültiger Link“', HttpStatus.BAD_REQUEST)
  @ApiHtmlPage('Seite „Benachrichtigung nicht gefunden“ (bereits gelöscht)', HttpStatus.NOT_FOUND)
  @ApiHtmlPage('Seite „Zu viele Anfragen“ (mit Retry-After)', HttpStatus.TOO_MANY_REQUESTS)
  async unsubscribe(
    @Query('token') token: unknown,
    @Ip() ip: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const wait = await this.limit.refusal(ip);
    if (wait !== null) {
      response.status(HttpStatus.TOO_MANY_REQUESTS).setHeader('Retry-After', String(wait));
      return page('Zu viele Anfragen', tooManyLinkRequests(wait));
    }
    const id = this.tokens.verify(token);
    if (id === null) {
      response.status(HttpStatus.BAD_REQUEST);
      return page(
        'Ungültiger Link',
        'Dieser Abmeldelink ist ungültig oder unvollständig. Bitte verwenden Sie den Link aus Ihrer E-Mail.',
      );
    }
    if ((await this.commandBus.execute(new UnsubscribeCommand(id))) === 'not_found') {
      response.status(HttpStatus.NOT_FOUND);
      return page('Benachrichtigung nicht gefunden', 'Diese Benachrichtigung wurde bereits gelöscht.');
    }
    return page(
      'Benachrichtigung deaktiviert',
      'Sie erhalten für diese Benachrichtigung keine E-Mails mehr. Unter „Benachrichtigungen“ können Sie sie jederzeit wieder aktivieren.',
    );
  }
}
