import { Inject, Injectable } from '@nestjs/common';
import { fold } from '../platform/command-handling/decider.js';
import { handleCommand, type CommandResult } from '../platform/command-handling/handle-command.js';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port.js';
import { PROJECTIONS_HOST, type ProjectionsHost } from '../platform/projections-host/projections-host.port.js';
import type { SubscriptionCommand } from './domain/commands.js';
import { subscriptionStream, type SubscriptionEvent } from './domain/events.js';
import { subscriptionDecider, type SubscriptionState } from './domain/subscription-decider.js';

export const SUBSCRIPTIONS_PROJECTION = 'subscriptions';

/** Runs subscription commands on `subscription-<id>` and, for the API, waits until the read model shows them. */
@Injectable()
export class SubscriptionCommands {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PROJECTIONS_HOST) private readonly projections: ProjectionsHost,
  ) {}

  async load(subscriptionId: string): Promise<{ state: SubscriptionState; revision: bigint | 'no_stream' }> {
    const { revision, events } = await this.store.readStream<SubscriptionEvent>(subscriptionStream(subscriptionId));
    return { state: fold(subscriptionDecider, events), revision };
  }

  async run(
    subscriptionId: string,
    command: SubscriptionCommand,
    context: { actorId: string; commandId?: string; waitForReadModel: boolean },
  ): Promise<CommandResult<SubscriptionEvent, SubscriptionState>> {
    const result = await handleCommand(this.store, subscriptionStream(subscriptionId), subscriptionDecider, command, {
      actorId: context.actorId,
      now: command.at,
      commandId: context.commandId,
    });
    if (context.waitForReadModel) await this.waitFor(result.position);
    return result;
  }

  /** The SPA reloads the list right after a change: answer only once the read model has it. */
  async waitFor(position: bigint | null): Promise<void> {
    if (position !== null) await this.projections.waitFor(position, { only: [SUBSCRIPTIONS_PROJECTION] });
  }
}
