import { Controller, Get, Header, Inject, NotFoundException, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { DatabaseSync } from 'node:sqlite';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { QueryApi } from '../../platform/http/access.js';
import { READ_DB } from '../../platform/read-store/read-db.js';
import { caseHearings } from './case-hearings.js';
import { caseIdPipe } from './get-case.controller.js';
import { HearingsCalendarQuery } from './hearings-calendar.query.js';
import { hearingsCalendar } from './hearings-calendar.js';
import { readCase } from './read-case.js';

@ApiTags('insolvency')
@QueryApi()
@Controller('insolvency')
export class HearingsCalendarController {
  constructor(
    @Inject(READ_DB) private readonly db: DatabaseSync,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get(':id/hearings.ics')
  @Header('Content-Type', 'text/calendar; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Gerichtstermine eines Falls als iCalendar-Datei (RFC 5545), alle oder einer' })
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'iCalendar-Datei mit einem VEVENT je Termin', schema: { type: 'string' } })
  @ApiNotFoundResponse({ description: 'Fall oder Termin nicht gefunden' })
  calendar(@Param('id', caseIdPipe()) id: number, @Query() query: HearingsCalendarQuery): string {
    const stored = readCase(this.db, id);
    if (!stored) throw new NotFoundException('Fall nicht gefunden');
    const all = caseHearings(stored.notices);
    const hearings = query.hearing ? all.filter((hearing) => hearing.id === query.hearing) : all;
    if (hearings.length === 0) {
      throw new NotFoundException(
        query.hearing ? 'Termin nicht gefunden' : 'Für diesen Fall sind keine Termine bekannt',
      );
    }
    const { row } = stored;
    return hearingsCalendar(
      { id: row.id, companyName: row.company_name, court: row.court, caseNumber: row.case_number },
      hearings,
      this.clock.now(),
    );
  }
}
