import { Body, Controller, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../../platform/http/admin.guard.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { messageIdPipe } from '../message-id.pipe.js';
import { ContactInbox } from '../read-model/contact-inbox.js';
import { ReplyToMessageHandler } from './reply-to-message.handler.js';
import { ReplyToMessageRequest } from './reply-to-message.request.js';

@ApiTags('contact')
@ApiBearerAuth()
@Controller('contact/messages')
export class ReplyToMessageController {
  constructor(
    private readonly handler: ReplyToMessageHandler,
    private readonly inbox: ContactInbox,
  ) {}

  @Post(':id/reply')
  @UseGuards(AdminGuard)
  @ApiOperation({ summary: 'Per E-Mail antworten ("Re: <Betreff>") und als beantwortet markieren' })
  async reply(
    @Param('id', messageIdPipe) id: string,
    @Body() body: ReplyToMessageRequest,
    @CurrentCaller() caller: Caller,
  ) {
    await this.handler.execute(id, body.message, caller.userId!);
    return { message: 'Antwort versendet.', contactMessage: this.inbox.find(id) };
  }
}
