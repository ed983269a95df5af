import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { SubscriptionResponse } from '../read-model/subscription.response.js';
import { subscriptionIdPipe } from '../subscription-id.pipe.js';
import { SubscriptionRequest } from '../subscription.request.js';
import { UpdateSubscriptionCommand } from './update-subscription.command.js';

@ApiTags('alerts')
@ApiBearerAuth()
@Controller('subscriptions')
export class UpdateSubscriptionController {
  constructor(private readonly commandBus: CommandBus) {}

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
    return this.commandBus.execute(new UpdateSubscriptionCommand(id, caller, body));
  }
}
