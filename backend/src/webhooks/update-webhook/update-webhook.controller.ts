import { Body, Controller, Param, Patch, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { WebhookEndpointResponse } from '../read-model/webhook-endpoint.response.js';
import { webhookIdPipe } from '../webhook-id.pipe.js';
import { UpdateWebhookRequest } from '../webhook.request.js';
import { WebhooksPlanGuard } from '../webhooks-plan.guard.js';
import { UpdateWebhookCommand } from './update-webhook.command.js';

@ApiTags('webhooks')
@ApiBearerAuth()
@Controller('webhooks')
export class UpdateWebhookController {
  constructor(private readonly commands: CommandBus) {}

  @Patch(':id')
  @UseGuards(WebhooksPlanGuard)
  @ApiOperation({ summary: 'Webhook ändern, ein- oder ausschalten (nur Pro)' })
  @ApiOkResponse({ type: WebhookEndpointResponse, description: 'Der geänderte Webhook' })
  @ApiProblems(400, 401, 403, [404, 'Der Webhook wurde nicht gefunden'], [422, 'Adresse oder Auswahl nicht erlaubt'])
  update(
    @Param('id', webhookIdPipe) id: string,
    @Body() body: UpdateWebhookRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<WebhookEndpointResponse> {
    return this.commands.execute(new UpdateWebhookCommand(id, body, caller));
  }
}
