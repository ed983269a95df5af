import { Command } from '@nestjs/cqrs';
import type { BillingRedirectResponse } from '../billing.response.js';

/** `userId` opens Stripe's customer portal; answers with the page to follow. */
export class CreatePortalCommand extends Command<BillingRedirectResponse> {
  constructor(readonly userId: string) {
    super();
  }
}
