import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { MAILER, type Mailer } from '../../platform/mail/mailer.port.js';
import { WEBHOOK_DIRECTORY, type WebhookDirectory } from '../directory/webhook-directory.port.js';
import { WEBHOOK_ENDPOINT_QUERIES, type WebhookEndpointQueries } from '../read-model/webhook-endpoint-queries.port.js';
import { signWebhook } from '../signing/webhook-signature.js';
import { EndpointResolver } from '../ssrf/endpoint-resolver.js';
import { UnsafeWebhookUrl } from '../ssrf/endpoint-url.js';
import { WEBHOOK_SECRET_VAULT, type WebhookSecretVault } from '../vault/webhook-secret-vault.port.js';
import { WebhookCommands } from '../webhook-commands.js';
import { attemptLeaseMs, nextAttemptAt, shouldDisable } from './domain/retry-schedule.js';
import { failingEndpointMail } from './failing-endpoint-mail.js';
import { postWebhook } from './http-post.js';
import {
  type AttemptOutcome,
  WEBHOOK_DELIVERY_STORE,
  type WebhookDelivery,
  type WebhookDeliveryStore,
} from './webhook-delivery-store.port.js';

/** Deliveries one round claims, and how many POSTs run at once (one slow receiver must not hold the others). */
const BATCH = 50;
const PARALLEL = 8;

/**
 * Sends due deliveries: claim (lease) → checks (endpoint enabled, SSRF again at delivery) → sign with every
 * valid secret → POST to the checked address → record the outcome. A failure is retried with backoff for 24 h,
 * always with the same `webhook-id`; an endpoint failing for 3 days is disabled and its owner mailed.
 */
@Injectable()
export class WebhookSender {
  private readonly logger = new Logger('Webhooks');
  /** Replaceable in tests (jitter). */
  random: () => number = Math.random;

  constructor(
    @Inject(WEBHOOK_DELIVERY_STORE) private readonly store: WebhookDeliveryStore,
    @Inject(WEBHOOK_ENDPOINT_QUERIES) private readonly endpoints: WebhookEndpointQueries,
    @Inject(WEBHOOK_SECRET_VAULT) private readonly vault: WebhookSecretVault,
    @Inject(WEBHOOK_DIRECTORY) private readonly directory: WebhookDirectory,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly resolver: EndpointResolver,
    private readonly commands: WebhookCommands,
  ) {}

  /** Sends what is due now; the number of attempts made. */
  async sendDue(): Promise<number> {
    const now = this.clock.now();
    const lease = new Date(now.getTime() + attemptLeaseMs(this.config.webhooks.timeoutMs));
    const claimed = await this.store.claimDue(now, lease, BATCH);
    // One round's deliveries mostly go to a few endpoints: their target and secrets are read once per round, and
    // an endpoint is marked healthy once (each is a database round trip on the distributed profile).
    const round: RoundCache = { targets: new Map(), secrets: new Map(), healthy: new Set() };
    for (let i = 0; i < claimed.length; i += PARALLEL) {
      await Promise.all(
        claimed.slice(i, i + PARALLEL).map((delivery) => this.attempt(delivery, { retry: true }, round)),
      );
    }
    return claimed.length;
  }

  /** One attempt of a claimed delivery; `retry: false` (the test event) records a failure as final. */
  async attempt(
    delivery: WebhookDelivery,
    options: { retry: boolean },
    round: RoundCache = { targets: new Map(), secrets: new Map(), healthy: new Set() },
  ): Promise<AttemptOutcome> {
    const result = await this.post(delivery, round);
    const at = this.clock.now();
    const retryAt =
      result.delivered || !options.retry || result.final
        ? null
        : nextAttemptAt(delivery.firstAttemptAt ?? at, at, delivery.attempts, this.random());
    const outcome: AttemptOutcome = { ...result, at, retryAt };
    await this.store.recordAttempt(delivery.id, outcome);
    if (!result.final && !(result.delivered && round.healthy.has(delivery.endpointId))) {
      await this.noteHealth(delivery.endpointId, result.delivered, at);
      if (result.delivered) round.healthy.add(delivery.endpointId);
      else round.healthy.delete(delivery.endpointId);
    }
    if (!result.delivered) {
      this.logger.warn(
        `webhook ${delivery.id} to endpoint ${delivery.endpointId}: attempt ${delivery.attempts} failed (${result.error})` +
          (retryAt ? `, next at ${retryAt.toISOString()}` : ', given up'),
      );
    }
    return outcome;
  }

