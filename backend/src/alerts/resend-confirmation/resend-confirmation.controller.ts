import { Controller, HttpCode, Param, Post, ServiceUnavailableException, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { AlertsPlanGuard } from '../alerts-plan.guard.js';
import { SubscriptionNotFound } from '../domain/errors.js';
import { SubscriptionQueries } from '../read-model/subscription-queries.js';
import type { SubscriptionView } from '../read-model/subscription-view.js';
import { RecipientConfirmations } from '../recipients/recipient-confirmations.js';
import { SubscriptionCommands } from '../subscription-commands.js';
import { subscriptionIdPipe } from '../subscription-id.pipe.js';

/** The owner asks again for the confirmation of a subscription's address ("Bestätigung erneut senden"). */
@ApiTags('alerts')
@ApiBearerAuth()
@Controller('subscriptions')
export class ResendConfirmationController {
  constructor(
    private readonly commands: SubscriptionCommands,
    private readonly queries: SubscriptionQueries,
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
  @ApiConflictResponse({ description: 'Bereits gesendet, bestätigt, abgelehnt oder eigene Adresse (deutscher Text)' })
  async resend(
    @Param('id', subscriptionIdPipe) id: string,
    @CurrentCaller() caller: Caller,
  ): Promise<SubscriptionView> {
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
    return this.queries.find(id)!;
  }
}
