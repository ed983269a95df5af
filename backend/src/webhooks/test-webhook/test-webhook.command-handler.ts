import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { testPayload } from '../delivery/domain/payload.js';
import { attemptLeaseMs } from '../delivery/domain/retry-schedule.js';
import { WebhookSender } from '../delivery/webhook-sender.js';
import { WEBHOOK_DELIVERY_STORE, type WebhookDeliveryStore } from '../delivery/webhook-delivery-store.port.js';
import { WebhookEndpointNotFound } from '../domain/errors.js';
import { WEBHOOK_ENDPOINT_QUERIES, type WebhookEndpointQueries } from '../read-model/webhook-endpoint-queries.port.js';
import type { WebhookTestResponse } from '../read-model/webhook-endpoint.response.js';
import { TestWebhookCommand } from './test-webhook.command.js';

const MESSAGES: Record<string, string> = {
  timeout: 'Der Empfänger hat nicht innerhalb der Frist geantwortet.',
  unsafe_address: 'Die Adresse zeigt inzwischen auf ein internes Netz und wird nicht beliefert.',
  ECONNREFUSED: 'Der Empfänger hat die Verbindung abgelehnt.',
  ENOTFOUND: 'Der Rechnername ist nicht auflösbar.',
};

/**
 * The test event goes through the delivery record like every delivery (it shows in the log), recorded as claimed
 * by this request so no background round sends it too, and is tried once: the owner sees the outcome now.
 */
@CommandHandler(TestWebhookCommand)
export class TestWebhookHandler implements ICommandHandler<TestWebhookCommand> {
  constructor(
    private readonly sender: WebhookSender,
    @Inject(WEBHOOK_ENDPOINT_QUERIES) private readonly queries: WebhookEndpointQueries,
    @Inject(WEBHOOK_DELIVERY_STORE) private readonly store: WebhookDeliveryStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ endpointId, ownerId }: TestWebhookCommand): Promise<WebhookTestResponse> {
    if (!(await this.queries.findOwn(endpointId, ownerId))) throw new WebhookEndpointNotFound();
    const at = this.clock.now();
    const id = `msg_test_${randomUUID()}`;
    await this.store.enqueue([
      {
        id,
        endpointId,
        ownerId,
        eventType: 'webhook.test',
        body: JSON.stringify(testPayload(endpointId, at)),
        at,
        claimedUntil: new Date(at.getTime() + attemptLeaseMs(this.config.webhooks.timeoutMs)),
      },
    ]);
    const delivery = (await this.store.get(id))!;
    const outcome = await this.sender.attempt(delivery, { retry: false });
    const message = outcome.delivered
      ? `Testereignis zugestellt (HTTP ${outcome.httpStatus}).`
      : outcome.httpStatus !== null
        ? `Der Empfänger antwortete mit HTTP ${outcome.httpStatus}.`
        : (MESSAGES[outcome.error ?? ''] ?? `Zustellung fehlgeschlagen (${outcome.error}).`);
    return {
      delivered: outcome.delivered,
      httpStatus: outcome.httpStatus,
      latencyMs: outcome.latencyMs,
      error: outcome.error,
      message,
    };
  }
}
