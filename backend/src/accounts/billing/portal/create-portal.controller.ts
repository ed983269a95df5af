import { Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../../platform/http/openapi/api-problems.decorator.js';
import { CurrentCaller, type Caller } from '../../../platform/http/caller.js';
import { BillingRedirectResponse } from '../billing.response.js';
import { CreatePortalCommand } from './create-portal.command.js';

/** Stripe's customer portal: change plan (prorated), payment method, invoices, cancellation. */
@ApiTags('billing')
@ApiBearerAuth()
@Controller('billing')
export class CreatePortalController {
  constructor(private readonly commands: CommandBus) {}

  @Post('create-portal-session')
  @HttpCode(200)
  @ApiOperation({ summary: 'Stripe-Kundenportal öffnen (→ url)' })
  @ApiOkResponse({ type: BillingRedirectResponse, description: 'Adresse des Stripe-Kundenportals' })
  @ApiProblems(401, [409, 'Noch kein Abonnement'], [503, 'Zahlungsabwicklung nicht eingerichtet'])
  async create(@CurrentCaller() caller: Caller): Promise<BillingRedirectResponse> {
    return this.commands.execute(new CreatePortalCommand(caller.userId!));
  }
}
