import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { EmailConfirmedGuard } from '../../platform/http/email-confirmed.guard.js';
import { AlertsPlanGuard } from '../alerts-plan.guard.js';
import { GetSubscriptionQuery } from '../get-subscription/get-subscription.query.js';
import { SubscriptionResponse } from '../read-model/subscription.response.js';
import { SubscriptionRequest } from '../subscription.request.js';
import { CreateSubscriptionCommand } from './create-subscription.command.js';

@ApiTags('alerts')
@ApiBearerAuth()
@Controller('subscriptions')
export class CreateSubscriptionController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post()
  @UseGuards(AlertsPlanGuard, EmailConfirmedGuard)
  @ApiOperation({
    summary: 'Benachrichtigung anlegen (nur Pro, mit bestätigter E-Mail-Adresse)',
    description:
      'Eine andere Adresse als die eigene Konto-Adresse erhält zuerst eine Bestätigungs-E-Mail (Double-Opt-in, ' +
      'höchstens eine je 24 Stunden); vor der Bestätigung wird ihr nichts gesendet (`recipientStatus`).',
  })
  @ApiCreatedResponse({ type: SubscriptionResponse, description: 'Die angelegte Benachrichtigung' })
  @ApiProblems(
    400,
    401,
    [403, 'Pro-Abonnement und bestätigte E-Mail-Adresse erforderlich'],
    [422, 'Ungültige Felder, oder die Höchstzahl (ALERT_SUBSCRIPTIONS_MAX) erreicht'],
  )
  async create(@Body() body: SubscriptionRequest, @CurrentCaller() caller: Caller): Promise<SubscriptionResponse> {
    const { id } = await this.commandBus.execute(
      new CreateSubscriptionCommand(caller, body, { source: 'form', waitForReadModel: true }),
    );
    return (await this.queryBus.execute(new GetSubscriptionQuery(id)))!;
  }
}
