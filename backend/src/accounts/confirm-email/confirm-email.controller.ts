import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { EmailConfirmedResponse } from '../read-model/user.response.js';
import { Public } from '../../platform/http/access.js';
import { SignedLinkLimit } from '../../platform/http/signed-links/signed-link-limit.js';
import { EmailConfirmations } from '../email-confirmation/email-confirmations.js';
import { ConfirmEmailCommand } from './confirm-email.command.js';
import { ConfirmEmailRequest } from './confirm-email.request.js';

@ApiTags('auth')
@Controller('auth')
export class ConfirmEmailController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limit: SignedLinkLimit,
    private readonly confirmations: EmailConfirmations,
  ) {}

  /** Public: the link may be opened in a browser where the user is not logged in; the signed token is the authority. */
  @Post('confirm-email')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: 'E-Mail-Adresse über den Link der Bestätigungsmail bestätigen',
    description:
      'Die SPA-Seite `/email-bestaetigen?token=…` sendet den Token hierher. Bestätigt die eigene Adresse nach der ' +
      'Registrierung oder übernimmt eine angeforderte neue Adresse. Derselbe Link ein zweites Mal: 200. ' +
      '400: verfälschter Link; 410: abgelaufen oder durch einen neueren Link ersetzt; 409: neue Adresse inzwischen vergeben.',
  })
  @ApiOkResponse({ type: EmailConfirmedResponse, description: 'Adresse bestätigt' })
  @ApiProblems(
    [400, 'Verfälschter Link'],
    [409, 'Die neue Adresse ist inzwischen vergeben'],
    [410, 'Link abgelaufen oder durch einen neueren ersetzt'],
    [429, 'Zu viele Anfragen mit diesem Link oder zu viele ungültige Links von dieser IP-Adresse (mit Retry-After)'],
  )
  async confirm(@Body() body: ConfirmEmailRequest, @Ip() ip: string): Promise<EmailConfirmedResponse> {
    // A forged link counts against the IP, a genuine one against itself (signed-link-limit.ts).
    await this.limit.enforce(ip, this.confirmations.verify(body.token) ? body.token : null);
    const email = await this.commands.execute(new ConfirmEmailCommand(body.token));
    return { message: 'Ihre E-Mail-Adresse wurde bestätigt.', email };
  }
}
