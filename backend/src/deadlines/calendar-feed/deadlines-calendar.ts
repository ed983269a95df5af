import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { ICalCalendar, ICalEventTransparency } from 'ical-generator';
import { DateTime } from 'luxon';
import { addDays, type UpcomingDeadline } from '../domain/upcoming-deadlines.js';
import { omittedCasesNote, type WatchedCoverage } from '../domain/watched-coverage.js';

const ZONE = 'Europe/Berlin';
/** Courts do not say how long a hearing takes; an hour blocks the slot. */
const HEARING_MINUTES = 60;
/** Calendar apps that honour it (Apple, Outlook) fetch the feed again after this many seconds. */
const REFRESH_SECONDS = 6 * 60 * 60;

/** "Amtsgericht Köln" → "AG Köln" (the calendar's one line is short). */
export function shortCourt(court: string): string {
  return court.replace(/^Amtsgericht\s+/i, 'AG ').replace(/^Landgericht\s+/i, 'LG ');
}

/** "Anmeldefrist – Müller Bau GmbH (AG Köln, 71 IN 123/26)". */
export function deadlineSummary(deadline: UpcomingDeadline): string {
  return `${deadline.label} – ${deadline.companyName} (${shortCourt(deadline.court)}, ${deadline.caseNumber})`;
}

/** "Beobachtet über: Portfolio Debitoren 2026 · Kundennummer 40711\n" (nothing when no source is known). */
export function sourcesLine(deadline: { readonly sources?: readonly { readonly label: string }[] }): string {
  const labels = (deadline.sources ?? []).map((source) => source.label);
  return labels.length > 0 ? `Beobachtet über: ${labels.join('; ')}\n` : '';
}

/**
 * The personal feed of "Meine Fristen" (RFC 5545, written by `ical-generator`): a deadline is an all-day event on
 * its day, a hearing a timed event in Europe/Berlin (`TZID` with the zone's VTIMEZONE, so Outlook, Google and
 * Apple show it at the court's time across DST changes). UIDs are stable per case and deadline, so a refresh
 * updates events instead of duplicating them; the description holds the source sentence and the case's link.
 * When older watched cases were left out (`coverage`), the calendar's description (X-WR-CALDESC) says
 * so, as the page does.
 */
export function deadlinesCalendar(
  deadlines: readonly UpcomingDeadline[],
  appUrl: string,
  stamp: Date,
  coverage: WatchedCoverage = { watchedCases: 0, omittedCases: 0 },
): string {
  const note = omittedCasesNote(coverage);
  const calendar = new ICalCalendar({
    prodId: { company: 'Insolvenzmonitor', product: 'Meine Fristen', language: 'DE' },
    name: 'Insolvenzmonitor – Meine Fristen',
    description: `Fristen und Termine der von Ihnen beobachteten Insolvenzverfahren${note ? `. ${note}` : ''}`,
    ttl: REFRESH_SECONDS,
  });
  // No calendar-wide zone (DTSTAMP stays UTC); timed events name theirs and the generator writes its VTIMEZONE.
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  for (const deadline of deadlines) {
    const caseUrl = `${appUrl}/case/${deadline.caseId}`;
    const when = deadline.time
      ? (() => {
          const start = DateTime.fromISO(`${deadline.date}T${deadline.time}`, { zone: ZONE });
          return { start, end: start.plus({ minutes: HEARING_MINUTES }), timezone: ZONE };
        })()
      : { start: deadline.date, end: addDays(deadline.date, 1), allDay: true };
    calendar.createEvent({
      id: `frist-${deadline.caseId}-${deadline.deadlineId}@insolvenzmonitor`,
      stamp,
      ...when,
      summary: deadlineSummary(deadline),
      location: deadline.place,
      url: caseUrl,
      description:
        `${deadline.sentence}\n\n${deadline.court}, Aktenzeichen ${deadline.caseNumber}\n` +
        `Fall im Insolvenzmonitor: ${caseUrl}\n` +
        sourcesLine(deadline) +
        'Maßgeblich ist allein die Veröffentlichung auf www.insolvenzbekanntmachungen.de.',
      transparency: deadline.time ? ICalEventTransparency.OPAQUE : ICalEventTransparency.TRANSPARENT,
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one too (the library leaves it off).
  return `${calendar.toString()}\r\n`;
}
