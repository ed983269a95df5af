import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { AdminGuard } from '../../platform/http/admin.guard.js';
import { ListUsersQuery } from './list-users.query.js';
import { ListUsersRequest } from './list-users.request.js';
import { UserListResponse } from './list-users.response.js';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('auth')
export class ListUsersController {
  constructor(private readonly queries: QueryBus) {}

  @Get('users')
  @UseGuards(AdminGuard)
  @ApiOperation({ summary: 'Benutzer auflisten (Admin): Suche, Filter nach Tarif und Status, Seiten' })
  @ApiOkResponse({ type: UserListResponse, description: 'Eine Seite der Benutzerliste' })
  @ApiProblems(400, 401, 403)
  list(@Query() query: ListUsersRequest): Promise<UserListResponse> {
    return this.queries.execute(new ListUsersQuery(query));
  }
}
