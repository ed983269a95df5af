import { Query } from '@nestjs/cqrs';
import type { UserListQuery } from '../read-model/account-queries.port.js';
import type { UserListResponse } from './list-users.response.js';

/** A page of the admin's user list. */
export class ListUsersQuery extends Query<UserListResponse> {
  constructor(readonly criteria: UserListQuery) {
    super();
  }
}
