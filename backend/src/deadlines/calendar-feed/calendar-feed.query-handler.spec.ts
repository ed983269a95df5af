import type { AppConfig } from '../../platform/config/app-config.js';
import { parseCalendar } from '../../test/parse-calendar.js';
import type { WatchedDeadlines } from '../watched-deadlines.js';
import { CalendarFeedHandler } from './calendar-feed.query-handler.js';
import { CalendarFeedQuery } from './calendar-feed.query.js';

/** The feed of a Pro user who watches 1,234 cases: the newest 1,000 are read, and the calendar says so. */
function feedOf(coverage: { watchedCases: number; omittedCases: number }) {
  const watched = {
    of: async () => ({
      ...coverage,
      deadlines: [
        {
          caseId: 42,
          companyName: 'Müller Bau GmbH',
          court: 'Amtsgericht Köln',
          caseNumber: '71 IN 123/26',
          deadlineId: '2026-04-04-anmeldefrist',
          kind: 'anmeldefrist',
          label: 'Anmeldefrist',
          date: '2026-04-04',
          time: null,
          place: null,
          sentence: 'Insolvenzforderungen sind bis zum 04.04.2026 anzumelden.',
          sources: [],
        },
      ],
    }),
  } as unknown as WatchedDeadlines;
  const clock = { now: () => new Date('2026-03-28T06:00:00Z') };
  const config = { appUrl: 'https://im.test' } as AppConfig;
  const handler = new CalendarFeedHandler(watched, clock, config);
  return handler.execute(new CalendarFeedQuery('user-1'));
}

describe('the calendar feed of a user who watches more cases than are read', () => {
  it('keeps the deadlines it has and says in its description that older cases are left out', async () => {
    const { calendar, events } = parseCalendar((await feedOf({ watchedCases: 1000, omittedCases: 234 }))!);
    expect(events.map((event) => event.summary)).toEqual(['Anmeldefrist – Müller Bau GmbH (AG Köln, 71 IN 123/26)']);
    expect(calendar.getFirstPropertyValue('x-wr-caldesc')).toContain(
      'Sie beobachten 1.234 Verfahren. Enthalten sind die Fristen der neuesten Verfahren; 234 ältere Verfahren mit anstehenden Fristen sind nicht berücksichtigt.',
    );
    const complete = parseCalendar((await feedOf({ watchedCases: 2, omittedCases: 0 }))!).calendar;
    expect(complete.getFirstPropertyValue('x-wr-caldesc')).toBe(
      'Fristen und Termine der von Ihnen beobachteten Insolvenzverfahren',
    );
  });
});
