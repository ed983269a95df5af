import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { limitsFor } from '../../platform/http/plan-policy.js';
import { normaliseFields } from '../domain/subscription-rules.js';
import { subscriptionCriteria } from '../matching/case-terms.js';
import { SUBSCRIPTION_QUERIES, type SubscriptionQueries } from '../read-model/subscription-queries.port.js';
import { RecipientConfirmations } from '../recipients/recipient-confirmations.js';
import { SubscriptionCommands } from '../subscription-commands.js';
import { CreateSubscriptionCommand } from './create-subscription.command.js';

/**
 * Creates one subscription under a new random id (the form, and each row of a CSV watchlist), within the
 * owner's cap (`ALERT_SUBSCRIPTIONS_MAX`, counted in the read model), and asks a foreign address for its
 * consent (double opt-in) unless the caller does that once for a whole list.
 */
@CommandHandler(CreateSubscriptionCommand)
export class CreateSubscriptionHandler implements ICommandHandler<CreateSubscriptionCommand> {
  constructor(
    private readonly commands: SubscriptionCommands,
    @Inject(SUBSCRIPTION_QUERIES) private readonly queries: SubscriptionQueries,
    private readonly confirmations: RecipientConfirmations,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({
    caller,
    input,
    options,
  }: CreateSubscriptionCommand): Promise<{ id: string; position: bigint | null }> {
    const ownerId = caller.userId!;
    const subscriptionId = randomUUID();
    const fields = normaliseFields(input);
    const { position } = await this.commands.run(
      subscriptionId,
      {
        type: 'CreateSubscription',
        subscriptionId,
        by: ownerId,
        mayHaveAlerts: limitsFor(caller).emailAlerts,
        ownerSubscriptions: options.ownerSubscriptions ?? (await this.queries.countOfOwner(ownerId)),
        maxSubscriptions: this.config.alerts.subscriptionsMax,
        fields,
        criteria: subscriptionCriteria(fields),
        source: options.source,
        at: this.clock.now(),
      },
      { actorId: ownerId, waitForReadModel: options.waitForReadModel },
    );
    if (options.requestConfirmation !== false)
      await this.confirmations.request(ownerId, fields.email, 'subscription', {
        waitForReadModel: options.waitForReadModel,
      });
    return { id: subscriptionId, position };
  }
}
