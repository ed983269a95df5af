import { Query } from '@nestjs/cqrs';
import type { InvoiceListResponse } from '../billing.response.js';

/** The Stripe invoices of `userId`, newest first. */
export class ListInvoicesQuery extends Query<InvoiceListResponse> {
  constructor(readonly userId: string) {
    super();
  }
}
