import { Body, Controller, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { CurrentUserView } from '../current-user/current-user-view.js';
import { EmailLock } from '../email-lock.js';
import { AccountsReadModel } from '../read-model/accounts-read-model.js';
import { EmailAlreadyRegistered } from '../register/register-user.handler.js';
import { UserCommands } from '../user-commands.js';
import { UpdateProfileRequest } from './update-profile.request.js';

@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth')
export class UpdateProfileController {
  constructor(
    private readonly commands: UserCommands,
    private readonly accounts: AccountsReadModel,
    private readonly emailLock: EmailLock,
    private readonly users: CurrentUserView,
  ) {}

  /** Name and e-mail of the caller; the new address must not belong to another account (any letter case). */
  @Put('profile')
  @ApiOperation({ summary: 'Eigenes Profil ändern (Vorname, Nachname, E-Mail)' })
  async update(@Body() body: UpdateProfileRequest, @CurrentCaller() caller: Caller) {
    const userId = caller.userId!;
    await this.emailLock.run(async () => {
      const owner = this.accounts.userByEmail(body.email);
      if (owner && owner.id !== userId) throw new EmailAlreadyRegistered();
      await this.commands.execute(userId, { type: 'ChangeProfile', ...body }, { actorId: userId });
    });
    return { user: this.users.of(userId), message: 'Profil gespeichert' };
  }
}
