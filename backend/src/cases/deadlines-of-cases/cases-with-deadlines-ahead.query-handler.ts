import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CasesWithDeadlinesAheadQuery } from '../../platform/watched-cases/deadlines-of-cases.query.js';
import { CASE_QUERIES, type CaseQueries } from '../read-model/case-queries.port.js';

/**
 * The watched cases with a deadline ahead, from each case's last deadline in the read model (`withDeadlinesFrom`):
 * a user's portfolio or saved search watches thousands of cases, of which only recent proceedings have one.
 */
@QueryHandler(CasesWithDeadlinesAheadQuery)
export class CasesWithDeadlinesAheadHandler implements IQueryHandler<CasesWithDeadlinesAheadQuery> {
  constructor(@Inject(CASE_QUERIES) private readonly cases: CaseQueries) {}

  execute({ caseIds, from }: CasesWithDeadlinesAheadQuery): Promise<number[]> {
    return this.cases.withDeadlinesFrom(caseIds, from);
  }
}
