import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../platform/http/access.js';
import { CurrentUserView } from '../current-user/current-user-view.js';
import { RegistrationLimit } from '../rate-limits/registration-limits.js';
import { SessionStarter } from '../sessions/session-starter.js';
import { RegisterRequest } from './register.request.js';
import { RegisterUserHandler } from './register-user.handler.js';

@ApiTags('auth')
@Controller('auth')
export class RegisterController {
  constructor(
    private readonly registration: RegisterUserHandler,
    private readonly sessions: SessionStarter,
    private readonly users: CurrentUserView,
    private readonly limit: RegistrationLimit,
  ) {}

  @Post('register')
  @Public()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Konto anlegen (Free-Plan) und anmelden',
    description:
      'Mailt einen Bestätigungslink (24 Stunden gültig). Bis zur Bestätigung kann das Konto suchen, aber keine ' +
      'Benachrichtigungen anlegen (`user.emailConfirmed`). Höchstens `REGISTRATIONS_PER_IP` Registrierungen je ' +
      'Client-IP und Stunde (429 mit Retry-After); 503 mit Retry-After, wenn die Passwort-Berechnung ausgelastet ist.',
  })
  @ApiTooManyRequestsResponse({ description: 'Zu viele Registrierungen von dieser IP-Adresse' })
  async register(@Body() body: RegisterRequest, @Req() request: Request) {
    this.limit.take(request.ip ?? 'unknown');
    const userId = await this.registration.register({ ...body, role: 'user' });
    const token = await this.sessions.start(userId);
    return { token, user: this.users.of(userId), message: 'Registrierung erfolgreich!' };
  }
}
