import { Body, Controller, HttpCode, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { PasswordChangedResponse } from '../read-model/user.response.js';
import type { Request } from 'express';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { ChangePasswordCommand } from './change-password.command.js';
import { ChangePasswordRequest } from './change-password.request.js';

@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth')
export class ChangePasswordController {
  constructor(private readonly commands: CommandBus) {}

  /** Ends every other session: the answer carries the caller's fresh token. */
  @Put('password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Passwort ändern; beendet alle Sitzungen und liefert ein neues Token' })
  @ApiOkResponse({ type: PasswordChangedResponse, description: 'Passwort geändert, neues Sitzungstoken' })
  @ApiProblems([400, 'Ungültige Felder oder falsches aktuelles Passwort'], 401, 429, 503)
  async change(
    @Body() body: ChangePasswordRequest,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<PasswordChangedResponse> {
    return this.commands.execute(
      new ChangePasswordCommand(body, caller.userId!, request.ip ?? 'unknown', caller.sessionId ?? null),
    );
  }
}
