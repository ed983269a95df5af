import { Controller, Delete, Param, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { MessageResponse } from '../../platform/http/openapi/message.response.js';
import { AdminGuard } from '../../platform/http/admin.guard.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { messageIdPipe } from '../message-id.pipe.js';
import { DeleteMessageHandler } from './delete-message.handler.js';

@ApiTags('contact')
@ApiBearerAuth()
@Controller('contact/messages')
export class DeleteMessageController {
  constructor(private readonly handler: DeleteMessageHandler) {}

  @Delete(':id')
  @UseGuards(AdminGuard)
  @ApiOperation({
    summary: 'Nachricht endgültig löschen (DSGVO: Ereignisse werden gelöscht, nur ein Prüfvermerk bleibt)',
  })
  @ApiOkResponse({ type: MessageResponse, description: 'Nachricht gelöscht' })
  @ApiProblems(401, 403, 404)
  async delete(@Param('id', messageIdPipe) id: string, @CurrentCaller() caller: Caller): Promise<MessageResponse> {
    await this.handler.execute(id, caller.userId!);
    return { message: 'Nachricht gelöscht.' };
  }
}
