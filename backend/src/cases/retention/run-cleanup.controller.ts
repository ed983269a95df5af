import { Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiAcceptedResponse, ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { CleanupStartedResponse } from '../run-started.response.js';
import { AdminGuard } from '../../platform/http/admin.guard.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { RunCleanupCommand } from './run-cleanup.command.js';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin')
export class RunCleanupController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * Starts the cleanup (the same run as the daily one) in the background and answers at once with its id;
   * progress and outcome show in the admin dashboard (`cleanupRun`). 409 while a cleanup runs (in any process).
   */
  @Post('cleanup')
  @HttpCode(HttpStatus.ACCEPTED)
  @UseGuards(AdminGuard)
  @ApiOperation({ summary: 'Löschfristen jetzt anwenden (Administratoren): startet die Bereinigung → runId' })
  @ApiAcceptedResponse({
    type: CleanupStartedResponse,
    description: 'Bereinigung gestartet; Fortschritt im Admin-Dashboard',
  })
  @ApiProblems(401, 403, [409, 'Eine Bereinigung läuft bereits'])
  async cleanup(@CurrentCaller() caller: Caller): Promise<CleanupStartedResponse> {
    const { runId } = await this.commands.execute(new RunCleanupCommand(caller.userId!));
    return { runId, status: 'running', message: 'Bereinigung gestartet' };
  }
}
