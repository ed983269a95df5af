import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { SessionStartedResponse } from '../read-model/user.response.js';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import {
  cookieValue,
  DEVICE_COOKIE,
  DEVICE_COOKIE_DAYS,
  DEVICE_COOKIE_PATH,
  DeviceCookies,
} from '../device-cookies/device-cookies.js';
import { Public } from '../../platform/http/access.js';
import { LogInCommand } from './login.command.js';
import { LoginRequest } from './login.request.js';

@ApiTags('auth')
@Controller('auth')
export class LoginController {
  constructor(
    private readonly commands: CommandBus,
    private readonly devices: DeviceCookies,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('login')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Anmelden: Sitzungstoken (JWT, 8 Stunden) und Benutzer',
    description:
      'Fehlversuche je Konto und IP (5) und je IP (20) in 15 Minuten: danach 429 mit Retry-After. Ein Browser, der ' +
      'sich bei dem Konto schon angemeldet hat (Geräte-Cookie `im_geraet`, HttpOnly, nur für diesen Pfad), wird für ' +
      'die Fehlversuche seiner IP nicht abgewiesen; seine eigenen zählen für ihn (5). Fehlversuche je ' +
      'Konto (von allen IPs) verlangsamen nur: ab dem 5. wartet jeder Versuch 0,5 bis höchstens 4 Sekunden, das ' +
      'richtige Passwort wird nie abgewiesen. 503 mit Retry-After, wenn ' +
      'die Passwort-Berechnung ausgelastet ist. Unbestätigte Konten können sich anmelden (`user.emailConfirmed`).',
  })
  @ApiOkResponse({ type: SessionStartedResponse, description: 'Angemeldet' })
  @ApiProblems(400, [401, 'E-Mail-Adresse oder Passwort ist falsch'], [403, 'Das Konto ist deaktiviert'], 429, 503)
  async login(
    @Body() body: LoginRequest,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SessionStartedResponse> {
    const device = cookieValue(request.headers.cookie, DEVICE_COOKIE);
    const session = await this.commands.execute(new LogInCommand(body, request.ip ?? 'unknown', device));
    // A new device cookie on every login: this browser is known to the account from now on (a fresh nonce, so a
    // cookie that failed too often is replaced by one with a clean record).
    response.cookie(DEVICE_COOKIE, this.devices.issue(body.email), {
      httpOnly: true,
      secure: request.secure || this.config.appUrl.startsWith('https:'),
      sameSite: 'strict',
      path: DEVICE_COOKIE_PATH,
      maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60 * 1000,
    });
    return session;
  }
}
