import { Body, Controller, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { AdminGuard } from '../../platform/http/admin.guard.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { messageIdPipe } from '../message-id.pipe.js';
import { ContactMessageChangedResponse } from '../read-model/contact-message.response.js';
import { ReplyToMessageCommand } from './reply-to-message.command.js';
import { ReplyToMessageRequest } from './reply-to-message.request.js';

@ApiTags('contact')
@ApiBearerAuth()
@Controller('contact/messages')
export class ReplyToMessageController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/reply')
  @UseGuards(AdminGuard)
  @ApiOperation({ summary: 'Per E-Mail antworten ("Re: <Betreff>") und als beantwortet markieren' })
  @ApiCreatedResponse({
    type: ContactMessageChangedResponse,
    description: 'Antwort versendet, Nachricht als beantwortet markiert',
  })
  @ApiProblems(400, 401, 403, 404, 409)
  async reply(
    @Param('id', messageIdPipe) id: string,
    @Body() body: ReplyToMessageRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<ContactMessageChangedResponse> {
    const contactMessage = await this.commands.execute(new ReplyToMessageCommand(id, body.message, caller.userId!));
    return { message: 'Antwort versendet.', contactMessage };
  }
}
