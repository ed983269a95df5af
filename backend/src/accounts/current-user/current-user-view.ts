import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { ACCOUNT_QUERIES, type AccountQueries } from '../read-model/account-queries.port.js';
import { toUserView, type UserView } from '../read-model/user-view.js';
import { WriteSideAccounts } from '../write-side/write-side-accounts.js';

/**
 * The API view of one user from the read model, or from the account's stream while the read model does not know
 * the account yet (just registered, projections behind).
 */
@Injectable()
export class CurrentUserView {
  constructor(
    @Inject(ACCOUNT_QUERIES) private readonly accounts: AccountQueries,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly writeSide: WriteSideAccounts,
  ) {}

  async of(userId: string): Promise<UserView> {
    const account = (await this.accounts.userById(userId)) ?? (await this.writeSide.account(userId));
    if (!account) throw new UnauthorizedException('Bitte melden Sie sich an.');
    return toUserView(account, this.clock.now(), this.config.accountLimits.unconfirmedAccountDays);
  }
}
