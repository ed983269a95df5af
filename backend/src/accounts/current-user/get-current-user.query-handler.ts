import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { UserView } from '../read-model/user-view.js';
import { CurrentUserView } from './current-user-view.js';
import { GetCurrentUserQuery } from './get-current-user.query.js';

@QueryHandler(GetCurrentUserQuery)
export class GetCurrentUserHandler implements IQueryHandler<GetCurrentUserQuery> {
  constructor(private readonly users: CurrentUserView) {}

  execute({ userId }: GetCurrentUserQuery): Promise<UserView> {
    return this.users.of(userId);
  }
}
