import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { AdminGuard } from '../../platform/http/admin.guard.js';
import { AccountsReadModel } from '../read-model/accounts-read-model.js';
import { toUserView } from '../read-model/user-view.js';
import { ListUsersRequest } from './list-users.request.js';
import { UserListResponse } from './list-users.response.js';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('auth')
export class ListUsersController {
  constructor(
    private readonly accounts: AccountsReadModel,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('users')
  @UseGuards(AdminGuard)
  @ApiOperation({ summary: 'Benutzer auflisten (Admin): Suche, Filter nach Tarif und Status, Seiten' })
  @ApiOkResponse({ type: UserListResponse, description: 'Eine Seite der Benutzerliste' })
  @ApiProblems(400, 401, 403)
  list(@Query() query: ListUsersRequest): UserListResponse {
    const { rows, total } = this.accounts.listUsers(query);
    const now = this.clock.now();
    return {
      users: rows.map((row) => toUserView(row, now)),
      pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
    };
  }
}
