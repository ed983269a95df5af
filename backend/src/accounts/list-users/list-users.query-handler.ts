import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { ACCOUNT_QUERIES, type AccountQueries } from '../read-model/account-queries.port.js';
import { toUserView } from '../read-model/user-view.js';
import type { UserListResponse } from './list-users.response.js';
import { ListUsersQuery } from './list-users.query.js';

@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery> {
  constructor(
    @Inject(ACCOUNT_QUERIES) private readonly accounts: AccountQueries,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ criteria }: ListUsersQuery): Promise<UserListResponse> {
    const { users, total } = await this.accounts.listUsers(criteria);
    const now = this.clock.now();
    return {
      users: users.map((user) => toUserView(user, now, this.config.accountLimits.unconfirmedAccountDays)),
      pagination: {
        page: criteria.page,
        limit: criteria.limit,
        total,
        totalPages: Math.ceil(total / criteria.limit),
      },
    };
  }
}
