import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { WebhookEndpointListResponse } from '../read-model/webhook-endpoint.response.js';
import { ListWebhooksQuery } from './list-webhooks.query.js';

@ApiTags('webhooks')
@ApiBearerAuth()
@Controller('webhooks')
export class ListWebhooksController {
  constructor(private readonly queries: QueryBus) {}

  /** Free users may list (and delete) what they set up while they were Pro. */
  @Get()
  @ApiOperation({ summary: 'Eigene Webhooks (ohne Geheimnisse)' })
  @ApiOkResponse({ type: WebhookEndpointListResponse, description: 'Die eigenen Webhooks und ihre Höchstzahl' })
  @ApiProblems(401)
  list(@CurrentCaller() caller: Caller): Promise<WebhookEndpointListResponse> {
    return this.queries.execute(new ListWebhooksQuery(caller.userId!));
  }
}
