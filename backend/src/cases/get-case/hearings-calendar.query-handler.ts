import { Inject, NotFoundException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CASE_QUERIES, type CaseQueries } from '../read-model/case-queries.port.js';
import { caseHearings } from './case-hearings.js';
import { HearingsCalendarQuery } from './hearings-calendar.query.js';
import { hearingsCalendar } from './hearings-calendar.js';

@QueryHandler(HearingsCalendarQuery)
export class HearingsCalendarHandler implements IQueryHandler<HearingsCalendarQuery> {
  constructor(@Inject(CASE_QUERIES) private readonly cases: CaseQueries) {}

  async execute({ id, hearing, now }: HearingsCalendarQuery): Promise<string> {
    const found = await this.cases.getCase(id);
    if (!found) throw new NotFoundException('Fall nicht gefunden');
    const all = caseHearings(found.notices);
    const hearings = hearing ? all.filter((candidate) => candidate.id === hearing) : all;
    if (hearings.length === 0) {
      throw new NotFoundException(hearing ? 'Termin nicht gefunden' : 'Für diesen Fall sind keine Termine bekannt');
    }
    const { case: record } = found;
    return hearingsCalendar(
      { id: record.id, companyName: record.companyName, court: record.court, caseNumber: record.caseNumber },
      hearings,
      now,
    );
  }
}
