import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { WebhookDeliveryLogResponse } from '../read-model/webhook-endpoint.response.js';
import { webhookIdPipe } from '../webhook-id.pipe.js';
import { DeliveryLogQuery } from './delivery-log.query.js';

@ApiTags('webhooks')
@ApiBearerAuth()
@Controller('webhooks')
export class DeliveryLogController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/deliveries')
  @ApiOperation({ summary: 'Zustellprotokoll eines Webhooks (letzte 100, 14 Tage)' })
  @ApiOkResponse({ type: WebhookDeliveryLogResponse, description: 'Das Zustellprotokoll' })
  @ApiProblems(401, [404, 'Der Webhook wurde nicht gefunden'])
  log(@Param('id', webhookIdPipe) id: string, @CurrentCaller() caller: Caller): Promise<WebhookDeliveryLogResponse> {
    return this.queries.execute(new DeliveryLogQuery(id, caller.userId!));
  }
}
