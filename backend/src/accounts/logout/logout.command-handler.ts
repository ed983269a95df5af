import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UserCommands } from '../user-commands.js';
import { LogOutCommand } from './logout.command.js';

/** Records the logout; the token is refused from the next request on. Logging out twice changes nothing. */
@CommandHandler(LogOutCommand)
export class LogOutHandler implements ICommandHandler<LogOutCommand> {
  constructor(private readonly commands: UserCommands) {}

  async execute({ userId, sessionId }: LogOutCommand): Promise<void> {
    await this.commands.execute(
      userId,
      { type: 'LogOut', sessionId, at: this.commands.now().toISOString() },
      { actorId: userId },
    );
  }
}
