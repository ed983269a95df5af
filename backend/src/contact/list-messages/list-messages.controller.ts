import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../../platform/http/admin.guard.js';
import { ContactInbox } from '../read-model/contact-inbox.js';
import { ListMessagesRequest } from './list-messages.request.js';

@ApiTags('contact')
@ApiBearerAuth()
@Controller('contact/messages')
export class ListMessagesController {
  constructor(private readonly inbox: ContactInbox) {}

  @Get()
  @UseGuards(AdminGuard)
  @ApiOperation({ summary: 'Kontaktnachrichten, neueste zuerst (Administratoren)' })
  list(@Query() query: ListMessagesRequest) {
    return this.inbox.list({ limit: query.limit, offset: query.offset });
  }
}
