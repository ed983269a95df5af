import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { RegistrationResponse } from './registration.response.js';
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
    summary: 'Konto anlegen (Free-Plan)',
    description:
      'Mailt einen Bestätigungslink (24 Stunden gültig); danach meldet sich der Benutzer an (auch vor der ' +
      'Bestätigung: dann kann das Konto suchen, aber keine Benachrichtigungen anlegen). Hat die Adresse schon ein ' +
      'Konto, wird nichts angelegt und ihr Inhaber per E-Mail benachrichtigt; die Antwort ist dieselbe (201, kein ' +
      'Token), damit sie nicht verrät, welche Adressen Konten haben. Höchstens `REGISTRATIONS_PER_IP` ' +
      'Registrierungen je Client-IP und Stunde (429 mit Retry-After); 503 mit Retry-After, wenn die ' +
      'Passwort-Berechnung ausgelastet ist.',
  })
  @ApiCreatedResponse({ type: RegistrationResponse, description: 'Registrierung angenommen, E-Mail gesendet' })
  @ApiProblems(400, [429, 'Zu viele Registrierungen von dieser IP-Adresse (Header `Retry-After`)'], 503)
  async register(@Body() body: RegisterRequest, @Req() request: Request): Promise<RegistrationResponse> {
    return this.commands.execute(new RegisterCommand(body, request.ip ?? 'unknown'));
  }
}
