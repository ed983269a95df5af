import { Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiAcceptedResponse, ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { RunStartedResponse } from '../run-started.response.js';
import { AdminGuard } from '../../platform/http/admin.guard.js';
import { TriggerImportCommand } from './trigger-import.command.js';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin')
export class TriggerImportController {
  constructor(private readonly commands: CommandBus) {}

  /** Starts an import run now; 409 while another run is in progress. Progress shows in /insolvency/import-status. */
  @Post('import')
  @HttpCode(HttpStatus.ACCEPTED)
  @UseGuards(AdminGuard)
  @ApiOperation({ summary: 'Import manuell starten (Administratoren)' })
  @ApiAcceptedResponse({
    type: RunStartedResponse,
    description: 'Import gestartet; Fortschritt unter /api/insolvency/import-status',
  })
  @ApiProblems(401, 403, [409, 'Ein Import läuft bereits'])
  async trigger(): Promise<RunStartedResponse> {
    const { runId } = await this.commands.execute(new TriggerImportCommand());
    return { runId, message: 'Import gestartet' };
  }
}
