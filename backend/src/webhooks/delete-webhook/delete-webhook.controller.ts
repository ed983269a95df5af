import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { MessageResponse } from '../../platform/http/openapi/message.response.js';
import { webhookIdPipe } from '../webhook-id.pipe.js';
import { DeleteWebhookCommand } from './delete-webhook.command.js';

@ApiTags('webhooks')
@ApiBearerAuth()
@Controller('webhooks')
export class DeleteWebhookController {
  constructor(private readonly commands: CommandBus) {}

  /** Also after a downgrade to Free: one's own data can always be removed. */
  @Delete(':id')
  @ApiOperation({ summary: 'Webhook löschen (mit Geheimnis, Zustellungen und Protokoll)' })
  @ApiOkResponse({ type: MessageResponse, description: 'Webhook gelöscht' })
  @ApiProblems(401, [404, 'Der Webhook wurde nicht gefunden'])
  async delete(@Param('id', webhookIdPipe) id: string, @CurrentCaller() caller: Caller): Promise<MessageResponse> {
    await this.commands.execute(new DeleteWebhookCommand(id, caller.userId!));
    return { message: 'Webhook gelöscht' };
  }
}