  private async post(
    delivery: WebhookDelivery,
    round: RoundCache,
  ): Promise<Omit<AttemptOutcome, 'at' | 'retryAt'> & { readonly final: boolean }> {
    const failed = (error: string, final = false) => ({
      delivered: false,
      httpStatus: null,
      latencyMs: null,
      error,
      final,
    });
    const endpoint = await cached(round.targets, delivery.endpointId, () => this.endpoints.target(delivery.endpointId));
    if (!endpoint) return failed('endpoint_deleted', true);
    // The test event is sent to a disabled endpoint too: it is how an owner checks the receiver is back.
    if (!endpoint.enabled && delivery.eventType !== 'webhook.test') return failed('endpoint_disabled', true);
    if (delivery.body === null) return failed('no_body', true);
    const now = this.clock.now();
    const secrets = await cached(round.secrets, endpoint.id, () => this.vault.secretsOf(endpoint.id, now));
    if (secrets.length === 0) return failed('no_secret', true);
    let target;
    try {
      target = await this.resolver.resolve(endpoint.url);
    } catch (error) {
      if (error instanceof UnsafeWebhookUrl) return failed('unsafe_address');
      throw error;
    }
    const headers = signWebhook(delivery.id, now, delivery.body, secrets);
    const started = performance.now();
    const answer = await postWebhook(target, delivery.body, { ...headers }, this.config.webhooks.timeoutMs);
    const latencyMs = Math.round(performance.now() - started);
    return answer.ok
      ? { delivered: true, httpStatus: answer.status, latencyMs, error: null, final: false }
      : { delivered: false, httpStatus: answer.status, latencyMs, error: answer.error, final: false };
  }

  /**
   * An endpoint failing for 3 days is disabled and its owner told. The mail goes first, keyed by when the failing
   * began: a crash before the disabling sends it again under the same key (the mail delivery sends a recorded key
   * once) and the next failed delivery disables; the other order could leave an endpoint off without its owner
   * knowing. A mail the server refuses keeps the endpoint on until the next failed delivery tries both again.
   */
  private async noteHealth(endpointId: string, ok: boolean, at: Date): Promise<void> {
    const failingSince = await this.store.noteHealth(endpointId, ok, at);
    if (failingSince === null || !shouldDisable(failingSince, at)) return;
    const endpoint = await this.endpoints.target(endpointId);
    if (!endpoint?.enabled) return;
    try {
      await this.mailOwner(endpoint, failingSince);
    } catch (error) {
      this.logger.warn(`webhook endpoint ${endpointId}: the owner's mail failed (${String(error)}); stays on for now`);
      return;
    }
    const { newEvents } = await this.commands.run(
      endpointId,
      { type: 'DisableFailingWebhookEndpoint', at },
      'system:webhooks',
    );
    if (newEvents.length === 0) return;
    await this.store.noteHealth(endpointId, true, at);
    this.logger.warn(`webhook endpoint ${endpointId} disabled: every delivery failed for 3 days`);
  }

  private async mailOwner(
    endpoint: { readonly id: string; readonly ownerId: string; readonly url: string },
    failingSince: Date,
  ): Promise<void> {
    const owner = await this.directory.ownerContact(endpoint.ownerId);
    if (!owner) return;
    await this.mailer.send(
      failingEndpointMail({
        to: { name: owner.name, address: owner.email },
        endpointId: endpoint.id,
        failingSince,
        url: endpoint.url,
        appUrl: this.config.appUrl,
      }),
    );
  }
}

/** What one `sendDue` round reads once per endpoint. */
interface RoundCache {
  readonly targets: Map<string, ReturnType<WebhookEndpointQueries['target']>>;
  readonly secrets: Map<string, ReturnType<WebhookSecretVault['secretsOf']>>;
  readonly healthy: Set<string>;
}

function cached<V>(map: Map<string, Promise<V>>, key: string, load: () => Promise<V>): Promise<V> {
  let value = map.get(key);
  if (!value) {
    value = load();
    map.set(key, value);
  }
  return value;
}
