import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiCreatedResponse, ApiExtraModels, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { EmailConfirmedGuard } from '../../platform/http/email-confirmed.guard.js';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import {
  WebhookCaseCorrectedPayload,
  WebhookCaseMatchedPayload,
  WebhookPortfolioMatchPayload,
  WebhookTestPayload,
} from '../delivery/webhook-payload.schema.js';
import { WEBHOOK_ENDPOINTS_MAX } from '../domain/endpoint-rules.js';
import { WebhookSecretResponse } from '../read-model/webhook-endpoint.response.js';
import { CreateWebhookRequest } from '../webhook.request.js';
import { WebhooksPlanGuard } from '../webhooks-plan.guard.js';
import { WEBHOOK_PAYLOAD_DESCRIPTION } from '../webhooks-openapi.js';
import { CreateWebhookCommand } from './create-webhook.command.js';

@ApiTags('webhooks')
@ApiBearerAuth()
// The payloads the endpoint receives: schemas for receivers that generate types (see the operation's text).
@ApiExtraModels(
  WebhookCaseMatchedPayload,
  WebhookCaseCorrectedPayload,
  WebhookPortfolioMatchPayload,
  WebhookTestPayload,
)
@Controller('webhooks')
export class CreateWebhookController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  // A confirmed address, as for alerts: the only account erasure (unconfirmed self-registrations) then never
  // meets a webhook, and the owner can be mailed when an endpoint is disabled.
  @UseGuards(WebhooksPlanGuard, EmailConfirmedGuard)
  @ApiOperation({ summary: 'Webhook einrichten (nur Pro)', description: WEBHOOK_PAYLOAD_DESCRIPTION })
  @ApiCreatedResponse({ type: WebhookSecretResponse, description: 'Der Webhook und sein Geheimnis (nur jetzt)' })
  @ApiProblems(
    400,
    401,
    [403, 'Pro-Abonnement erforderlich für Webhooks; eine bestätigte E-Mail-Adresse ist nötig'],
    [
      422,
      `Adresse nicht erlaubt (SSRF-Schutz), unbekannte Benachrichtigung, oder schon ${WEBHOOK_ENDPOINTS_MAX} Webhooks`,
    ],
  )
  create(@Body() body: CreateWebhookRequest, @CurrentCaller() caller: Caller): Promise<WebhookSecretResponse> {
    return this.commands.execute(new CreateWebhookCommand(body, caller));
  }
}
