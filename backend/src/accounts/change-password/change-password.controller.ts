import { BadRequestException, Body, Controller, HttpCode, Put, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { PasswordChangedResponse } from '../read-model/user.response.js';
import type { Request } from 'express';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { Passwords } from '../passwords/passwords.js';
import { LoginThrottle } from '../rate-limits/login-throttle.js';
import { SessionStarter } from '../sessions/session-starter.js';
import { UserCommands } from '../user-commands.js';
import { ChangePasswordRequest } from './change-password.request.js';

@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth')
export class ChangePasswordController {
  constructor(
    private readonly commands: UserCommands,
    private readonly sessions: SessionStarter,
    private readonly passwords: Passwords,
    private readonly throttle: LoginThrottle,
  ) {}

  /**
   * Checks the current password, stores the new hash and ends every session of the account (a stolen token
   * dies with the old password). The caller continues with the fresh token in the response. Wrong current
   * passwords count like failed logins, so a stolen session cannot be used to guess the password.
   */
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
    const userId = caller.userId!;
    const state = await this.commands.load(userId);
    const [account, ip] = [state.email.toLowerCase(), request.ip ?? 'unknown'];
    this.throttle.assertAllowed(account, ip);
    if (!(await this.passwords.verify(body.currentPassword, state.passwordHash))) {
      this.throttle.recordFailure(account, ip);
      throw new BadRequestException('Das aktuelle Passwort ist nicht korrekt.');
    }
    if (body.currentPassword === body.newPassword) {
      throw new BadRequestException('Das neue Passwort muss sich vom aktuellen unterscheiden.');
    }
    const passwordHash = await this.passwords.hash(body.newPassword);
    await this.commands.execute(
      userId,
      { type: 'ChangePassword', passwordHash, at: this.commands.now().toISOString() },
      { actorId: userId },
    );
    const token = await this.sessions.start(userId);
    return { token, message: 'Passwort geändert. Alle anderen Sitzungen wurden beendet.' };
  }
}
