import { Inject, Injectable } from '@nestjs/common';
import { UserCommands } from '../../user-commands.js';
import { ACCOUNT_QUERIES, type AccountQueries } from '../../read-model/account-queries.port.js';
import type { StripeGateway } from './stripe-client.js';

/** The Stripe customer of a user, created on the first checkout and remembered (`BillingCustomerLinked`). */
@Injectable()
export class BillingCustomer {
  constructor(
    @Inject(ACCOUNT_QUERIES) private readonly accounts: AccountQueries,
    private readonly commands: UserCommands,
  ) {}

  async existing(userId: string): Promise<string | null> {
    return (await this.accounts.userById(userId))?.stripeCustomerId ?? null;
  }

  async ensure(gateway: StripeGateway, userId: string): Promise<string> {
    const existing = await this.existing(userId);
    if (existing) return existing;
    const user = (await this.accounts.userById(userId))!;
    const customer = await gateway.stripe.customers.create(
      {
        email: user.email,
        name: `${user.firstName} ${user.lastName}`,
        preferred_locales: ['de'],
        metadata: { userId },
      },
      // A retried request (double click) creates one customer, not two.
      { idempotencyKey: `customer-${userId}` },
    );
    await this.commands.execute(
      userId,
      { type: 'LinkBillingCustomer', stripeCustomerId: customer.id },
      { actorId: userId },
    );
    return customer.id;
  }
}
