import { Inject, Controller, HttpCode, Param, Post, ServiceUnavailableException, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { AlertsPlanGuard } from '../alerts-plan.guard.js';
import { SubscriptionNotFound } from '../domain/errors.js';
import { SUBSCRIPTION_QUERIES, type SubscriptionQueries } from '../read-model/subscription-queries.port.js';
import { SubscriptionResponse } from '../read-model/subscription.response.js';
import { RecipientConfirmations } from '../recipients/recipient-confirmations.js';
import { SubscriptionCommands } from '../subscription-commands.js';
import { subscriptionIdPipe } from '../subscription-id.pipe.js';

/** The owner asks again for the confirmation of a subscription's address ("Bestätigung erneut senden"). */
@ApiTags('alerts')
@ApiBearerAuth()
@Controller('subscriptions')
export class ResendRecipientConfirmationController {
  constructor(
    private readonly commands: SubscriptionCommands,
    @Inject(SUBSCRIPTION_QUERIES) private readonly queries: SubscriptionQueries,
    private readonly confirmations: RecipientConfirmations,
  ) {}

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
    const { state } = await this.commands.load(id);
    if (state.status === 'none' || state.status === 'deleted' || state.ownerId !== caller.userId)
      throw new SubscriptionNotFound();
    const outcome = await this.confirmations.request(caller.userId, state.fields.email, 'resend', {
      waitForReadModel: true,
    });
    if (outcome === 'mail_failed')
      throw new ServiceUnavailableException({
        message: 'Die Bestätigungs-E-Mail konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.',
        code: 'mail_failed',
      });
    return (await this.queries.find(id))!;
  }
}
