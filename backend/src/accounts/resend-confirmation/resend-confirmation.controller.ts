import { Controller, HttpCode, Post, ServiceUnavailableException } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { MessageResponse } from '../../platform/http/openapi/message.response.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { EmailConfirmations } from '../email-confirmation/email-confirmations.js';
import { ConfirmationResendLimit } from '../rate-limits/registration-limits.js';
import { UserCommands } from '../user-commands.js';

export const MAIL_NOT_SENT = 'Die Bestätigungsmail konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.';

@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth')
export class ResendConfirmationController {
  constructor(
    private readonly commands: UserCommands,
    private readonly confirmations: EmailConfirmations,
    private readonly limit: ConfirmationResendLimit,
  ) {}

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
    const userId = caller.userId!;
    this.limit.take(userId);
    const { events, state } = await this.commands.execute(
      userId,
      { type: 'ResendEmailConfirmation', ...this.confirmations.newRequest(), at: this.commands.now().toISOString() },
      { actorId: userId },
    );
    if (!(await this.confirmations.mailLink(state, events))) throw new ServiceUnavailableException(MAIL_NOT_SENT);
    return { message: `Wir haben Ihnen einen neuen Bestätigungslink an ${state.pendingEmail!.email} gesendet.` };
  }
}
