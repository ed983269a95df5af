import { Query } from '@nestjs/cqrs';
import type { WebhookEndpointListResponse } from '../read-model/webhook-endpoint.response.js';

/** The owner's endpoints and how many one may have. */
export class ListWebhooksQuery extends Query<WebhookEndpointListResponse> {
  constructor(readonly ownerId: string) {
    super();
  }
}
