import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { AdminGuard } from '../../platform/http/admin.guard.js';
import { ContactMessageListResponse } from '../read-model/contact-message.response.js';
import { ListMessagesQuery } from './list-messages.query.js';
import { ListMessagesRequest } from './list-messages.request.js';

@ApiTags('contact')
@ApiBearerAuth()
@Controller('contact/messages')
export class ListMessagesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @UseGuards(AdminGuard)
  @ApiOperation({ summary: 'Kontaktnachrichten, neueste zuerst (Administratoren)' })
  @ApiOkResponse({ type: ContactMessageListResponse, description: 'Eine Seite des Postfachs' })
  @ApiProblems(400, 401, 403)
  list(@Query() query: ListMessagesRequest): Promise<ContactMessageListResponse> {
    return this.queries.execute(new ListMessagesQuery({ limit: query.limit, offset: query.offset }));
  }
}
