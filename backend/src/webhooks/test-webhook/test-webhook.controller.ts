import { Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { WebhookTestResponse } from '../read-model/webhook-endpoint.response.js';
import { webhookIdPipe } from '../webhook-id.pipe.js';
import { WebhooksPlanGuard } from '../webhooks-plan.guard.js';
import { TestWebhookCommand } from './test-webhook.command.js';

@ApiTags('webhooks')
@ApiBearerAuth()
@Controller('webhooks')
export class TestWebhookController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/test')
  @HttpCode(200)
  @UseGuards(WebhooksPlanGuard)
  @ApiOperation({
    summary: 'Testereignis senden (nur Pro)',
    description: 'Einmaliger Versuch; das Ergebnis steht in der Antwort und im Protokoll.',
  })
  @ApiOkResponse({ type: WebhookTestResponse, description: 'Das Ergebnis des Versuchs' })
  @ApiProblems(401, 403, [404, 'Der Webhook wurde nicht gefunden'])
  test(@Param('id', webhookIdPipe) id: string, @CurrentCaller() caller: Caller): Promise<WebhookTestResponse> {
    return this.commands.execute(new TestWebhookCommand(id, caller.userId!));
  }
}
