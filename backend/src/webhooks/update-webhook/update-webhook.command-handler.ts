import { Inject, Optional } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { WEBHOOK_DIRECTORY, type WebhookDirectory } from '../directory/webhook-directory.port.js';
import { isProPlan } from '../../platform/http/plan-policy.js';
import { chosenFeed, ownPortfolioIds } from '../directory/chosen-feed.js';
import { WEBHOOK_PORTFOLIOS, type WebhookPortfolios } from '../portfolios/webhook-portfolios.port.js';
import type { EndpointFields } from '../domain/events.js';
import { WebhookEndpointNotFound } from '../domain/errors.js';
import { WEBHOOK_ENDPOINT_QUERIES, type WebhookEndpointQueries } from '../read-model/webhook-endpoint-queries.port.js';
import type { WebhookEndpointView } from '../read-model/webhook-endpoint.view.js';
import { EndpointResolver } from '../ssrf/endpoint-resolver.js';
import { WebhookCommands } from '../webhook-commands.js';
import { UpdateWebhookCommand } from './update-webhook.command.js';

@CommandHandler(UpdateWebhookCommand)
export class UpdateWebhookHandler implements ICommandHandler<UpdateWebhookCommand> {
  constructor(
    private readonly commands: WebhookCommands,
    private readonly resolver: EndpointResolver,
    @Inject(WEBHOOK_DIRECTORY) private readonly directory: WebhookDirectory,
    @Inject(WEBHOOK_ENDPOINT_QUERIES) private readonly queries: WebhookEndpointQueries,
    @Inject(CLOCK) private readonly clock: Clock,
    // Portfolios as feeds (issue #31) where the composition root provides them.
    @Optional() @Inject(WEBHOOK_PORTFOLIOS) private readonly portfolios: WebhookPortfolios | null = null,
  ) {}

  async execute({ endpointId, request, caller }: UpdateWebhookCommand): Promise<WebhookEndpointView> {
    const ownerId = caller.userId!;
    // Someone else's id: 404 before any of its URL is resolved.
    if (!(await this.queries.findOwn(endpointId, ownerId))) throw new WebhookEndpointNotFound();
    const changes: { -readonly [K in keyof EndpointFields]?: EndpointFields[K] } = {};
    if (request.url !== undefined) changes.url = (await this.resolver.resolve(request.url)).url.href;
    if (request.description !== undefined) changes.description = request.description;
    if (request.allAlerts !== undefined || request.alerts !== undefined)
      changes.feed = await chosenFeed({ allAlerts: request.allAlerts ?? false, ...request }, ownerId, this.directory);
    const isPro = isProPlan(caller.plan);
    if (Object.keys(changes).length > 0)
      await this.commands.run(
        endpointId,
        {
          type: 'UpdateWebhookEndpoint',
          by: ownerId,
          isPro,
          changes,
          ownPortfolioIds: changes.feed?.all === false ? await ownPortfolioIds(this.portfolios, ownerId) : [],
          at: this.clock.now(),
        },
        ownerId,
      );
    if (request.enabled !== undefined)
      await this.commands.run(
        endpointId,
        { type: 'SetWebhookEndpointEnabled', by: ownerId, enabled: request.enabled, at: this.clock.now() },
        ownerId,
      );
    return (await this.queries.findOwn(endpointId, ownerId)) ?? Promise.reject(new WebhookEndpointNotFound());
  }
}
