import { deadlinesCalendar } from '../calendar-feed/deadlines-calendar.js';
import { reminderMail } from '../reminders/reminder-mail.js';
import { parseCalendar } from '../../test/parse-calendar.js';
import type { UpcomingDeadline } from './upcoming-deadlines.js';
import { omittedCasesNote } from './watched-coverage.js';

const deadline: UpcomingDeadline = {
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
  sources: [{ kind: 'portfolios', label: 'Portfolio Debitoren 2026 · Kundennummer 40711' }],
  daysRemaining: 7,
};
const NOTE =
  'Sie beobachten 1.234 Verfahren. Enthalten sind die Fristen der neuesten Verfahren; 234 ältere Verfahren mit ' +
  'anstehenden Fristen sind nicht berücksichtigt.';
const stamp = new Date('2026-03-28T06:00:00Z');
/** The calendar's description (ical-generator writes it as X-WR-CALDESC, which Apple and Google Calendar show). */
const calendarDescription = (ics: string) => parseCalendar(ics).calendar.getFirstPropertyValue('x-wr-caldesc');
const mail = (coverage?: { watchedCases: number; omittedCases: number }) =>
  reminderMail(
    { name: 'Anna Berg', address: 'anna@example.de' },
    [{ deadline, daysBefore: 7 }],
    'https://im.test',
    coverage,
  );

describe('deadlines of older watched cases left out (more than 1,000 watched cases)', () => {
  it('is said in German, with thousands separators, and not at all while every watched case was read', () => {
    expect(omittedCasesNote({ watchedCases: 1000, omittedCases: 234 })).toBe(NOTE);
    expect(omittedCasesNote({ watchedCases: 739, omittedCases: 0 })).toBeNull();
  });

  it('is said in the subscribed calendar’s description, which calendar apps show beside its name', () => {
    const ics = deadlinesCalendar([deadline], 'https://im.test', stamp, { watchedCases: 1000, omittedCases: 234 });
    expect(calendarDescription(ics)).toBe(`Fristen und Termine der von Ihnen beobachteten Insolvenzverfahren. ${NOTE}`);
    expect(parseCalendar(ics).events.map((event) => event.uid)).toEqual([
      'frist-42-2026-04-04-anmeldefrist@insolvenzmonitor',
    ]);
    const complete = deadlinesCalendar([deadline], 'https://im.test', stamp, { watchedCases: 2, omittedCases: 0 });
    expect(calendarDescription(complete)).toBe('Fristen und Termine der von Ihnen beobachteten Insolvenzverfahren');
  });

  it('is said in the reminder mail, as text and HTML, before the footer', () => {
    const { text, html } = mail({ watchedCases: 1000, omittedCases: 234 });
    expect(text).toContain(`Hinweis: ${NOTE}\n\nMaßgeblich ist allein`);
    expect(html).toContain(`<p><strong>Hinweis:</strong> ${NOTE}</p>`);
    expect(mail({ watchedCases: 3, omittedCases: 0 }).text).not.toContain('Hinweis');
    expect(mail().html).not.toContain('Hinweis');
  });
});
