import { ConflictException, Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CurrentUserView } from '../current-user/current-user-view.js';
import { ACCOUNT_QUERIES, type AccountQueries } from '../read-model/account-queries.port.js';
import type { UserChangedResponse } from '../read-model/user.response.js';
import { UserCommands } from '../user-commands.js';
import { SetUserStatusCommand } from './set-user-status.command.js';

export const userNotFound = () => new NotFoundException('Benutzer nicht gefunden.');

/** Deactivation ends the user's sessions and disables their API keys at once; activation allows login again. */
@CommandHandler(SetUserStatusCommand)
export class SetUserStatusHandler implements ICommandHandler<SetUserStatusCommand> {
  constructor(
    private readonly commands: UserCommands,
    @Inject(ACCOUNT_QUERIES) private readonly accounts: AccountQueries,
    private readonly users: CurrentUserView,
  ) {}

  async execute({ userId, isActive, adminId }: SetUserStatusCommand): Promise<UserChangedResponse> {
    if (!(await this.accounts.userById(userId))) throw userNotFound();
    if (userId === adminId && !isActive) {
      throw new ConflictException('Sie können Ihr eigenes Konto nicht deaktivieren.');
    }
    await this.commands.execute(
      userId,
      { type: 'SetActive', active: isActive, at: this.commands.now().toISOString() },
      { actorId: adminId },
    );
    return { user: await this.users.of(userId), message: isActive ? 'Benutzer aktiviert' : 'Benutzer deaktiviert' };
  }
}
