import { Controller, Delete, Param, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
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
  async delete(@Param('id', messageIdPipe) id: string, @CurrentCaller() caller: Caller) {
    await this.handler.execute(id, caller.userId!);
    return { message: 'Nachricht gelöscht.' };
  }
}
