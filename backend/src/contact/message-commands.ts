import { Inject, Injectable } from '@nestjs/common';
import { fold } from '../platform/command-handling/decider.js';
import { handleCommand, type CommandResult } from '../platform/command-handling/handle-command.js';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port.js';
import { PROJECTIONS_HOST, type ProjectionsHost } from '../platform/projections-host/projections-host.port.js';
import type { ContactCommand } from './domain/commands.js';
import { contactDecider, type ContactMessageState } from './domain/contact-decider.js';
import type { ContactEvent } from './domain/events.js';
import { contactStream } from './domain/streams.js';

/** Runs contact commands on `contact-<id>` and, for the admin's actions, waits until the inbox shows them. */
@Injectable()
export class ContactMessageCommands {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PROJECTIONS_HOST) private readonly projections: ProjectionsHost,
  ) {}

  /** The message's current state and the revision it was read at. */
  async load(messageId: string): Promise<{ state: ContactMessageState; revision: bigint | 'no_stream' }> {
    const { revision, events } = await this.store.readStream<ContactEvent>(contactStream(messageId));
    return { state: fold(contactDecider, events), revision };
  }

  async run(
    messageId: string,
    command: ContactCommand,
    context: { actorId: string; expectedRevision?: bigint; waitForReadModel: boolean },
  ): Promise<CommandResult<ContactEvent, ContactMessageState>> {
    const result = await handleCommand(this.store, contactStream(messageId), contactDecider, command, {
      actorId: context.actorId,
      now: command.at,
      expectedRevision: context.expectedRevision,
    });
    if (context.waitForReadModel) await this.waitFor(result.position);
    return result;
  }

  /** The admin UI reloads the list right after a change: answer only once the read model has it. */
  async waitFor(position: bigint | null): Promise<void> {
    if (position !== null) await this.projections.waitFor(position);
  }
}
