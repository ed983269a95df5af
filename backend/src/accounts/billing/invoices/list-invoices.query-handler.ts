import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { InvoiceListResponse } from '../billing.response.js';
import { BillingCustomer } from '../stripe/billing-customer.js';
import { requireStripe, STRIPE, type StripeGateway } from '../stripe/stripe-client.js';
import { ListInvoicesQuery } from './list-invoices.query.js';

const isoFromEpoch = (seconds: number | null | undefined) =>
  seconds === null || seconds === undefined ? null : new Date(seconds * 1000).toISOString();

/** Only the user's own Stripe customer is ever asked; without one there are no invoices. */
@QueryHandler(ListInvoicesQuery)
export class ListInvoicesHandler implements IQueryHandler<ListInvoicesQuery> {
  constructor(
    @Inject(STRIPE) private readonly gateway: StripeGateway | null,
    private readonly customers: BillingCustomer,
  ) {}

  async execute({ userId }: ListInvoicesQuery): Promise<InvoiceListResponse> {
    const gateway = requireStripe(this.gateway);
    const customer = await this.customers.existing(userId);
    if (!customer) return { invoices: [] };
    const page = await gateway.stripe.invoices.list({ customer, limit: 24 });
    return {
      invoices: page.data.map((invoice) => ({
        id: invoice.id,
        number: invoice.number,
        status: invoice.status,
        currency: invoice.currency,
        amountDue: invoice.amount_due,
        amountPaid: invoice.amount_paid,
        total: invoice.total,
        createdAt: isoFromEpoch(invoice.created),
        periodStart: isoFromEpoch(invoice.period_start),
        periodEnd: isoFromEpoch(invoice.period_end),
        hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
        invoicePdf: invoice.invoice_pdf ?? null,
      })),
    };
  }
}
