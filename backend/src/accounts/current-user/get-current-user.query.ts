import { Query } from '@nestjs/cqrs';
import type { UserView } from '../read-model/user-view.js';

/** The logged-in user with the plan in force. */
export class GetCurrentUserQuery extends Query<UserView> {
  constructor(readonly userId: string) {
    super();
  }
}
