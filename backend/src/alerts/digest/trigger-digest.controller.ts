import { Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { AdminGuard } from '../../platform/http/admin.guard.js';
import { DigestRunResponse } from './digest-run.response.js';
import { RunDigestCommand } from './run-digest.command.js';

/** Runs the daily digest now (operators, the demo and the end-to-end test); 409 while one runs. */
@ApiTags('alerts')
@ApiBearerAuth()
@Controller('admin/alerts')
@UseGuards(AdminGuard)
export class TriggerDigestController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('digest')
  @HttpCode(200)
  @ApiOperation({ summary: 'Tägliche Benachrichtigungen jetzt versenden (Administratoren)' })
  @ApiOkResponse({ type: DigestRunResponse, description: 'Ergebnis des Versands' })
  @ApiProblems(401, 403, [409, 'Der Versand läuft bereits'])
  run(): Promise<DigestRunResponse> {
    return this.commandBus.execute(new RunDigestCommand());
  }
}
