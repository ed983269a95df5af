import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AccountContactQuery, type AccountContact } from '../../platform/watched-cases/account-contact.query.js';
import { ACCOUNT_QUERIES, type AccountQueries } from '../read-model/account-queries.port.js';
import { effectivePlan } from '../read-model/user-view.js';

/** Whom another module's mail for a user goes to (the deadline reminders), from the accounts read model. */
@QueryHandler(AccountContactQuery)
export class AccountContactHandler implements IQueryHandler<AccountContactQuery> {
  constructor(@Inject(ACCOUNT_QUERIES) private readonly accounts: AccountQueries) {}

  async execute({ userId, now }: AccountContactQuery): Promise<AccountContact | null> {
    const account = await this.accounts.userById(userId);
    if (!account) return null;
    return {
      userId: account.id,
      email: account.email,
      name: `${account.firstName} ${account.lastName}`.trim(),
      plan: effectivePlan(account, now),
      active: account.isActive,
      emailConfirmed: account.emailConfirmed,
    };
  }
}
