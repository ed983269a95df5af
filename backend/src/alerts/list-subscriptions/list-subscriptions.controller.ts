import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { SubscriptionResponse } from '../read-model/subscription.response.js';
import { ListSubscriptionsQuery } from './list-subscriptions.query.js';
import { SubscriptionsByEmailQuery } from './subscriptions-by-email.query.js';

@ApiTags('alerts')
@ApiBearerAuth()
@Controller('subscriptions')
export class ListSubscriptionsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Eigene Benachrichtigungen' })
  @ApiOkResponse({ type: [SubscriptionResponse], description: 'Eigene Benachrichtigungen' })
  @ApiProblems(401)
  list(@CurrentCaller() caller: Caller): Promise<SubscriptionResponse[]> {
    return this.queryBus.execute(new ListSubscriptionsQuery(caller.userId!));
  }

  /**
   * Subscriptions sending to one address: only the caller's own (another user's address yields an empty
   * list, exactly as an unused one does), or every user's for admins.
   */
  @Get('email/:email')
  @ApiOperation({ summary: 'Benachrichtigungen an eine E-Mail-Adresse (eigene; Administratoren: alle)' })
  @ApiOkResponse({
    type: [SubscriptionResponse],
    description: 'Benachrichtigungen an diese Adresse (leer, wenn keine)',
  })
  @ApiProblems(401)
  byEmail(@Param('email') email: string, @CurrentCaller() caller: Caller): Promise<SubscriptionResponse[]> {
    return this.queryBus.execute(
      new SubscriptionsByEmailQuery(email.trim(), caller.role === 'admin' ? null : caller.userId!),
    );
  }
}
