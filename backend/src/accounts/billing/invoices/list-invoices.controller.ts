import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../../platform/http/openapi/api-problems.decorator.js';
import { CurrentCaller, type Caller } from '../../../platform/http/caller.js';
import { InvoiceListResponse } from '../billing.response.js';
import { ListInvoicesQuery } from './list-invoices.query.js';

/** The caller's Stripe invoices, newest first; only the caller's own customer is ever asked. */
@ApiTags('billing')
@ApiBearerAuth()
@Controller('billing')
export class ListInvoicesController {
  constructor(private readonly queries: QueryBus) {}

  @Get('invoices')
  @ApiOperation({ summary: 'Eigene Rechnungen (Stripe)' })
  @ApiOkResponse({ type: InvoiceListResponse, description: 'Rechnungen, neueste zuerst' })
  @ApiProblems(401, [503, 'Zahlungsabwicklung nicht eingerichtet'])
  async list(@CurrentCaller() caller: Caller): Promise<InvoiceListResponse> {
    return this.queries.execute(new ListInvoicesQuery(caller.userId!));
  }
}
