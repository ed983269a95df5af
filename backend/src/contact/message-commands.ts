import { Injectable } from '@nestjs/common';
import { CommandExecutor } from '../platform/command-handling/command-executor.js';
import type { CommandResult } from '../platform/command-handling/handle-command.js';
import type { ContactCommand } from './domain/commands.js';
import { contactDecider, type ContactMessageState } from './domain/contact-decider.js';
import type { ContactEvent } from './domain/events.js';
import { contactStream } from './domain/streams.js';

/** Runs contact commands on `contact-<id>` and, for the admin's actions, waits until the inbox shows them. */
@Injectable()
export class ContactMessageCommands {
  constructor(private readonly executor: CommandExecutor) {}

  /** The message's current state and the revision it was read at. */
  load(messageId: string): Promise<{ state: ContactMessageState; revision: bigint | 'no_stream' }> {
    return this.executor.load(contactStream(messageId), contactDecider);
  }

  run(
    messageId: string,
    command: ContactCommand,
    context: { actorId: string; expectedRevision?: bigint; waitForReadModel: boolean },
  ): Promise<CommandResult<ContactEvent, ContactMessageState>> {
    return this.executor.execute(
      contactStream(messageId),
      contactDecider,
      command,
      { actorId: context.actorId, now: command.at, expectedRevision: context.expectedRevision },
      { waitForProjection: context.waitForReadModel },
    );
  }

  /** The admin UI reloads the list right after a change: answer only once the read model has it. */
  waitFor(position: bigint | null): Promise<void> {
    return this.executor.waitFor(position);
  }
}
