import { Controller, Get, HttpStatus, Inject, NotFoundException, Param, ParseIntPipe } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import type { DatabaseSync } from 'node:sqlite';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { QueryApi } from '../../platform/http/access.js';
import { READ_DB } from '../../platform/read-store/read-db.js';
import { CaseDetailResponse } from './case-detail.response.js';
import { toCaseDetail } from './case-detail.js';
import { readCase } from './read-case.js';

/** Case ids are positive integers; anything else names no case (404, as a missing one). */
export const caseIdPipe = () =>
  new ParseIntPipe({
    errorHttpStatusCode: HttpStatus.BAD_REQUEST,
    exceptionFactory: () => new NotFoundException('Fall nicht gefunden'),
  });

@ApiTags('insolvency')
@QueryApi()
@Controller('insolvency')
export class GetCaseController {
  constructor(
    @Inject(READ_DB) private readonly db: DatabaseSync,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get(':id')
  @ApiOperation({ summary: 'Ein Insolvenzfall mit Eckdaten, Terminen, Portal-Hinweis und allen Bekanntmachungen' })
  @ApiOkResponse({
    type: CaseDetailResponse,
    description: 'Das Verfahren mit Eckdaten, Terminen, Portal-Hinweis und jeder Bekanntmachung einmal',
  })
  @ApiProblems([404, 'Fall nicht gefunden (auch bei einer Kennung, die keine Zahl ist)'])
  get(@Param('id', caseIdPipe()) id: number): CaseDetailResponse {
    const stored = readCase(this.db, id);
    if (!stored) throw new NotFoundException('Fall nicht gefunden');
    return toCaseDetail(stored, this.config.import.portalUrl);
  }
}
