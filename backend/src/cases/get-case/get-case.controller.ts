import { Controller, Get, HttpStatus, NotFoundException, Param, ParseIntPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { QueryApi } from '../../platform/http/access.js';
import { CaseDetailResponse } from './case-detail.response.js';
import { GetCaseQuery } from './get-case.query.js';

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
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  @ApiOperation({ summary: 'Ein Insolvenzfall mit Eckdaten, Terminen, Portal-Hinweis und allen Bekanntmachungen' })
  @ApiOkResponse({
    type: CaseDetailResponse,
    description: 'Das Verfahren mit Eckdaten, Terminen, Portal-Hinweis und jeder Bekanntmachung einmal',
  })
  @ApiProblems([404, 'Fall nicht gefunden (auch bei einer Kennung, die keine Zahl ist)'])
  get(@Param('id', caseIdPipe()) id: number): Promise<CaseDetailResponse> {
    return this.queries.execute(new GetCaseQuery(id));
  }
}
