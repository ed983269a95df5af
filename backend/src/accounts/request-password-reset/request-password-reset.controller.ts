import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiAcceptedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../platform/http/access.js';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { MessageResponse } from '../../platform/http/openapi/message.response.js';
import { RequestPasswordResetCommand } from './request-password-reset.command.js';
import { RequestPasswordResetRequest } from './request-password-reset.request.js';

@ApiTags('auth')
@Controller('auth')
export class RequestPasswordResetController {
  constructor(private readonly commands: CommandBus) {}

  @Post('password-reset')
  @Public()
  @HttpCode(202)
  @ApiOperation({
    summary: 'Passwort vergessen: Link zum Festlegen eines neuen Passworts anfordern',
    description:
      'Sendet einen Link (60 Minuten gültig, einmal verwendbar) an die Adresse, wenn sie zu einem aktiven Konto ' +
      'gehört. Die Antwort ist immer dieselbe, ob es ein Konto gibt oder nicht. Höchstens 10 Anfragen je IP-Adresse ' +
      'und Stunde; höchstens 3 solcher Mails je Adresse und Stunde (darüber hinaus ohne Mail).',
  })
  @ApiAcceptedResponse({ type: MessageResponse, description: 'Angenommen (dieselbe Antwort für jede Adresse)' })
  @ApiProblems([400, 'Ungültige E-Mail-Adresse'], [429, 'Zu viele Anfragen von dieser IP-Adresse (mit Retry-After)'])
  async request(@Body() body: RequestPasswordResetRequest, @Ip() ip: string): Promise<MessageResponse> {
    return { message: await this.commands.execute(new RequestPasswordResetCommand(body.email, ip)) };
  }
}
