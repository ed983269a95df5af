import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { EmailConfirmedGuard } from '../../platform/http/email-confirmed.guard.js';
import { AlertsPlanGuard } from '../alerts-plan.guard.js';
import { SubscriptionQueries } from '../read-model/subscription-queries.js';
import type { SubscriptionView } from '../read-model/subscription-view.js';
import { SubscriptionRequest } from '../subscription.request.js';
import { CreateSubscriptionHandler } from './create-subscription.handler.js';

@ApiTags('alerts')
@ApiBearerAuth()
@Controller('subscriptions')
export class CreateSubscriptionController {
  constructor(
    private readonly handler: CreateSubscriptionHandler,
    private readonly queries: SubscriptionQueries,
  ) {}

  @Post()
  @UseGuards(AlertsPlanGuard, EmailConfirmedGuard)
  @ApiOperation({
    summary: 'Benachrichtigung anlegen (nur Pro, mit bestätigter E-Mail-Adresse)',
    description:
      'Eine andere Adresse als die eigene Konto-Adresse erhält zuerst eine Bestätigungs-E-Mail (Double-Opt-in, ' +
      'höchstens eine je 24 Stunden); vor der Bestätigung wird ihr nichts gesendet (`recipientStatus`).',
  })
  @ApiForbiddenResponse({ description: 'Pro-Abonnement erforderlich für E-Mail-Benachrichtigungen' })
  @ApiUnprocessableEntityResponse({
    description: 'Ungültige Felder, oder die Höchstzahl (ALERT_SUBSCRIPTIONS_MAX) erreicht',
  })
  async create(@Body() body: SubscriptionRequest, @CurrentCaller() caller: Caller): Promise<SubscriptionView> {
    const { id } = await this.handler.execute(caller, body, { source: 'form', waitForReadModel: true });
    return this.queries.find(id)!;
  }
}
