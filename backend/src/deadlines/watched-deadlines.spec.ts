import type { QueryBus } from '@nestjs/cqrs';
import type { DeadlinesOfCasesQuery } from '../platform/watched-cases/deadlines-of-cases.query.js';
import { WatchedCaseSources } from '../platform/watched-cases/watched-case-sources.js';
import { MAX_WATCHED_CASES, WatchedDeadlines } from './watched-deadlines.js';

/** A user watching `count` cases (ids 1…count) through one source; the cases module answers one deadline each. */
function watching(count: number) {
  const sources = new WatchedCaseSources();
  sources.register({
    name: 'alerts',
    kind: 'benachrichtigungen',
    label: 'Benachrichtigung',
    // Any order, as a source may answer.
    casesOf: async () => Array.from({ length: count }, (_, i) => count - i),
    watchers: async () => ['user-1'],
  });
  const asked: number[][] = [];
  const bus = {
    execute: async ({ caseIds }: DeadlinesOfCasesQuery) => {
      asked.push([...caseIds]);
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
  return { watched: new WatchedDeadlines(sources, bus), asked };
}

describe('WatchedDeadlines', () => {
  it('reads every watched case while there are at most 1,000', async () => {
    const { watched, asked } = watching(MAX_WATCHED_CASES);
    const { watchedCases, omittedCases, deadlines } = await watched.of('user-1');
    expect({ watchedCases, omittedCases, deadlines: deadlines.length }).toEqual({
      watchedCases: 1000,
      omittedCases: 0,
      deadlines: 1000,
    });
    expect(asked[0]).toHaveLength(1000);
  });

  it('reads the newest 1,000 of more (new proceedings first) and says how many older ones it left out', async () => {
    const { watched, asked } = watching(1234);
    const { watchedCases, omittedCases, deadlines } = await watched.of('user-1');
    expect({ watchedCases, omittedCases }).toEqual({ watchedCases: 1000, omittedCases: 234 });
    // Case ids grow with each imported case: the newest are the highest, a customer's new proceedings among them.
    expect(asked[0]![0]).toBe(235);
    expect(asked[0]!.at(-1)).toBe(1234);
    expect(deadlines.some((d) => d.caseId === 1234)).toBe(true);
    expect(deadlines.some((d) => d.caseId === 1)).toBe(false);
  });

  it('answers nothing for a user who watches nothing', async () => {
    const { watched, asked } = watching(0);
    expect(await watched.of('user-1')).toEqual({ watchedCases: 0, omittedCases: 0, deadlines: [] });
    expect(asked).toEqual([]);
  });
});
