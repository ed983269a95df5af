import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { SubscriptionQueries } from '../read-model/subscription-queries.js';
import type { SubscriptionView } from '../read-model/subscription-view.js';

@ApiTags('alerts')
@ApiBearerAuth()
@Controller('subscriptions')
export class ListSubscriptionsController {
  constructor(private readonly queries: SubscriptionQueries) {}

  @Get()
  @ApiOperation({ summary: 'Eigene Benachrichtigungen' })
  list(@CurrentCaller() caller: Caller): SubscriptionView[] {
    return this.queries.ofOwner(caller.userId!);
  }

  /**
   * Subscriptions sending to one address: only the caller's own (another user's address yields an empty
   * list, exactly as an unused one does), or every user's for admins.
   */
  @Get('email/:email')
  @ApiOperation({ summary: 'Benachrichtigungen an eine E-Mail-Adresse (eigene; Administratoren: alle)' })
  byEmail(@Param('email') email: string, @CurrentCaller() caller: Caller): SubscriptionView[] {
    return this.queries.byEmail(email.trim(), caller.role === 'admin' ? null : caller.userId!);
  }
}
