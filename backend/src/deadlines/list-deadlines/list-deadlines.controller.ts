import { BadRequestException, Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { DeadlinesPlanGuard } from '../deadlines-plan.guard.js';
import { ListDeadlinesQuery } from './list-deadlines.query.js';
import { ListDeadlinesRequest } from './list-deadlines.request.js';
import { ListDeadlinesResponse } from './list-deadlines.response.js';

@ApiTags('deadlines')
@ApiBearerAuth()
@UseGuards(DeadlinesPlanGuard)
@Controller('deadlines')
export class ListDeadlinesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Meine Fristen: kommende Fristen und Termine der beobachteten Fälle' })
  @ApiOkResponse({ type: ListDeadlinesResponse, description: 'Kommende Fristen, nach Datum' })
  @ApiProblems(400, 401, [403, 'Pro-Abonnement erforderlich'])
  list(@Query() request: ListDeadlinesRequest, @CurrentCaller() caller: Caller): Promise<ListDeadlinesResponse> {
    if (request.from && request.to && request.to < request.from) {
      throw new BadRequestException({ message: 'Das Bis-Datum liegt vor dem Von-Datum.' });
    }
    return this.queries.execute(
      new ListDeadlinesQuery(caller.userId!, {
        from: request.from ?? null,
        to: request.to ?? null,
        kinds: request.kind ?? [],
        sources: request.source ?? [],
        company: request.q?.trim() || null,
      }),
    );
  }
}
