import { Controller, Inject, Param, Patch, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { AdminGuard } from '../../platform/http/admin.guard.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { ContactMessageCommands } from '../message-commands.js';
import { messageIdPipe } from '../message-id.pipe.js';
import { CONTACT_INBOX, type ContactInbox } from '../read-model/contact-inbox.port.js';
import { ContactMessageChangedResponse } from '../read-model/contact-message.response.js';

/** Status changes by hand (SPEC.md §4); each answers with the message as the inbox now shows it. */
@ApiTags('contact')
@ApiBearerAuth()
@Controller('contact/messages')
@UseGuards(AdminGuard)
export class MarkMessageController {
  constructor(
    private readonly commands: ContactMessageCommands,
    @Inject(CONTACT_INBOX) private readonly inbox: ContactInbox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Patch(':id/read')
  @ApiOperation({ summary: 'Als gelesen markieren (nur ungelesene; sonst 409)' })
  @ApiOkResponse({ type: ContactMessageChangedResponse, description: 'Als gelesen markiert' })
  @ApiProblems(401, 403, 404, [409, 'Die Nachricht ist nicht mehr ungelesen'])
  async markRead(
    @Param('id', messageIdPipe) id: string,
    @CurrentCaller() caller: Caller,
  ): Promise<ContactMessageChangedResponse> {
    await this.commands.run(
      id,
      { type: 'MarkContactMessageRead', by: caller.userId!, at: this.clock.now() },
      { actorId: caller.userId!, waitForReadModel: true },
    );
    return { message: 'Nachricht als gelesen markiert.', contactMessage: await this.inbox.find(id) };
  }

  @Patch(':id/replied')
  @ApiOperation({ summary: 'Als beantwortet markieren (ungelesene oder gelesene; sonst 409)' })
  @ApiOkResponse({ type: ContactMessageChangedResponse, description: 'Als beantwortet markiert' })
  @ApiProblems(401, 403, 404, [409, 'Die Nachricht ist bereits beantwortet'])
  async markReplied(
    @Param('id', messageIdPipe) id: string,
    @CurrentCaller() caller: Caller,
  ): Promise<ContactMessageChangedResponse> {
    await this.commands.run(
      id,
      { type: 'MarkContactMessageReplied', by: caller.userId!, at: this.clock.now() },
      { actorId: caller.userId!, waitForReadModel: true },
    );
    return { message: 'Nachricht als beantwortet markiert.', contactMessage: await this.inbox.find(id) };
  }
}
