import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  DeadlinesOfCasesQuery,
  type CaseDeadlineEntry,
  type CaseWithDeadlines,
} from '../../platform/watched-cases/deadlines-of-cases.query.js';
import { caseDeadlines } from '../get-case/case-deadlines.js';
import { CASE_QUERIES, type CaseQueries } from '../read-model/case-queries.port.js';
import { backgroundTurn } from '../../platform/background/background-turns.js';

/**
 * The dated deadlines of a user's watched cases ("Meine Fristen", issue #32 part 4), as the case page lists them
 * (`caseDeadlines`: every notice's, once). One case read at a time, in slices of `SLICE_CASES` between other
 * requests: "Meine Fristen" and the calendar feed of a user with a large portfolio may read a thousand cases.
 */
const SLICE_CASES = 25;

@QueryHandler(DeadlinesOfCasesQuery)
export class DeadlinesOfCasesHandler implements IQueryHandler<DeadlinesOfCasesQuery> {
  constructor(@Inject(CASE_QUERIES) private readonly cases: CaseQueries) {}

  async execute({ caseIds }: DeadlinesOfCasesQuery): Promise<CaseWithDeadlines[]> {
    const answers: CaseWithDeadlines[] = [];
    for (const [i, caseId] of caseIds.entries()) {
      // A case and its notices' deadlines cost most of a millisecond, and up to 1,000 watched cases with a
      // deadline ahead are read (`MAX_CASES_READ`), so the reads take turns with other requests in slices.
      if (i % SLICE_CASES === 0) await backgroundTurn();
      const found = await this.cases.getCase(caseId);
      if (!found) continue;
      const deadlines: CaseDeadlineEntry[] = [];
      for (const deadline of caseDeadlines(found.notices)) {
        if (deadline.date === null) continue;
        const { id, kind, label, date, time, place, sentence } = deadline;
        deadlines.push({ id, kind, label, date, time, place, sentence });
      }
      const { id, companyName, court, caseNumber } = found.case;
      answers.push({ caseId: id, companyName, court, caseNumber, deadlines });
    }
    return answers;
  }
}
