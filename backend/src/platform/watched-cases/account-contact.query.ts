import { Query } from '@nestjs/cqrs';
import type { Plan } from '../plans/plan.js';

/** Whom a product mail for a user goes to, and whether the user may get it. */
export interface AccountContact {
  readonly userId: string;
  readonly email: string;
  readonly name: string;
  /** The plan in force now (a cancelled plan past its period end is `free`). */
  readonly plan: Plan;
  readonly active: boolean;
  readonly emailConfirmed: boolean;
}

/** The account's contact (answered by the accounts module), null when the account is unknown or erased. */
export class AccountContactQuery extends Query<AccountContact | null> {
  constructor(
    readonly userId: string,
    readonly now: Date,
  ) {
    super();
  }
}
