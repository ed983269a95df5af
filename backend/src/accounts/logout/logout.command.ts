import { Command } from '@nestjs/cqrs';

/** Ends the session `sessionId` of `userId` at once. */
export class LogOutCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly sessionId: string,
  ) {
    super();
  }
}
