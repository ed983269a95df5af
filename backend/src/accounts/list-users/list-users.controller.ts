import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { AdminGuard } from '../../platform/http/admin.guard.js';
import { AccountsReadModel } from '../read-model/accounts-read-model.js';
import { toUserView } from '../read-model/user-view.js';
import { ListUsersRequest } from './list-users.request.js';

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
  list(@Query() query: ListUsersRequest) {
    const { rows, total } = this.accounts.listUsers(query);
    const now = this.clock.now();
    return {
      users: rows.map((row) => toUserView(row, now)),
      pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
    };
  }
}
