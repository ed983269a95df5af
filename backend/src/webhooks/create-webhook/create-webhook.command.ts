import { Command } from '@nestjs/cqrs';
import type { Caller } from '../../platform/http/caller.js';
import type { WebhookSecretResponse } from '../read-model/webhook-endpoint.response.js';
import type { CreateWebhookRequest } from '../webhook.request.js';

/** A new endpoint of the caller; answers with it and its secret (the only time the secret is shown). */
export class CreateWebhookCommand extends Command<WebhookSecretResponse> {
  constructor(
    readonly request: CreateWebhookRequest,
    readonly caller: Caller,
  ) {
    super();
  }
}
