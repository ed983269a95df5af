import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { SubscriptionTallyQuery } from './subscription-tally.query.js';
import { SubscriptionTallyResponse } from './subscription-tally.response.js';

/**
 * The caller's alerts counted. The dashboard polls this every 30 s instead of `GET /subscriptions`, whose whole
 * list it only counted: with a watchlist of 1,000 companies that list is about 630 KB of JSON per poll.
 */
@ApiTags('alerts')
@ApiBearerAuth()
@Controller('subscriptions')
export class SubscriptionTallyController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('summary')
  @ApiOperation({ summary: 'Anzahl der eigenen Benachrichtigungen (alle und aktive)' })
  @ApiOkResponse({ type: SubscriptionTallyResponse, description: 'Anzahl der eigenen Benachrichtigungen' })
  @ApiProblems(401)
  summary(@CurrentCaller() caller: Caller): Promise<SubscriptionTallyResponse> {
    return this.queryBus.execute(new SubscriptionTallyQuery(caller.userId!));
  }
}
