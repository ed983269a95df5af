import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { DeadlinesOfCasesQuery } from '../platform/watched-cases/deadlines-of-cases.query.js';
import { WATCHED_CASE_SOURCES, type WatchedCaseSources } from '../platform/watched-cases/watched-case-sources.js';
import type { WatchedDeadline } from './domain/upcoming-deadlines.js';

/** At most this many watched cases are read for one user (a list of thousands is no one's calendar). */
export const MAX_WATCHED_CASES = 1000;

/**
 * Every dated deadline of the cases a user watches: the sources (alerts, saved searches, portfolios) name the
 * cases, the cases module answers their deadlines (through the QueryBus, no import of its internals).
 */
@Injectable()
export class WatchedDeadlines {
  constructor(
    @Inject(WATCHED_CASE_SOURCES) private readonly sources: WatchedCaseSources,
    private readonly queries: QueryBus,
  ) {}

  async of(userId: string): Promise<{ watchedCases: number; deadlines: WatchedDeadline[] }> {
    const origins = await this.sources.originsOf(userId);
    const caseIds = [...origins.keys()].slice(0, MAX_WATCHED_CASES);
    if (caseIds.length === 0) return { watchedCases: 0, deadlines: [] };
    const cases = await this.queries.execute(new DeadlinesOfCasesQuery(caseIds));
    const deadlines = cases.flatMap(({ caseId, companyName, court, caseNumber, deadlines: dated }) =>
      dated.map(({ id, ...deadline }) => ({
        caseId,
        companyName,
        court,
        caseNumber,
        deadlineId: id,
        ...deadline,
        sources: origins.get(caseId) ?? [],
      })),
    );
    return { watchedCases: cases.length, deadlines };
  }
}
