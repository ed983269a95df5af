import { Body, Controller, Inject, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { limitsFor } from '../../platform/http/plan-policy.js';
import { normaliseFields } from '../domain/subscription-rules.js';
import { subscriptionCriteria } from '../matching/case-terms.js';
import { SUBSCRIPTION_QUERIES, type SubscriptionQueries } from '../read-model/subscription-queries.port.js';
import { SubscriptionResponse } from '../read-model/subscription.response.js';
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
    @Inject(SUBSCRIPTION_QUERIES) private readonly queries: SubscriptionQueries,
    private readonly confirmations: RecipientConfirmations,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Put(':id')
  @ApiOperation({
    summary: 'Eigene Benachrichtigung ändern (alle Felder; nur Pro)',
    description: 'Eine neue fremde Adresse erhält zuerst eine Bestätigungs-E-Mail (Double-Opt-in).',
  })
  @ApiOkResponse({ type: SubscriptionResponse, description: 'Die geänderte Benachrichtigung' })
  @ApiProblems(400, 401, [403, 'Pro-Abonnement erforderlich'], 404, 422)
  async update(
    @Param('id', subscriptionIdPipe) id: string,
    @Body() body: SubscriptionRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<SubscriptionResponse> {
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
    return (await this.queries.find(id))!;
  }
}
