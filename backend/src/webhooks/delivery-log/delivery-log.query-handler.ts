import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { WEBHOOK_DELIVERY_STORE, type WebhookDeliveryStore } from '../delivery/webhook-delivery-store.port.js';
import { WebhookEndpointNotFound } from '../domain/errors.js';
import { WEBHOOK_ENDPOINT_QUERIES, type WebhookEndpointQueries } from '../read-model/webhook-endpoint-queries.port.js';
import type { WebhookDeliveryLogResponse } from '../read-model/webhook-endpoint.response.js';
import { DeliveryLogQuery } from './delivery-log.query.js';

const LOG_SIZE = 100;

@QueryHandler(DeliveryLogQuery)
export class DeliveryLogHandler implements IQueryHandler<DeliveryLogQuery> {
  constructor(
    @Inject(WEBHOOK_ENDPOINT_QUERIES) private readonly queries: WebhookEndpointQueries,
    @Inject(WEBHOOK_DELIVERY_STORE) private readonly store: WebhookDeliveryStore,
  ) {}

  async execute({ endpointId, ownerId }: DeliveryLogQuery): Promise<WebhookDeliveryLogResponse> {
    if (!(await this.queries.findOwn(endpointId, ownerId))) throw new WebhookEndpointNotFound();
    const deliveries = await this.store.log(endpointId, LOG_SIZE);
    return {
      items: deliveries.map((d) => ({
        id: d.id,
        eventType: d.eventType,
        status: d.status,
        createdAt: d.createdAt.toISOString(),
        lastAttemptAt: d.lastAttemptAt?.toISOString() ?? null,
        attempts: d.attempts,
        httpStatus: d.httpStatus,
        latencyMs: d.latencyMs,
        error: d.lastError,
        nextAttemptAt: d.status === 'pending' && d.lastAttemptAt ? d.dueAt.toISOString() : null,
      })),
    };
  }
}
