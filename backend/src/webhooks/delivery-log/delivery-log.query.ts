import { Query } from '@nestjs/cqrs';
import type { WebhookDeliveryLogResponse } from '../read-model/webhook-endpoint.response.js';

/** The newest deliveries of the caller's endpoint (at most 100, 14 days). */
export class DeliveryLogQuery extends Query<WebhookDeliveryLogResponse> {
  constructor(
    readonly endpointId: string,
    readonly ownerId: string,
  ) {
    super();
  }
}
