import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { WEBHOOK_ENDPOINTS_MAX } from '../domain/endpoint-rules.js';
import { WEBHOOK_ENDPOINT_QUERIES, type WebhookEndpointQueries } from '../read-model/webhook-endpoint-queries.port.js';
import type { WebhookEndpointListResponse } from '../read-model/webhook-endpoint.response.js';
import { ListWebhooksQuery } from './list-webhooks.query.js';

@QueryHandler(ListWebhooksQuery)
export class ListWebhooksHandler implements IQueryHandler<ListWebhooksQuery> {
  constructor(@Inject(WEBHOOK_ENDPOINT_QUERIES) private readonly queries: WebhookEndpointQueries) {}

  async execute({ ownerId }: ListWebhooksQuery): Promise<WebhookEndpointListResponse> {
    return { items: await this.queries.ofOwner(ownerId), max: WEBHOOK_ENDPOINTS_MAX };
  }
}
