import { DEFAULT_REMINDER_DAYS, daysRemainingText, dueReminders, reminderDaysValid } from './reminder-rules.js';
import { daysBetween, upcomingDeadlines, type WatchedDeadline } from './upcoming-deadlines.js';

const row = (date: string, overrides: Partial<WatchedDeadline> = {}): WatchedDeadline => ({
  caseId: 1,
  companyName: 'Müller Bau GmbH',
  court: 'Amtsgericht Köln',
  caseNumber: '71 IN 123/26',
  deadlineId: `${date}-anmeldefrist`,
  kind: 'anmeldefrist',
  label: 'Anmeldefrist',
  date,
  time: null,
  place: null,
  sentence: 'Forderungen anmelden.',
  sources: [{ kind: 'benachrichtigungen', label: 'Benachrichtigung' }],
  ...overrides,
});

describe('upcoming deadlines', () => {
  it('counts calendar days, not 24-hour spans, across both DST changes', () => {
    expect(daysBetween('2026-03-28', '2026-04-04')).toBe(7); // 167 hours
    expect(daysBetween('2026-10-24', '2026-10-31')).toBe(7); // 169 hours
    expect(daysBetween('2026-03-28', '2026-03-28')).toBe(0);
  });

  it('keeps today and later, by date and time, with the filters', () => {
    const rows = [
      row('2026-03-30', { time: '09:30', kind: 'pruefungstermin', deadlineId: 'b' }),
      row('2026-03-27'),
      row('2026-03-30', { time: '08:00', kind: 'berichtstermin', deadlineId: 'a' }),
      row('2026-03-28', { companyName: 'Schneider Logistik GmbH', caseId: 2 }),
    ];
    expect(upcomingDeadlines(rows, '2026-03-28', { from: '2026-01-01' }).map((d) => [d.date, d.daysRemaining])).toEqual(
      [
        ['2026-03-28', 0],
        ['2026-03-30', 2],
        ['2026-03-30', 2],
      ],
    );
    expect(upcomingDeadlines(rows, '2026-03-28', { from: '2026-03-28', kinds: ['pruefungstermin'] })).toHaveLength(1);
    expect(upcomingDeadlines(rows, '2026-03-28', { from: '2026-03-28', company: 'MUELLER' })).toHaveLength(2);
    expect(upcomingDeadlines(rows, '2026-03-28', { from: '2026-03-28', to: '2026-03-29' })).toHaveLength(1);
  });

  it('filters by the kind of source that watches the case (a case of several sources passes each)', () => {
    const portfolio = { kind: 'portfolios', label: 'Portfolio Debitoren 2026 · Kundennummer 40711' };
    const rows = [
      row('2026-03-30', { caseId: 1 }),
      row('2026-03-31', { caseId: 2, sources: [portfolio] }),
      row('2026-04-01', { caseId: 3, sources: [{ kind: 'suchprofile', label: 'Suchprofil' }, portfolio] }),
    ];
    const ids = (sources: string[]) =>
      upcomingDeadlines(rows, '2026-03-28', { from: '2026-03-28', sources }).map((d) => d.caseId);
    expect(ids(['portfolios'])).toEqual([2, 3]);
    expect(ids(['benachrichtigungen'])).toEqual([1]);
    expect(ids(['benachrichtigungen', 'suchprofile'])).toEqual([1, 3]);
    expect(ids([])).toEqual([1, 2, 3]);
  });
});

describe('reminder rules', () => {
  it('names the deadlines due in one of the chosen numbers of days, with how many days before', () => {
    const upcoming = upcomingDeadlines([row('2026-04-04'), row('2026-03-29'), row('2026-04-01')], '2026-03-28', {
      from: '2026-03-28',
    });
    expect(
      dueReminders(upcoming, '2026-03-28', DEFAULT_REMINDER_DAYS).map((r) => [r.deadline.date, r.daysBefore]),
    ).toEqual([
      ['2026-03-29', 1],
      ['2026-04-04', 7],
    ]);
  });

  it('never reminds of the day a publication takes effect (one per notice, no creditor deadline)', () => {
    const upcoming = upcomingDeadlines([row('2026-03-29', { kind: 'wirksamkeit' })], '2026-03-28', {
      from: '2026-03-28',
    });
    expect(dueReminders(upcoming, '2026-03-28', [1])).toEqual([]);
  });

  it('accepts at most five distinct whole days from 0 to 90', () => {
    expect(reminderDaysValid([7, 1])).toBe(true);
    expect(reminderDaysValid([])).toBe(true);
    expect(reminderDaysValid([1, 1])).toBe(false);
    expect(reminderDaysValid([91])).toBe(false);
    expect(reminderDaysValid([1.5])).toBe(false);
    expect(reminderDaysValid([0, 1, 2, 3, 4, 5])).toBe(false);
  });

  it('says the days remaining in German', () => {
    expect([0, 1, 5].map(daysRemainingText)).toEqual(['heute', 'morgen', 'in 5 Tagen']);
  });
});
