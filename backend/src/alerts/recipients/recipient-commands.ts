import { Inject, Injectable } from '@nestjs/common';
import { fold } from '../../platform/command-handling/decider.js';
import { handleCommand, type CommandResult } from '../../platform/command-handling/handle-command.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { PROJECTIONS_HOST, type ProjectionsHost } from '../../platform/projections-host/projections-host.port.js';
import { recipientStream, type RecipientEvent } from '../domain/events.js';
import { recipientDecider, type RecipientCommand, type RecipientState } from '../domain/recipient-decider.js';
import { SUBSCRIPTIONS_PROJECTION } from '../subscription-commands.js';

/** Runs double opt-in commands on `recipient-<key>`; the API waits until the read model shows the result. */
@Injectable()
export class RecipientCommands {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PROJECTIONS_HOST) private readonly projections: ProjectionsHost,
  ) {}

  async load(key: string): Promise<RecipientState> {
    const { events } = await this.store.readStream<RecipientEvent>(recipientStream(key));
    return fold(recipientDecider, events);
  }

  async run(
    key: string,
    command: RecipientCommand,
    context: { actorId: string; waitForReadModel: boolean },
  ): Promise<CommandResult<RecipientEvent, RecipientState>> {
    const result = await handleCommand(this.store, recipientStream(key), recipientDecider, command, {
      actorId: context.actorId,
      now: command.at,
    });
    if (context.waitForReadModel && result.position !== null)
      await this.projections.waitFor(result.position, { only: [SUBSCRIPTIONS_PROJECTION] });
    return result;
  }
}
