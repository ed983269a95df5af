import { randomUUID } from 'node:crypto';
import { Inject, Optional } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { WEBHOOK_DIRECTORY, type WebhookDirectory } from '../directory/webhook-directory.port.js';
import { isProPlan } from '../../platform/http/plan-policy.js';
import { chosenFeed, ownPortfolioIds } from '../directory/chosen-feed.js';
import { WEBHOOK_PORTFOLIOS, type WebhookPortfolios } from '../portfolios/webhook-portfolios.port.js';
import { WEBHOOK_ENDPOINTS_MAX } from '../domain/endpoint-rules.js';
import { WEBHOOK_ENDPOINT_QUERIES, type WebhookEndpointQueries } from '../read-model/webhook-endpoint-queries.port.js';
import type { WebhookSecretResponse } from '../read-model/webhook-endpoint.response.js';
import { newWebhookSecret, secretHint } from '../signing/webhook-signature.js';
import { EndpointResolver } from '../ssrf/endpoint-resolver.js';
import { WEBHOOK_SECRET_VAULT, type WebhookSecretVault } from '../vault/webhook-secret-vault.port.js';
import { WebhookCommands } from '../webhook-commands.js';
import { CreateWebhookCommand } from './create-webhook.command.js';

/**
 * Registers an endpoint: the URL passes the SSRF checks (its name resolved now, every address checked), the
 * chosen alerts are the caller's, the secret goes to the vault before the event (an endpoint never exists
 * without one), and the decider checks plan and cap.
 */
@CommandHandler(CreateWebhookCommand)
export class CreateWebhookHandler implements ICommandHandler<CreateWebhookCommand> {
  constructor(
    private readonly commands: WebhookCommands,
    private readonly resolver: EndpointResolver,
    @Inject(WEBHOOK_DIRECTORY) private readonly directory: WebhookDirectory,
    @Inject(WEBHOOK_ENDPOINT_QUERIES) private readonly queries: WebhookEndpointQueries,
    @Inject(WEBHOOK_SECRET_VAULT) private readonly vault: WebhookSecretVault,
    @Inject(CLOCK) private readonly clock: Clock,
    // Portfolios as feeds (issue #31) where the composition root provides them.
    @Optional() @Inject(WEBHOOK_PORTFOLIOS) private readonly portfolios: WebhookPortfolios | null = null,
  ) {}

  async execute({ request, caller }: CreateWebhookCommand): Promise<WebhookSecretResponse> {
    const ownerId = caller.userId!;
    const url = (await this.resolver.resolve(request.url)).url.href;
    const feed = await chosenFeed(request, ownerId, this.directory);
    const id = randomUUID();
    const secret = newWebhookSecret();
    const at = this.clock.now();
    await this.vault.put(id, secret);
    const { position } = await this.commands.record(
      id,
      {
        type: 'CreateWebhookEndpoint',
        endpointId: id,
        by: ownerId,
        isPro: isProPlan(caller.plan),
        ownerEndpoints: await this.queries.countOfOwner(ownerId),
        maxEndpoints: WEBHOOK_ENDPOINTS_MAX,
        fields: { url, description: request.description ?? '', feed },
        ownPortfolioIds: feed.all ? [] : await ownPortfolioIds(this.portfolios, ownerId),
        secretHint: secretHint(secret),
        at,
      },
      ownerId,
    );
    const shown = (await this.commands.shown(position)) ? await this.queries.findOwn(id, ownerId) : null;
    // The read model behind (a busy machine): the answer is built from what was recorded, so the secret, shown only
    // now, still reaches the owner.
    const endpoint = shown ?? {
      id,
      url,
      description: request.description ?? '',
      allAlerts: feed.all,
      alerts: feed.all ? [] : [...feed.alerts],
      enabled: true,
      disabledReason: null,
      secretHint: secretHint(secret),
      secretRotatedAt: null,
      createdAt: at.toISOString(),
      updatedAt: null,
    };
    return { endpoint, secret };
  }
}
