import { Controller, Get, Inject } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../../platform/http/openapi/api-problems.decorator.js';
import { InvoiceListResponse } from '../billing.response.js';
import { CurrentCaller, type Caller } from '../../../platform/http/caller.js';
import { BillingCustomer } from '../stripe/billing-customer.js';
import { requireStripe, STRIPE, type StripeGateway } from '../stripe/stripe-client.js';

const isoFromEpoch = (seconds: number | null | undefined) =>
  seconds === null || seconds === undefined ? null : new Date(seconds * 1000).toISOString();

/** The caller's Stripe invoices, newest first; only the caller's own customer is ever asked. */
@ApiTags('billing')
@ApiBearerAuth()
@Controller('billing')
export class ListInvoicesController {
  constructor(
    @Inject(STRIPE) private readonly gateway: StripeGateway | null,
    private readonly customers: BillingCustomer,
  ) {}

  @Get('invoices')
  @ApiOperation({ summary: 'Eigene Rechnungen (Stripe)' })
  @ApiOkResponse({ type: InvoiceListResponse, description: 'Rechnungen, neueste zuerst' })
  @ApiProblems(401, [503, 'Zahlungsabwicklung nicht eingerichtet'])
  async list(@CurrentCaller() caller: Caller): Promise<InvoiceListResponse> {
    const gateway = requireStripe(this.gateway);
    const customer = await this.customers.existing(caller.userId!);
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
