import { Controller, Param, Patch, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { AdminGuard } from '../../platform/http/admin.guard.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { messageIdPipe } from '../message-id.pipe.js';
import { ContactMessageChangedResponse } from '../read-model/contact-message.response.js';
import { MarkMessageCommand } from './mark-message.command.js';

/** Status changes by hand (docs/SPEC.md §4); each answers with the message as the inbox now shows it. */
@ApiTags('contact')
@ApiBearerAuth()
@Controller('contact/messages')
@UseGuards(AdminGuard)
export class MarkMessageController {
  constructor(private readonly commands: CommandBus) {}

  @Patch(':id/read')
  @ApiOperation({ summary: 'Als gelesen markieren (nur ungelesene; sonst 409)' })
  @ApiOkResponse({ type: ContactMessageChangedResponse, description: 'Als gelesen markiert' })
  @ApiProblems(401, 403, 404, [409, 'Die Nachricht ist nicht mehr ungelesen'])
  async markRead(
    @Param('id', messageIdPipe) id: string,
    @CurrentCaller() caller: Caller,
  ): Promise<ContactMessageChangedResponse> {
    const contactMessage = await this.commands.execute(new MarkMessageCommand(id, 'read', caller.userId!));
    return { message: 'Nachricht als gelesen markiert.', contactMessage };
  }

  @Patch(':id/replied')
  @ApiOperation({ summary: 'Als beantwortet markieren (ungelesene oder gelesene; sonst 409)' })
  @ApiOkResponse({ type: ContactMessageChangedResponse, description: 'Als beantwortet markiert' })
  @ApiProblems(401, 403, 404, [409, 'Die Nachricht ist bereits beantwortet'])
  async markReplied(
    @Param('id', messageIdPipe) id: string,
    @CurrentCaller() caller: Caller,
  ): Promise<ContactMessageChangedResponse> {
    const contactMessage = await this.commands.execute(new MarkMessageCommand(id, 'replied', caller.userId!));
    return { message: 'Nachricht als beantwortet markiert.', contactMessage };
  }
}
