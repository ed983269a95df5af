import { Injectable } from '@nestjs/common';
import { CommandExecutor } from '../platform/command-handling/command-executor.js';
import type { CommandResult } from '../platform/command-handling/handle-command.js';
import type { SubscriptionCommand } from './domain/commands.js';
import { subscriptionStream, type SubscriptionEvent } from './domain/events.js';
import { subscriptionDecider, type SubscriptionState } from './domain/subscription-decider.js';

export const SUBSCRIPTIONS_PROJECTION = 'subscriptions';

/** Runs subscription commands on `subscription-<id>` and, for the API, waits until the read model shows them. */
@Injectable()
export class SubscriptionCommands {
  constructor(private readonly executor: CommandExecutor) {}

  load(subscriptionId: string): Promise<{ state: SubscriptionState; revision: bigint | 'no_stream' }> {
    return this.executor.load(subscriptionStream(subscriptionId), subscriptionDecider);
  }

  run(
    subscriptionId: string,
    command: SubscriptionCommand,
    context: { actorId: string; commandId?: string; waitForReadModel: boolean },
  ): Promise<CommandResult<SubscriptionEvent, SubscriptionState>> {
    return this.executor.execute(
      subscriptionStream(subscriptionId),
      subscriptionDecider,
      command,
      { actorId: context.actorId, now: command.at, commandId: context.commandId },
      { waitForProjection: context.waitForReadModel && { only: [SUBSCRIPTIONS_PROJECTION] } },
    );
  }

  /** The SPA reloads the list right after a change: answer only once the read model has it. */
  waitFor(position: bigint | null): Promise<void> {
    return this.executor.waitFor(position, { only: [SUBSCRIPTIONS_PROJECTION] });
  }
}
