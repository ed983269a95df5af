import { Controller, Inject, Param, Patch, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { EmailConfirmedGuard } from '../../platform/http/email-confirmed.guard.js';
import { limitsFor } from '../../platform/http/plan-policy.js';
import { SUBSCRIPTION_QUERIES, type SubscriptionQueries } from '../read-model/subscription-queries.port.js';
import { SubscriptionResponse } from '../read-model/subscription.response.js';
import { SubscriptionCommands } from '../subscription-commands.js';
import { subscriptionIdPipe } from '../subscription-id.pipe.js';

@ApiTags('alerts')
@ApiBearerAuth()
@Controller('subscriptions')
export class ToggleSubscriptionController {
  constructor(
    private readonly commands: SubscriptionCommands,
    @Inject(SUBSCRIPTION_QUERIES) private readonly queries: SubscriptionQueries,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Patch(':id/toggle')
  // An unconfirmed account cannot have created alerts, so guarding the whole toggle only refuses enabling.
  @UseGuards(EmailConfirmedGuard)
  @ApiOperation({ summary: 'Eigene Benachrichtigung aktivieren/deaktivieren (aktivieren nur mit Pro)' })
  @ApiOkResponse({ type: SubscriptionResponse, description: 'Die Benachrichtigung mit neuem Zustand' })
  @ApiProblems(401, [403, 'Aktivieren nur mit Pro und bestätigter E-Mail-Adresse'], 404)
  async toggle(
    @Param('id', subscriptionIdPipe) id: string,
    @CurrentCaller() caller: Caller,
  ): Promise<SubscriptionResponse> {
    await this.commands.run(
      id,
      {
        type: 'ToggleSubscription',
        by: caller.userId!,
        mayHaveAlerts: limitsFor(caller).emailAlerts,
        at: this.clock.now(),
      },
      { actorId: caller.userId!, waitForReadModel: true },
    );
    return (await this.queries.find(id))!;
  }
}
