import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  CasesWithDeadlinesAheadQuery,
  DeadlinesOfCasesQuery,
} from '../platform/watched-cases/deadlines-of-cases.query.js';
import { WATCHED_CASE_SOURCES, type WatchedCaseSources } from '../platform/watched-cases/watched-case-sources.js';
import type { WatchedDeadline } from './domain/upcoming-deadlines.js';

/**
 * At most this many watched cases *with a deadline ahead* are read with their notices for one user (a list from
 * thousands of current proceedings is no one's calendar): the newest ones, a customer's new proceedings among them.
 * Watched cases with nothing ahead are never read (each case's last deadline is kept in the read model), so a
 * portfolio of 100,000 customers or a broad saved search does not reach it; before, the newest 1,000 watched cases
 * were read whatever they held, and a user watching more missed the deadlines of older proceedings.
 */
export const MAX_CASES_READ = 1000;

/**
 * Every dated deadline from a day on of the cases a user watches: the sources (alerts, saved searches, portfolios)
 * name the cases, the cases module answers which of them have a deadline ahead and their deadlines (through the
 * QueryBus, no import of its internals).
 */
@Injectable()
export class WatchedDeadlines {
  constructor(
    @Inject(WATCHED_CASE_SOURCES) private readonly sources: WatchedCaseSources,
    private readonly queries: QueryBus,
  ) {}

  /**
   * The deadlines on or after `from` (ISO day) of the user's watched cases, at most `MAX_CASES_READ` cases with one
   * ahead (the newest); `watchedCases` counts the watched cases covered, `omittedCases` the older ones with a
   * deadline ahead that were left out. Deadlines before `from` may be among them: callers filter by day.
   */
  async of(
    userId: string,
    from: string,
  ): Promise<{ watchedCases: number; omittedCases: number; deadlines: WatchedDeadline[] }> {
    const origins = await this.sources.originsOf(userId);
    // Case ids grow with each case the importer records, and `originsOf` answers them in ascending order.
    const watched = [...origins.keys()];
    if (watched.length === 0) return { watchedCases: 0, omittedCases: 0, deadlines: [] };
    const ahead = await this.queries.execute(new CasesWithDeadlinesAheadQuery(watched, from));
    const caseIds = ahead.slice(Math.max(0, ahead.length - MAX_CASES_READ));
    const omittedCases = ahead.length - caseIds.length;
    const coverage = { watchedCases: watched.length - omittedCases, omittedCases };
    if (caseIds.length === 0) return { ...coverage, deadlines: [] };
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
    return { ...coverage, deadlines };
  }
}
