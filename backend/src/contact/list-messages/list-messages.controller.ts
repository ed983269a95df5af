import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { AdminGuard } from '../../platform/http/admin.guard.js';
import { ContactInbox } from '../read-model/contact-inbox.js';
import { ContactMessageListResponse } from '../read-model/contact-message.response.js';
import { ListMessagesRequest } from './list-messages.request.js';

@ApiTags('contact')
@ApiBearerAuth()
@Controller('contact/messages')
export class ListMessagesController {
  constructor(private readonly inbox: ContactInbox) {}

  @Get()
  @UseGuards(AdminGuard)
  @ApiOperation({ summary: 'Kontaktnachrichten, neueste zuerst (Administratoren)' })
  @ApiOkResponse({ type: ContactMessageListResponse, description: 'Eine Seite des Postfachs' })
  @ApiProblems(400, 401, 403)
  list(@Query() query: ListMessagesRequest): ContactMessageListResponse {
    return this.inbox.list({ limit: query.limit, offset: query.offset });
  }
}
