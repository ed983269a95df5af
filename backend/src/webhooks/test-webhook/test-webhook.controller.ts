import { Controller, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { enforceRateLimit } from '../../platform/http/retry-later.js';
import { RATE_LIMIT_STORE, type RateLimitStore } from '../../platform/rate-limits/rate-limit-store.port.js';
import { WebhookTestResponse } from '../read-model/webhook-endpoint.response.js';
import { webhookIdPipe } from '../webhook-id.pipe.js';
import { WebhooksPlanGuard } from '../webhooks-plan.guard.js';
import { TestWebhookCommand } from './test-webhook.command.js';
import { tooManyTests, WEBHOOK_TEST_LIMIT } from './webhook-test-limit.js';

@ApiTags('webhooks')
@ApiBearerAuth()
@Controller('webhooks')
export class TestWebhookController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(RATE_LIMIT_STORE) private readonly rateLimits: RateLimitStore,
  ) {}

  @Post(':id/test')
  @HttpCode(200)
  @UseGuards(WebhooksPlanGuard)
  @ApiOperation({
    summary: 'Testereignis senden (nur Pro)',
    description:
      'Einmaliger Versuch; das Ergebnis steht in der Antwort und im Protokoll. Höchstens 20 Testereignisse je ' +
      'Konto in 10 Minuten.',
  })
  @ApiOkResponse({ type: WebhookTestResponse, description: 'Das Ergebnis des Versuchs' })
  @ApiProblems(401, 403, [404, 'Der Webhook wurde nicht gefunden'], [429, 'Zu viele Testereignisse in kurzer Zeit'])
  async test(@Param('id', webhookIdPipe) id: string, @CurrentCaller() caller: Caller): Promise<WebhookTestResponse> {
    enforceRateLimit(await this.rateLimits.hit(WEBHOOK_TEST_LIMIT, caller.userId!), tooManyTests);
    return this.commands.execute(new TestWebhookCommand(id, caller.userId!));
  }
}
