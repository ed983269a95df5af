import { Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { WebhookSecretResponse } from '../read-model/webhook-endpoint.response.js';
import { webhookIdPipe } from '../webhook-id.pipe.js';
import { WebhooksPlanGuard } from '../webhooks-plan.guard.js';
import { RotateSecretCommand } from './rotate-secret.command.js';

@ApiTags('webhooks')
@ApiBearerAuth()
@Controller('webhooks')
export class RotateSecretController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/rotate-secret')
  @HttpCode(200)
  @UseGuards(WebhooksPlanGuard)
  @ApiOperation({
    summary: 'Neues Geheimnis erzeugen (nur Pro)',
    description: 'Das neue Geheimnis wird nur jetzt angezeigt. Das bisherige bleibt 24 h gültig (beide Signaturen).',
  })
  @ApiOkResponse({ type: WebhookSecretResponse, description: 'Der Webhook und sein neues Geheimnis (nur jetzt)' })
  @ApiProblems(401, 403, [404, 'Der Webhook wurde nicht gefunden'])
  rotate(@Param('id', webhookIdPipe) id: string, @CurrentCaller() caller: Caller): Promise<WebhookSecretResponse> {
    return this.commands.execute(new RotateSecretCommand(id, caller));
  }
}
