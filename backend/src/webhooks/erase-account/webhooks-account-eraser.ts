import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  ACCOUNT_DATA_ERASERS,
  type AccountDataEraser,
  type AccountDataErasers,
} from '../../platform/account-data/account-data-erasers.js';
import { ACCOUNT_ERASURE_ACTOR, deleteUnlessGone } from '../../platform/account-data/account-erasure-actor.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { WebhookErasure } from '../delete-webhook/webhook-erasure.js';
import { WEBHOOK_ENDPOINT_QUERIES, type WebhookEndpointQueries } from '../read-model/webhook-endpoint-queries.port.js';
import { WebhookCommands } from '../webhook-commands.js';

/**
 * Webhook endpoints go with the account, each as its user's "Löschen" does: read model, audit record without
 * personal data, hard-deleted stream, signing secret, queued deliveries and the delivery log. Idempotent.
 */
@Injectable()
export class WebhooksAccountEraser implements AccountDataEraser, OnModuleInit {
  readonly name = 'webhooks';

  constructor(
    @Inject(WEBHOOK_ENDPOINT_QUERIES) private readonly queries: WebhookEndpointQueries,
    private readonly commands: WebhookCommands,
    private readonly erasure: WebhookErasure,
    @Inject(ACCOUNT_DATA_ERASERS) private readonly erasers: AccountDataErasers,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.erasers.register(this);
  }

  async eraseAccountData(userId: string): Promise<void> {
    const at = this.clock.now();
    for (const { id } of await this.queries.ofOwner(userId)) {
      await deleteUnlessGone(() =>
        this.commands.run(id, { type: 'DeleteWebhookEndpoint', by: userId, at }, ACCOUNT_ERASURE_ACTOR),
      );
      await this.erasure.erase(id, ACCOUNT_ERASURE_ACTOR, at);
    }
  }
}
