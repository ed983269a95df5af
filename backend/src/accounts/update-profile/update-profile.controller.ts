import { Body, Controller, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { UserChangedResponse } from '../read-model/user.response.js';
import type { Request } from 'express';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { UpdateProfileCommand } from './update-profile.command.js';
import { UpdateProfileRequest } from './update-profile.request.js';

@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth')
export class UpdateProfileController {
  constructor(private readonly commands: CommandBus) {}

  @Put('profile')
  @ApiOperation({
    summary: 'Eigenes Profil ändern (Vorname, Nachname, E-Mail)',
    description:
      'Eine neue E-Mail-Adresse braucht `currentPassword` und wird erst wirksam, wenn der an sie gesendete Link ' +
      'geöffnet wird (`user.pendingEmail` bis dahin); die bisherige Adresse erhält einen Hinweis. Falsches ' +
      'Passwort: 400, zählt wie eine fehlgeschlagene Anmeldung (429 mit Retry-After nach zu vielen).',
  })
  @ApiOkResponse({
    type: UserChangedResponse,
    description: 'Profil gespeichert oder Bestätigungslink an die neue Adresse gesendet',
  })
  @ApiProblems(400, 401, [409, 'Die E-Mail-Adresse ist bereits registriert'], 429, 503)
  async update(
    @Body() body: UpdateProfileRequest,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<UserChangedResponse> {
    return this.commands.execute(
      new UpdateProfileCommand(body, caller.userId!, request.ip ?? 'unknown', caller.sessionId ?? null),
    );
  }
}
