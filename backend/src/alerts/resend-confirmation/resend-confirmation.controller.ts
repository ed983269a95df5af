import { Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { AlertsPlanGuard } from '../alerts-plan.guard.js';
import { SubscriptionResponse } from '../read-model/subscription.response.js';
import { subscriptionIdPipe } from '../subscription-id.pipe.js';
import { ResendConfirmationCommand } from './resend-confirmation.command.js';

/** The owner asks again for the confirmation of a subscription's address ("Bestätigung erneut senden"). */
@ApiTags('alerts')
@ApiBearerAuth()
@Controller('subscriptions')
export class ResendRecipientConfirmationController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(':id/confirmation')
  @HttpCode(200)
  @UseGuards(AlertsPlanGuard)
  @ApiOperation({
    summary: 'Bestätigungs-E-Mail an die Empfängeradresse einer eigenen Benachrichtigung erneut senden (nur Pro)',
    description:
      'Höchstens eine Bestätigungs-E-Mail je Adresse in 24 Stunden; bestätigte, abgelehnte und eigene Adressen: 409.',
  })
  @ApiOkResponse({
    type: SubscriptionResponse,
    description: 'Bestätigungs-E-Mail gesendet; die Benachrichtigung mit `confirmationSentAt`',
  })
  @ApiProblems(
    401,
    [403, 'Pro-Abonnement erforderlich'],
    404,
    [409, 'Bereits gesendet, bestätigt, abgelehnt oder eigene Adresse'],
    [503, 'Die Bestätigungs-E-Mail konnte nicht gesendet werden'],
  )
  async resend(
    @Param('id', subscriptionIdPipe) id: string,
    @CurrentCaller() caller: Caller,
  ): Promise<SubscriptionResponse> {
    return this.commandBus.execute(new ResendConfirmationCommand(id, caller));
  }
}
