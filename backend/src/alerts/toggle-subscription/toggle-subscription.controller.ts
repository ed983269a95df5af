import { Controller, Param, Patch, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { EmailConfirmedGuard } from '../../platform/http/email-confirmed.guard.js';
import { SubscriptionResponse } from '../read-model/subscription.response.js';
import { subscriptionIdPipe } from '../subscription-id.pipe.js';
import { ToggleSubscriptionCommand } from './toggle-subscription.command.js';

@ApiTags('alerts')
@ApiBearerAuth()
@Controller('subscriptions')
export class ToggleSubscriptionController {
  constructor(private readonly commandBus: CommandBus) {}

  @Patch(':id/toggle')
  // An unconfirmed account cannot have created alerts, so guarding the whole toggle only refuses enabling.
  @UseGuards(EmailConfirmedGuard)
  @ApiOperation({ summary: 'Eigene Benachrichtigung aktivieren/deaktivieren (aktivieren nur mit Pro)' })
  @ApiOkResponse({ type: SubscriptionResponse, description: 'Die Benachrichtigung mit neuem Zustand' })
  @ApiProblems(401, [403, 'Aktivieren nur mit Pro und bestätigter E-Mail-Adresse'], 404)
  toggle(@Param('id', subscriptionIdPipe) id: string, @CurrentCaller() caller: Caller): Promise<SubscriptionResponse> {
    return this.commandBus.execute(new ToggleSubscriptionCommand(id, caller));
  }
}
