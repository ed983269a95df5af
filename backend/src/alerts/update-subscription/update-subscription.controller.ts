import { Body, Controller, Inject, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { limitsFor } from '../../platform/http/plan-policy.js';
import { normaliseFields } from '../domain/subscription-rules.js';
import { subscriptionCriteria } from '../matching/case-terms.js';
import { SubscriptionQueries } from '../read-model/subscription-queries.js';
import type { SubscriptionView } from '../read-model/subscription-view.js';
import { RecipientConfirmations } from '../recipients/recipient-confirmations.js';
import { SubscriptionCommands } from '../subscription-commands.js';
import { subscriptionIdPipe } from '../subscription-id.pipe.js';
import { SubscriptionRequest } from '../subscription.request.js';

@ApiTags('alerts')
@ApiBearerAuth()
@Controller('subscriptions')
export class UpdateSubscriptionController {
  constructor(
    private readonly commands: SubscriptionCommands,
    private readonly queries: SubscriptionQueries,
    private readonly confirmations: RecipientConfirmations,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Put(':id')
  @ApiOperation({
    summary: 'Eigene Benachrichtigung ändern (alle Felder; nur Pro)',
    description: 'Eine neue fremde Adresse erhält zuerst eine Bestätigungs-E-Mail (Double-Opt-in).',
  })
  async update(
    @Param('id', subscriptionIdPipe) id: string,
    @Body() body: SubscriptionRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<SubscriptionView> {
    const fields = normaliseFields(body);
    await this.commands.run(
      id,
      {
        type: 'UpdateSubscription',
        by: caller.userId!,
        mayHaveAlerts: limitsFor(caller).emailAlerts,
        fields,
        criteria: subscriptionCriteria(fields),
        at: this.clock.now(),
      },
      { actorId: caller.userId!, waitForReadModel: true },
    );
    // A changed address needs its own consent; an unchanged one is not asked again (the decider decides).
    await this.confirmations.request(caller.userId!, fields.email, 'subscription', { waitForReadModel: true });
    return this.queries.find(id)!;
  }
}
