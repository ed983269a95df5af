import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../platform/http/access.js';
import { MessageResponse } from '../../platform/http/openapi/message.response.js';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { SignedLinkLimit } from '../../platform/http/signed-links/signed-link-limit.js';
import { PasswordResetLinks } from '../password-reset/password-reset-links.js';
import { ResetPasswordCommand } from './reset-password.command.js';
import { ResetPasswordRequest } from './reset-password.request.js';

@ApiTags('auth')
@Controller('auth')
export class ResetPasswordController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limit: SignedLinkLimit,
    private readonly links: PasswordResetLinks,
  ) {}

  /** Public: the signed token of the mail is the authority; the SPA page `/passwort-zuruecksetzen` posts it. */
  @Post('password-reset/confirm')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Neues Passwort über den Link der Mail „Passwort zurücksetzen“ festlegen',
    description:
      'Beendet alle Sitzungen des Kontos; danach meldet man sich mit dem neuen Passwort an. 400: verfälschter Link ' +
      'oder das Passwort erfüllt die Regeln nicht; 410: abgelaufen, bereits verwendet oder durch eine ' +
      'Passwortänderung ersetzt; 403: Konto deaktiviert.',
  })
  @ApiOkResponse({ type: MessageResponse, description: 'Passwort geändert' })
  @ApiProblems(
    [400, 'Verfälschter Link oder ungültiges Passwort'],
    [403, 'Konto deaktiviert'],
    [410, 'Link abgelaufen, bereits verwendet oder ersetzt'],
    [429, 'Zu viele Anfragen mit diesem Link oder zu viele ungültige Links von dieser IP-Adresse (mit Retry-After)'],
    503,
  )
  async reset(@Body() body: ResetPasswordRequest, @Ip() ip: string): Promise<MessageResponse> {
    // A forged link counts against the IP, a genuine one against itself (signed-link-limit.ts).
    await this.limit.enforce(ip, this.links.read(body.token) ? body.token : null);
    return { message: await this.commands.execute(new ResetPasswordCommand(body.token, body.newPassword, ip)) };
  }
}
