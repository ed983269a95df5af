import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { MessageResponse } from '../../platform/http/openapi/message.response.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { subscriptionIdPipe } from '../subscription-id.pipe.js';
import { DeleteSubscriptionCommand } from './delete-subscription.command.js';

@ApiTags('alerts')
@ApiBearerAuth()
@Controller('subscriptions')
export class DeleteSubscriptionController {
  constructor(private readonly commandBus: CommandBus) {}

  @Delete(':id')
  @ApiOperation({ summary: 'Eigene Benachrichtigung löschen (der Verlauf wird gelöscht, nur ein Prüfvermerk bleibt)' })
  @ApiOkResponse({ type: MessageResponse, description: 'Benachrichtigung gelöscht' })
  @ApiProblems(401, 404)
  async delete(@Param('id', subscriptionIdPipe) id: string, @CurrentCaller() caller: Caller): Promise<MessageResponse> {
    await this.commandBus.execute(new DeleteSubscriptionCommand(id, caller));
    return { message: 'Benachrichtigung gelöscht' };
  }
}
