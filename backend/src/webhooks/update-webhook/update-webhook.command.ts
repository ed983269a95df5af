import { Command } from '@nestjs/cqrs';
import type { Caller } from '../../platform/http/caller.js';
import type { WebhookEndpointView } from '../read-model/webhook-endpoint.view.js';
import type { UpdateWebhookRequest } from '../webhook.request.js';

/** Changes URL, description, feed or the enabled switch of the caller's endpoint. */
export class UpdateWebhookCommand extends Command<WebhookEndpointView> {
  constructor(
    readonly endpointId: string,
    readonly request: UpdateWebhookRequest,
    readonly caller: Caller,
  ) {
    super();
  }
}
