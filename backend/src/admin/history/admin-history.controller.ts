import { BadRequestException, Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { AdminGuard } from '../../platform/http/admin.guard.js';
import { AdminHistoryRequest } from './admin-history.request.js';
import { AdminHistoryResponse } from './admin-history.response.js';
import { GetAdminHistoryQuery } from './get-admin-history.query.js';

function streamsOf(request: AdminHistoryRequest): string[] {
  if (request.stream) return [request.stream];
  switch (request.entity) {
    case 'user':
      return [`user-${request.id}`];
    case 'contact-message':
      return [`contact-${request.id}`, `contactaudit-${request.id}`];
    case 'cleanup':
      return [`retention-${request.id}`];
    case 'import':
      return [`import-${request.id}`];
    default:
      throw new BadRequestException('Bitte stream oder entity und id angeben');
  }
}

/** The auditable history of a stream or entity (administrators); the use case is `GetAdminHistoryHandler`. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin')
export class AdminHistoryController {
  constructor(private readonly queries: QueryBus) {}

  @Get('history')
  @UseGuards(AdminGuard)
  @ApiOperation({ summary: 'Ereignisverlauf eines Streams oder einer Entität (Administratoren)' })
  @ApiOkResponse({ type: AdminHistoryResponse, description: 'Ereignisse der Streams, älteste zuerst' })
  @ApiProblems(400, 401, 403)
  history(@Query() request: AdminHistoryRequest): Promise<AdminHistoryResponse> {
    if (request.entity && !request.id) throw new BadRequestException('Bitte die id der Entität angeben');
    return this.queries.execute(new GetAdminHistoryQuery(streamsOf(request)));
  }
}
