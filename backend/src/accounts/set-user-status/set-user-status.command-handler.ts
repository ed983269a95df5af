import { ConflictException, Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdminRemovals } from '../admin-removals/admin-removals.js';
import { CurrentUserView } from '../current-user/current-user-view.js';
import { ACCOUNT_QUERIES, type AccountQueries } from '../read-model/account-queries.port.js';
import type { UserChangedResponse } from '../read-model/user.response.js';
import { UserCommands } from '../user-commands.js';
import { SetUserStatusCommand } from './set-user-status.command.js';

export const userNotFound = () => new NotFoundException('Benutzer nicht gefunden.');
export const LAST_ACTIVE_ADMIN = 'Der letzte aktive Administrator kann nicht deaktiviert werden.';

/** Deactivation ends the user's sessions and disables their API keys at once; activation allows login again. */
@CommandHandler(SetUserStatusCommand)
export class SetUserStatusHandler implements ICommandHandler<SetUserStatusCommand> {
  constructor(
    private readonly commands: UserCommands,
    @Inject(ACCOUNT_QUERIES) private readonly accounts: AccountQueries,
    private readonly users: CurrentUserView,
    private readonly adminRemovals: AdminRemovals,
  ) {}

  async execute({ userId, isActive, adminId }: SetUserStatusCommand): Promise<UserChangedResponse> {
    const target = await this.accounts.userById(userId);
    if (!target) throw userNotFound();
    if (userId === adminId && !isActive) {
      throw new ConflictException('Sie können Ihr eigenes Konto nicht deaktivieren.');
    }
    if (!isActive && target.role === 'admin') {
      // Two administrators deactivating each other at the same moment: the second finds the first's change.
      return this.adminRemovals.one(async () => {
        if ((await this.accounts.activeAdminCount()) <= 1 && target.isActive) {
          throw new ConflictException(LAST_ACTIVE_ADMIN);
        }
        return this.setActive(userId, isActive, adminId);
      });
    }
    return this.setActive(userId, isActive, adminId);
  }

  private async setActive(userId: string, isActive: boolean, adminId: string): Promise<UserChangedResponse> {
    await this.commands.execute(
      userId,
      { type: 'SetActive', active: isActive, at: this.commands.now().toISOString() },
      { actorId: adminId },
    );
    return { user: await this.users.of(userId), message: isActive ? 'Benutzer aktiviert' : 'Benutzer deaktiviert' };
  }
}
