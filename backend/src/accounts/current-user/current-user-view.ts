import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { AccountsReadModel } from '../read-model/accounts-read-model.js';
import { toUserView, type UserView } from '../read-model/user-view.js';

/** The API view of one user from the read model. */
@Injectable()
export class CurrentUserView {
  constructor(
    private readonly accounts: AccountsReadModel,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  of(userId: string): UserView {
    const row = this.accounts.userById(userId);
    if (!row) throw new UnauthorizedException('Bitte melden Sie sich an.');
    return toUserView(row, this.clock.now());
  }
}
