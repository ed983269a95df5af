import { Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiAcceptedResponse, ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { MessageResponse } from '../../platform/http/openapi/message.response.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { ResendConfirmationCommand } from './resend-confirmation.command.js';

@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth')
export class ResendConfirmationController {
  constructor(private readonly commands: CommandBus) {}

  /** A fresh link for the address awaiting confirmation; earlier links stop working. */
  @Post('confirm-email/resend')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Bestätigungsmail erneut senden',
    description:
      'An die noch unbestätigte eigene Adresse oder an eine angeforderte neue Adresse. Höchstens 3 je Stunde ' +
      '(429 mit Retry-After); 409, wenn nichts zu bestätigen ist.',
  })
  @ApiAcceptedResponse({ type: MessageResponse, description: 'Neuer Bestätigungslink gesendet' })
  @ApiProblems(401, [409, 'Es gibt nichts zu bestätigen'], 429, [
    503,
    'Die Bestätigungsmail konnte nicht gesendet werden',
  ])
  async resend(@CurrentCaller() caller: Caller): Promise<MessageResponse> {
    const email = await this.commands.execute(new ResendConfirmationCommand(caller.userId!));
    return { message: `Wir haben Ihnen einen neuen Bestätigungslink an ${email} gesendet.` };
  }
}
