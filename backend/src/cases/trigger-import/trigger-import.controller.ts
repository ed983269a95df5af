import { Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { RunStartedResponse } from '../run-started.response.js';
import { AdminGuard } from '../../platform/http/admin.guard.js';
import { ImportRunner } from '../import-runs/import-runner.js';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin')
export class TriggerImportController {
  constructor(private readonly runner: ImportRunner) {}

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
    const { runId } = await this.runner.start('manual', 'Manueller Import');
    return { runId, message: 'Import gestartet' };
  }
}
