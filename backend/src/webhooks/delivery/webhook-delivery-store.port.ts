import type { WebhookEventType } from './domain/payload.js';

/**
 * The durable queue and log of webhook deliveries (issue #30 item 3): a delivery is recorded before its first POST,
 * so a crash (SIGKILL) mid-delivery leaves it to send again with the same `webhook-id` after its lease, never
 * lost. The finished deliveries are the endpoint's delivery log (last 100, 14 days). Adapters: the read-model
 * database (SQLite) and MongoDB, beside the read models (not a projection: a replay does not touch it).
 */
export const WEBHOOK_DELIVERY_STORE = Symbol('WEBHOOK_DELIVERY_STORE');

/** `pending`: to send (again) once `dueAt` has come; `delivered`: a 2xx answer; `failed`: given up. */
export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface NewWebhookDelivery {
  /** The `webhook-id`: unique; enqueuing the same id again changes nothing. */
  readonly id: string;
  readonly endpointId: string;
  readonly ownerId: string;
  readonly eventType: WebhookEventType;
  /** The JSON body, exactly as it is signed and sent on every attempt. */
  readonly body: string;
  readonly at: Date;
  /** Recorded as claimed by the caller for its first attempt until then (the test event, sent at once). */
  readonly claimedUntil?: Date;
}

export interface WebhookDelivery {
  readonly id: string;
  readonly endpointId: string;
  readonly ownerId: string;
  readonly eventType: WebhookEventType;
  readonly status: WebhookDeliveryStatus;
  /** Attempts started so far (a claimed attempt counts before its outcome is known). */
  readonly attempts: number;
  readonly createdAt: Date;
  /** When it may be claimed: the retry time, or the end of the running attempt's lease. */
  readonly dueAt: Date;
  readonly firstAttemptAt: Date | null;
  readonly lastAttemptAt: Date | null;
  readonly httpStatus: number | null;
  readonly latencyMs: number | null;
  /** A short code of the last failure (`timeout`, `ECONNREFUSED`, `http_500`, `unsafe_address`, …). */
  readonly lastError: string | null;
  /** The body while it may still be sent; null once delivered or given up. */
  readonly body: string | null;
}

/** What one attempt came to; `retryAt` null with a failure: given up. */
export interface AttemptOutcome {
  readonly at: Date;
  readonly delivered: boolean;
  readonly httpStatus: number | null;
  readonly latencyMs: number | null;
  readonly error: string | null;
  readonly retryAt: Date | null;
}

export interface WebhookDeliveryStore {
  /** Records new deliveries, due at once; ids already recorded are left alone. The number recorded. */
  enqueue(deliveries: readonly NewWebhookDelivery[]): Promise<number>;
  get(id: string): Promise<WebhookDelivery | null>;
  /**
   * Takes up to `limit` pending deliveries due at `now`: each gets one more attempt and is due again only at
   * `leaseUntil`, atomically, so of several processes only one sends each of them.
   */
  claimDue(now: Date, leaseUntil: Date, limit: number): Promise<WebhookDelivery[]>;
  /** Stores the outcome of the attempt just made. */
  recordAttempt(id: string, outcome: AttemptOutcome): Promise<void>;
  /** The earliest time a pending delivery is due, or null (the sender sleeps until then). */
  nextDue(): Promise<Date | null>;
  /** The endpoint's deliveries, newest first. */
  log(endpointId: string, limit: number): Promise<WebhookDelivery[]>;
  /**
   * The endpoint's failure streak: a failed attempt starts it (if none runs), a delivered one ends it. Answers the
   * time the streak started, or null.
   */
  noteHealth(endpointId: string, ok: boolean, at: Date): Promise<Date | null>;
  /** Forgets everything of the endpoint: deliveries, log and health (endpoint or account deleted). */
  removeEndpoint(endpointId: string): Promise<void>;
  /** Forgets finished deliveries older than `cutoff` and all but the newest `keep` of each endpoint. */
  prune(cutoff: Date, keep: number): Promise<number>;
}
