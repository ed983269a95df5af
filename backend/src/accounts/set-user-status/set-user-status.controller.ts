import { Body, Controller, Param, ParseUUIDPipe, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { UserChangedResponse } from '../read-model/user.response.js';
import { AdminGuard } from '../../platform/http/admin.guard.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { SetUserStatusCommand } from './set-user-status.command.js';
import { userNotFound } from './set-user-status.command-handler.js';
import { SetUserStatusRequest } from './set-user-status.request.js';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('auth')
export class SetUserStatusController {
  constructor(private readonly commands: CommandBus) {}

  @Put('users/:id/status')
  @UseGuards(AdminGuard)
  @ApiOperation({ summary: 'Benutzer aktivieren oder deaktivieren (Admin)' })
  @ApiOkResponse({ type: UserChangedResponse, description: 'Benutzer aktiviert oder deaktiviert' })
  @ApiProblems(400, 401, 403, 404, [409, 'Das eigene Konto kann nicht deaktiviert werden'])
  async setStatus(
    @Param('id', new ParseUUIDPipe({ exceptionFactory: userNotFound })) userId: string,
    @Body() body: SetUserStatusRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<UserChangedResponse> {
    return this.commands.execute(new SetUserStatusCommand(userId, body.isActive, caller.userId!));
  }
}
