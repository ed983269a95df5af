import { Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../../platform/http/admin.guard.js';
import { DigestRunner, type DigestRunSummary } from './digest-runner.js';

/** Runs the daily digest now (operators, the demo and the end-to-end test); 409 while one runs. */
@ApiTags('alerts')
@ApiBearerAuth()
@Controller('admin/alerts')
@UseGuards(AdminGuard)
export class TriggerDigestController {
  constructor(private readonly runner: DigestRunner) {}

  @Post('digest')
  @HttpCode(200)
  @ApiOperation({ summary: 'Tägliche Benachrichtigungen jetzt versenden (Administratoren)' })
  run(): Promise<DigestRunSummary> {
    return this.runner.run();
  }
}
