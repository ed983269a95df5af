import type { IQuery, QueryBus } from '@nestjs/cqrs';
import {
  CasesWithDeadlinesAheadQuery,
  DeadlinesOfCasesQuery,
} from '../platform/watched-cases/deadlines-of-cases.query.js';
import { WatchedCaseSources } from '../platform/watched-cases/watched-case-sources.js';
import { MAX_CASES_READ, WatchedDeadlines } from './watched-deadlines.js';

/**
 * A user watching `count` cases (ids 1…count) through one source; the cases with an id that `hasAhead` accepts have
 * a deadline ahead, and the cases module answers one deadline for each case it is asked about.
 */
function watching(count: number, hasAhead: (caseId: number) => boolean = () => true) {
  const sources = new WatchedCaseSources();
  sources.register({
    name: 'alerts',
    kind: 'benachrichtigungen',
    label: 'Benachrichtigung',
    // Any order, as a source may answer.
    casesOf: async () => Array.from({ length: count }, (_, i) => count - i),
    watchers: async () => ['user-1'],
  });
  const narrowed: { caseIds: number[]; from: string }[] = [];
  const read: number[][] = [];
  const bus = {
    execute: async (query: IQuery) => {
      if (query instanceof CasesWithDeadlinesAheadQuery) {
        narrowed.push({ caseIds: [...query.caseIds], from: query.from });
        return query.caseIds.filter(hasAhead);
      }
      const { caseIds } = query as DeadlinesOfCasesQuery;
      read.push([...caseIds]);
      return caseIds.map((caseId) => ({
        caseId,
        companyName: `Kunde ${caseId} GmbH`,
        court: 'Amtsgericht Köln',
        caseNumber: `71 IN ${caseId}/26`,
        deadlines: [
          {
            id: 'a',
            kind: 'anmeldefrist',
            label: 'Anmeldefrist',
            date: '2026-12-15',
            time: null,
            place: null,
            sentence: '…',
          },
        ],
      }));
    },
  } as unknown as QueryBus;
  return { watched: new WatchedDeadlines(sources, bus), narrowed, read };
}

describe('WatchedDeadlines', () => {
  it('reads only the watched cases with a deadline ahead, however many cases the user watches', async () => {
    // A portfolio's 50,000 hit cases, of which the recent proceedings (every 100th here) have a deadline ahead.
    const { watched, narrowed, read } = watching(50_000, (caseId) => caseId % 100 === 0);
    const { watchedCases, omittedCases, deadlines } = await watched.of('user-1', '2026-11-30');
    expect({ watchedCases, omittedCases, deadlines: deadlines.length }).toEqual({
      watchedCases: 50_000,
      omittedCases: 0,
      deadlines: 500,
    });
    // Asked in ascending case ids from the day given; only the 500 cases read with their notices.
    expect(narrowed).toHaveLength(1);
    expect(narrowed[0]!.from).toBe('2026-11-30');
    expect(narrowed[0]!.caseIds.slice(0, 3)).toEqual([1, 2, 3]);
    expect(read[0]).toHaveLength(500);
    expect(deadlines[0]).toMatchObject({ caseId: 100, sources: [{ kind: 'benachrichtigungen' }] });
  });

  it('reads the newest 1,000 of more cases with a deadline ahead and says how many older ones it left out', async () => {
    const { watched, read } = watching(3000, (caseId) => caseId > 1766);
    const { watchedCases, omittedCases, deadlines } = await watched.of('user-1', '2026-11-30');
    expect(MAX_CASES_READ).toBe(1000);
    expect({ watchedCases, omittedCases }).toEqual({ watchedCases: 2766, omittedCases: 234 });
    // Case ids grow with each imported case: the newest are the highest, a customer's new proceedings among them.
    expect(read[0]![0]).toBe(2001);
    expect(read[0]!.at(-1)).toBe(3000);
    expect(deadlines.some((d) => d.caseId === 3000)).toBe(true);
    expect(deadlines.some((d) => d.caseId === 1767)).toBe(false);
  });

  it('reads no case when none of the watched ones has a deadline ahead', async () => {
    const { watched, read } = watching(20, () => false);
    expect(await watched.of('user-1', '2026-11-30')).toEqual({ watchedCases: 20, omittedCases: 0, deadlines: [] });
    expect(read).toEqual([]);
  });

  it('answers nothing for a user who watches nothing, and asks nothing', async () => {
    const { watched, narrowed, read } = watching(0);
    expect(await watched.of('user-1', '2026-11-30')).toEqual({ watchedCases: 0, omittedCases: 0, deadlines: [] });
    expect(narrowed).toEqual([]);
    expect(read).toEqual([]);
  });
});
