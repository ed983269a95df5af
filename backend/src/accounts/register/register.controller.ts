import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { SessionStartedResponse } from '../read-model/user.response.js';
import type { Request } from 'express';
import { Public } from '../../platform/http/access.js';
import { RegisterRequest } from './register.request.js';
import { RegisterCommand } from './register.command.js';

@ApiTags('auth')
@Controller('auth')
export class RegisterController {
  constructor(private readonly commands: CommandBus) {}

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
  @ApiCreatedResponse({ type: SessionStartedResponse, description: 'Konto angelegt und angemeldet' })
  @ApiProblems(
    400,
    [409, 'Die E-Mail-Adresse ist bereits registriert'],
    [429, 'Zu viele Registrierungen von dieser IP-Adresse (Header `Retry-After`)'],
    503,
  )
  async register(@Body() body: RegisterRequest, @Req() request: Request): Promise<SessionStartedResponse> {
    return this.commands.execute(new RegisterCommand(body, request.ip ?? 'unknown'));
  }
}
