import {
  Body,
  Controller,
  HttpCode,
  HttpException,
  HttpStatus,
  Post,
  Req,
  Res,
  UnauthorizedException,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../platform/http/access.js';
import { AccountDeactivated } from '../domain/user-decider.js';
import { CurrentUserView } from '../current-user/current-user-view.js';
import { dummyPasswordHash, verifyPassword } from '../passwords/password-hasher.js';
import { LoginThrottle } from '../rate-limits/login-throttle.js';
import { AccountsReadModel } from '../read-model/accounts-read-model.js';
import { SessionStarter } from '../sessions/session-starter.js';
import { UserCommands } from '../user-commands.js';
import { LoginRequest } from './login.request.js';

export const INVALID_CREDENTIALS = 'E-Mail-Adresse oder Passwort ist falsch.';

@ApiTags('auth')
@Controller('auth')
export class LoginController {
  constructor(
    private readonly accounts: AccountsReadModel,
    private readonly commands: UserCommands,
    private readonly sessions: SessionStarter,
    private readonly users: CurrentUserView,
    private readonly throttle: LoginThrottle,
  ) {}

  @Post('login')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Anmelden: Sitzungstoken (JWT, 8 Stunden) und Benutzer' })
  async login(@Body() body: LoginRequest, @Req() request: Request, @Res({ passthrough: true }) response: Response) {
    const account = body.email.toLowerCase();
    const ip = request.ip ?? 'unknown';
    const wait = this.throttle.retryAfter(account, ip);
    if (wait > 0) {
      response.setHeader('Retry-After', String(wait));
      throw new HttpException(
        `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in ${Math.ceil(wait / 60)} Minute(n) erneut.`,
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }

    const row = this.accounts.userByEmail(account);
    const state = row ? await this.commands.load(row.id) : undefined;
    // Unknown addresses cost the same hashing time as known ones: timing does not reveal accounts.
    const valid = await verifyPassword(body.password, state?.passwordHash || (await dummyPasswordHash()));
    if (!row || !state || !valid) {
      this.throttle.recordFailure(account, ip);
      throw new UnauthorizedException(INVALID_CREDENTIALS);
    }
    this.throttle.recordSuccess(account);
    if (!state.active) throw new AccountDeactivated();
    const token = await this.sessions.start(row.id);
    return { token, user: this.users.of(row.id), message: 'Anmeldung erfolgreich!' };
  }
}
