import { Controller, Delete, Param, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { MessageResponse } from '../../platform/http/openapi/message.response.js';
import { AdminGuard } from '../../platform/http/admin.guard.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { messageIdPipe } from '../message-id.pipe.js';
import { DeleteMessageCommand } from './delete-message.command.js';

@ApiTags('contact')
@ApiBearerAuth()
@Controller('contact/messages')
export class DeleteMessageController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':id')
  @UseGuards(AdminGuard)
  @ApiOperation({
    summary: 'Nachricht endgültig löschen (DSGVO: Ereignisse werden gelöscht, nur ein Prüfvermerk bleibt)',
  })
  @ApiOkResponse({ type: MessageResponse, description: 'Nachricht gelöscht' })
  @ApiProblems(401, 403, 404)
  async delete(@Param('id', messageIdPipe) id: string, @CurrentCaller() caller: Caller): Promise<MessageResponse> {
    await this.commands.execute(new DeleteMessageCommand(id, caller.userId!));
    return { message: 'Nachricht gelöscht.' };
  }
}
