import { Controller, Get, Header, Inject, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { QueryApi } from '../../platform/http/access.js';
import { caseIdPipe } from './get-case.controller.js';
import { HearingsCalendarQuery } from './hearings-calendar.query.js';
import { HearingsCalendarRequest } from './hearings-calendar.request.js';

@ApiTags('insolvency')
@QueryApi()
@Controller('insolvency')
export class HearingsCalendarController {
  constructor(
    private readonly queries: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get(':id/hearings.ics')
  @Header('Content-Type', 'text/calendar; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Gerichtstermine eines Falls als iCalendar-Datei (RFC 5545), alle oder einer' })
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'iCalendar-Datei mit einem VEVENT je Termin', schema: { type: 'string' } })
  @ApiNotFoundResponse({ description: 'Fall oder Termin nicht gefunden' })
  calendar(@Param('id', caseIdPipe()) id: number, @Query() request: HearingsCalendarRequest): Promise<string> {
    return this.queries.execute(new HearingsCalendarQuery(id, request.hearing, this.clock.now()));
  }
}
