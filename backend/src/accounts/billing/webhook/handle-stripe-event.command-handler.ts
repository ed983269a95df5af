import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import { CLOCK, type Clock } from '../../../platform/clock/clock.js';
import { EVENT_STORE, type EventStore } from '../../../platform/event-store/event-store.port.js';
import { WrongExpectedRevisionError } from '../../../platform/event-store/errors.js';
import { deterministicEventId } from '../../../platform/command-handling/event-id.js';
import { stripeEventStream } from '../../domain/billing-events.js';
import { ACCOUNT_QUERIES, type AccountQueries } from '../../read-model/account-queries.port.js';
import { UserCommands } from '../../user-commands.js';
import type { StripeGateway } from '../stripe/stripe-client.js';
import { HandleStripeEventCommand, type StripeEventOutcome } from './handle-stripe-event.command.js';
import { planUpdateFrom } from './stripe-event-plan.js';

const ACTOR = 'system:stripe';

/**
 * Applies a verified Stripe event once. A delivery whose event id was handled before changes nothing; a crash
 * between applying and recording is harmless because applying is idempotent (same plan → no new event).
 */
@CommandHandler(HandleStripeEventCommand)
export class HandleStripeEventHandler implements ICommandHandler<HandleStripeEventCommand> {
  private readonly logger = new Logger('Billing');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ACCOUNT_QUERIES) private readonly accounts: AccountQueries,
    private readonly commands: UserCommands,
  ) {}

  async execute({ event, gateway }: HandleStripeEventCommand): Promise<StripeEventOutcome> {
    const stream = stripeEventStream(event.id);
    if ((await this.store.readStream(stream, { maxCount: 1 })).events.length > 0) {
      return { duplicate: true, outcome: 'already processed' };
    }
    const outcome = await this.apply(event, gateway);
    try {
      await this.store.append(
        stream,
        [
          {
            type: 'StripeEventProcessed',
            data: { stripeEventId: event.id, stripeType: event.type, outcome },
            metadata: {
              eventId: deterministicEventId(`stripe:${event.id}`, 0),
              correlationId: event.id,
              causationId: null,
              actorId: ACTOR,
              occurredAt: this.clock.now().toISOString(),
              schemaVersion: 1,
            },
          },
        ],
        { expectedRevision: 'no_stream' },
      );
    } catch (error) {
      // A parallel delivery of the same event recorded it first: it was applied idempotently twice.
      if (error instanceof WrongExpectedRevisionError) return { duplicate: true, outcome };
      throw error;
    }
    this.logger.log(`stripe ${event.type} ${event.id}: ${outcome}`);
    return { duplicate: false, outcome };
  }

  private async apply(event: Stripe.Event, gateway: StripeGateway): Promise<string> {
    const update = planUpdateFrom(event, gateway.config);
    if (update.kind === 'ignore') return `ignored (${update.reason})`;
    const user =
      (update.userId ? await this.accounts.userById(update.userId) : null) ??
      (update.customerId ? await this.accounts.userByStripeCustomer(update.customerId) : null);
    if (!user) return 'ignored (unknown user)';
    const context = { actorId: ACTOR, correlationId: event.id };
    if (update.customerId && user.stripeCustomerId !== update.customerId) {
      await this.commands.execute(
        user.id,
        { type: 'LinkBillingCustomer', stripeCustomerId: update.customerId },
        context,
      );
    }
    // A late event of an older subscription must not end the current one.
    if (update.plan === 'free' && user.stripeSubscriptionId && user.stripeSubscriptionId !== update.subscriptionId) {
      return 'ignored (not the current subscription)';
    }
    const sameSubscription = user.stripeSubscriptionId === update.subscriptionId;
    if (update.keepPeriodIfSameSubscription && sameSubscription && user.plan === update.plan) {
      return 'unchanged (subscription already known)';
    }
    const { events } = await this.commands.execute(
      user.id,
      {
        type: 'ChangePlan',
        plan: update.plan,
        source: 'stripe',
        periodEnd: update.periodEnd,
        cancelAtPeriodEnd: update.cancelAtPeriodEnd,
        stripeSubscriptionId: update.plan === 'free' ? null : update.subscriptionId,
        at: this.clock.now().toISOString(),
      },
      context,
    );
    return events.length > 0 ? `plan ${update.plan}` : 'unchanged';
  }
}
