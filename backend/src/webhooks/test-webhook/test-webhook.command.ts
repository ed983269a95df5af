import { Command } from '@nestjs/cqrs';
import type { WebhookTestResponse } from '../read-model/webhook-endpoint.response.js';

/** Sends a `webhook.test` event to the caller's endpoint now and answers with the outcome. */
export class TestWebhookCommand extends Command<WebhookTestResponse> {
  constructor(
    readonly endpointId: string,
    readonly ownerId: string,
  ) {
    super();
  }
}
