import { ICalCalendar, ICalEventTransparency } from 'ical-generator';
import { addDays, berlinInstant } from '../../platform/clock/berlin-time.js';
import type { CaseHearing } from './case-hearings.js';
import { HEARING_LABELS } from './hearing-labels.js';

export interface CalendarCase {
  readonly id: number;
  readonly companyName: string;
  readonly court: string;
  readonly caseNumber: string;
}

/** Courts do not say how long a hearing takes; an hour blocks the slot in the calendar. */
const HEARING_MINUTES = 60;

const germanDate = (iso: string) => iso.split('-').reverse().join('.');

/**
 * The hearings of a case as an iCalendar file (RFC 5545), written by `ical-generator` (escaping, folding at 75
 * octets, CRLF): one VEVENT per hearing with a UID stable per case and hearing (importing again updates instead
 * of duplicating), times in UTC converted from Berlin wall-clock time, all-day events when the notice gives no
 * time.
 */
export function hearingsCalendar(insolvencyCase: CalendarCase, hearings: readonly CaseHearing[], stamp: Date): string {
  const calendar = new ICalCalendar({
    prodId: { company: 'Insolvenzmonitor', product: 'Gerichtstermine', language: 'DE' },
  });
  for (const hearing of hearings) {
    const label = HEARING_LABELS[hearing.kind];
    const start = hearing.time ? berlinInstant(hearing.date, hearing.time) : null;
    calendar.createEvent({
      id: `insolvenzfall-${insolvencyCase.id}-${hearing.id}@insolvenzmonitor`,
      stamp,
      // All-day events take the day as written: a plain date string, no time zone involved.
      ...(start
        ? { start, end: new Date(start.getTime() + HEARING_MINUTES * 60_000) }
        : { start: hearing.date, end: addDays(hearing.date, 1), allDay: true }),
      summary: `${label}: ${insolvencyCase.companyName} (${insolvencyCase.caseNumber})`,
      location: hearing.place,
      description:
        `${label} im Insolvenzverfahren ${insolvencyCase.companyName}, ${insolvencyCase.court}, ` +
        `Aktenzeichen ${insolvencyCase.caseNumber}.\nBekannt gemacht am ${germanDate(hearing.announcedOn)}. ` +
        'Maßgeblich ist allein die Veröffentlichung auf www.insolvenzbekanntmachungen.de.',
      transparency: ICalEventTransparency.OPAQUE,
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one too (the library leaves it off).
  return `${calendar.toString()}\r\n`;
}
