import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { DeadlinesOfCasesQuery } from '../platform/watched-cases/deadlines-of-cases.query.js';
import { WATCHED_CASE_SOURCES, type WatchedCaseSources } from '../platform/watched-cases/watched-case-sources.js';
import type { WatchedDeadline } from './domain/upcoming-deadlines.js';

/**
 * At most this many watched cases are read for one user (a list of thousands is no one's calendar): the newest
 * ones, a customer's new proceedings among them. (It took the lowest case ids before, the oldest cases, so the
 * deadlines of a customer's brand-new proceedings were the ones left out, and the page did not say so.)
 */
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

  /**
   * The deadlines of the user's newest `MAX_WATCHED_CASES` watched cases; `omittedCases` says how many older ones
   * were left out.
   */
  async of(userId: string): Promise<{ watchedCases: number; omittedCases: number; deadlines: WatchedDeadline[] }> {
    const origins = await this.sources.originsOf(userId);
    // Case ids grow with each case the importer records, and `originsOf` answers them in ascending order.
    const all = [...origins.keys()];
    const caseIds = all.slice(Math.max(0, all.length - MAX_WATCHED_CASES));
    const omittedCases = all.length - caseIds.length;
    if (caseIds.length === 0) return { watchedCases: 0, omittedCases, deadlines: [] };
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
    return { watchedCases: cases.length, omittedCases, deadlines };
  }
}
