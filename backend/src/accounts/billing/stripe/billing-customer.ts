import { Injectable } from '@nestjs/common';
import { UserCommands } from '../../user-commands.js';
import { AccountsReadModel } from '../../read-model/accounts-read-model.js';
import type { StripeGateway } from './stripe-client.js';

/** The Stripe customer of a user, created on the first checkout and remembered (`BillingCustomerLinked`). */
@Injectable()
export class BillingCustomer {
  constructor(
    private readonly accounts: AccountsReadModel,
    private readonly commands: UserCommands,
  ) {}

  existing(userId: string): string | null {
    return this.accounts.userById(userId)?.stripe_customer_id ?? null;
  }

  async ensure(gateway: StripeGateway, userId: string): Promise<string> {
    const existing = this.existing(userId);
    if (existing) return existing;
    const user = this.accounts.userById(userId)!;
    const customer = await gateway.stripe.customers.create(
      {
        email: user.email,
        name: `${user.first_name} ${user.last_name}`,
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
