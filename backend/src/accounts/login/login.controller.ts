import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { SessionStartedResponse } from '../read-model/user.response.js';
import type { Request } from 'express';
import { Public } from '../../platform/http/access.js';
import { LogInCommand } from './login.command.js';
import { LoginRequest } from './login.request.js';

@ApiTags('auth')
@Controller('auth')
export class LoginController {
  constructor(private readonly commands: CommandBus) {}

  @Post('login')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Anmelden: Sitzungstoken (JWT, 8 Stunden) und Benutzer',
    description:
      'Fehlversuche je Konto und IP (5) und je IP (20) in 15 Minuten: danach 429 mit Retry-After. Fehlversuche je ' +
      'Konto (von allen IPs) verlangsamen nur: ab dem 5. wartet jeder Versuch 0,5 bis höchstens 4 Sekunden, das ' +
      'richtige Passwort wird nie abgewiesen. 503 mit Retry-After, wenn ' +
      'die Passwort-Berechnung ausgelastet ist. Unbestätigte Konten können sich anmelden (`user.emailConfirmed`).',
  })
  @ApiOkResponse({ type: SessionStartedResponse, description: 'Angemeldet' })
  @ApiProblems(400, [401, 'E-Mail-Adresse oder Passwort ist falsch'], [403, 'Das Konto ist deaktiviert'], 429, 503)
  async login(@Body() body: LoginRequest, @Req() request: Request): Promise<SessionStartedResponse> {
    return this.commands.execute(new LogInCommand(body, request.ip ?? 'unknown'));
  }
}
