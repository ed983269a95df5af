import { Body, Controller, Delete, HttpCode, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiAcceptedResponse, ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { WithoutWriteBudget } from '../../platform/http/access.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { MessageResponse } from '../../platform/http/openapi/message.response.js';
import { DeleteAccountCommand } from './delete-account.command.js';
import { DeleteAccountRequest } from './delete-account.request.js';

@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth')
export class DeleteAccountController {
  constructor(private readonly commands: CommandBus) {}

  @Delete('account')
  @HttpCode(200)
  @WithoutWriteBudget()
  @ApiOperation({
    summary: 'Eigenes Konto unwiderruflich löschen (DSGVO Art. 17)',
    description:
      'Verlangt das aktuelle Passwort. Kündigt ein laufendes Stripe-Abonnement sofort, beendet alle Sitzungen ' +
      'und löscht das Konto mit Benachrichtigungen, Empfänger-Bestätigungen, Suchprofilen, Webhooks samt ' +
      'Zustellprotokoll, Portfolios, Fristen-Einstellungen, Forderungsanmeldungs-Entwürfen und API-Schlüsseln. ' +
      'Es bleibt ein Prüfvermerk ohne personenbezogene Daten (Kennung und Zeitpunkte); Rechnungen bleiben bei ' +
      'Stripe (gesetzliche Aufbewahrungspflicht). Die E-Mail-Adresse kann danach neu registriert werden. Falsche ' +
      'Passwörter zählen wie fehlgeschlagene Anmeldungen.',
  })
  @ApiOkResponse({ type: MessageResponse, description: 'Konto gelöscht; das Token gilt nicht mehr' })
  @ApiAcceptedResponse({
    type: MessageResponse,
    description: 'Löschung begonnen; ein Schritt scheiterte und wird im Hintergrund wiederholt',
  })
  @ApiProblems(
    [400, 'Passwort fehlt oder ist nicht korrekt'],
    401,
    [404, 'Konto nicht (mehr) vorhanden'],
    [409, 'Letzter aktiver Administrator'],
    429,
    [503, 'Abonnement konnte nicht gekündigt werden; nichts gelöscht'],
  )
  async delete(
    @Body() body: DeleteAccountRequest,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<MessageResponse> {
    const command = new DeleteAccountCommand(body, caller.userId!, request.ip ?? 'unknown', caller.sessionId ?? null);
    const { pending, ...answer } = await this.commands.execute(command);
    if (pending) response.status(202);
    return answer;
  }
}
