import {
  Body,
  ConflictException,
  Controller,
  Inject,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Put,
  UseGuards,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { UserChangedResponse } from '../read-model/user.response.js';
import { AdminGuard } from '../../platform/http/admin.guard.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { CurrentUserView } from '../current-user/current-user-view.js';
import { ACCOUNT_QUERIES, type AccountQueries } from '../read-model/account-queries.port.js';
import { UserCommands } from '../user-commands.js';
import { SetUserStatusRequest } from './set-user-status.request.js';

const notFound = () => new NotFoundException('Benutzer nicht gefunden.');

@ApiTags('admin')
@ApiBearerAuth()
@Controller('auth')
export class SetUserStatusController {
  constructor(
    private readonly commands: UserCommands,
    @Inject(ACCOUNT_QUERIES) private readonly accounts: AccountQueries,
    private readonly users: CurrentUserView,
  ) {}

  /** Deactivation ends the user's sessions and disables their API keys at once; activation allows login again. */
  @Put('users/:id/status')
  @UseGuards(AdminGuard)
  @ApiOperation({ summary: 'Benutzer aktivieren oder deaktivieren (Admin)' })
  @ApiOkResponse({ type: UserChangedResponse, description: 'Benutzer aktiviert oder deaktiviert' })
  @ApiProblems(400, 401, 403, 404, [409, 'Das eigene Konto kann nicht deaktiviert werden'])
  async setStatus(
    @Param('id', new ParseUUIDPipe({ exceptionFactory: notFound })) userId: string,
    @Body() body: SetUserStatusRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<UserChangedResponse> {
    if (!(await this.accounts.userById(userId))) throw notFound();
    if (userId === caller.userId && !body.isActive) {
      throw new ConflictException('Sie können Ihr eigenes Konto nicht deaktivieren.');
    }
    await this.commands.execute(
      userId,
      { type: 'SetActive', active: body.isActive, at: this.commands.now().toISOString() },
      { actorId: caller.userId! },
    );
    return {
      user: await this.users.of(userId),
      message: body.isActive ? 'Benutzer aktiviert' : 'Benutzer deaktiviert',
    };
  }
}
