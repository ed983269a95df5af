import { Body, Controller, HttpCode, Inject, Post, Req, UnauthorizedException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { SessionStartedResponse } from '../read-model/user.response.js';
import type { Request } from 'express';
import { Public } from '../../platform/http/access.js';
import { AccountDeactivated } from '../domain/user-decider.js';
import { CurrentUserView } from '../current-user/current-user-view.js';
import { Passwords } from '../passwords/passwords.js';
import { LoginThrottle } from '../rate-limits/login-throttle.js';
import { ACCOUNT_QUERIES, type AccountQueries } from '../read-model/account-queries.port.js';
import { SessionStarter } from '../sessions/session-starter.js';
import { UserCommands } from '../user-commands.js';
import { LoginRequest } from './login.request.js';

export const INVALID_CREDENTIALS = 'E-Mail-Adresse oder Passwort ist falsch.';

@ApiTags('auth')
@Controller('auth')
export class LoginController {
  constructor(
    @Inject(ACCOUNT_QUERIES) private readonly accounts: AccountQueries,
    private readonly commands: UserCommands,
    private readonly sessions: SessionStarter,
    private readonly users: CurrentUserView,
    private readonly throttle: LoginThrottle,
    private readonly passwords: Passwords,
  ) {}

  @Post('login')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Anmelden: Sitzungstoken (JWT, 8 Stunden) und Benutzer',
    description:
      'Fehlversuche je Konto (5) und IP (20) in 15 Minuten: danach 429 mit Retry-After. 503 mit Retry-After, wenn ' +
      'die Passwort-Berechnung ausgelastet ist. Unbestätigte Konten können sich anmelden (`user.emailConfirmed`).',
  })
  @ApiOkResponse({ type: SessionStartedResponse, description: 'Angemeldet' })
  @ApiProblems(400, [401, 'E-Mail-Adresse oder Passwort ist falsch'], [403, 'Das Konto ist deaktiviert'], 429, 503)
  async login(@Body() body: LoginRequest, @Req() request: Request): Promise<SessionStartedResponse> {
    const account = body.email.toLowerCase();
    const ip = request.ip ?? 'unknown';
    this.throttle.assertAllowed(account, ip);

    const row = await this.accounts.userByEmail(account);
    const state = row ? await this.commands.load(row.id) : undefined;
    // Unknown addresses cost the same hashing time (and the same pool slot) as known ones: timing does not
    // reveal accounts.
    const valid = state?.passwordHash
      ? await this.passwords.verify(body.password, state.passwordHash)
      : await this.passwords.verifyUnknown(body.password);
    if (!row || !state || !valid) {
      this.throttle.recordFailure(account, ip);
      throw new UnauthorizedException(INVALID_CREDENTIALS);
    }
    this.throttle.recordSuccess(account);
    if (!state.active) throw new AccountDeactivated();
    const token = await this.sessions.start(row.id);
    return { token, user: await this.users.of(row.id), message: 'Anmeldung erfolgreich!' };
  }
}
