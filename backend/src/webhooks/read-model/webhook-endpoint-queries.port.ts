import type { WebhookEndpointTarget, WebhookEndpointView } from './webhook-endpoint.view.js';

/** Webhook endpoints from their read model (projections/src/read-models/webhook-endpoints). */
export const WEBHOOK_ENDPOINT_QUERIES = Symbol('WEBHOOK_ENDPOINT_QUERIES');

export interface WebhookEndpointQueries {
  /** The owner's endpoints, oldest first. */
  ofOwner(ownerId: string): Promise<WebhookEndpointView[]>;
  /** The owner's endpoint, or null for an unknown id or someone else's. */
  findOwn(id: string, ownerId: string): Promise<WebhookEndpointView | null>;
  countOfOwner(ownerId: string): Promise<number>;
  /** Any endpoint by id (the sender's look-up), or null. */
  target(id: string): Promise<WebhookEndpointTarget | null>;
  /** Every enabled endpoint (the dispatcher's fan-out), oldest first. */
  enabledTargets(): Promise<WebhookEndpointTarget[]>;
  /**
   * Once the projection has removed a deleted endpoint, removes every other trace the store keeps of it (SQLite:
   * the WAL frames still holding its URL and description). False when not possible now.
   */
  eraseEndpoint(id: string): Promise<boolean>;
}
