import { berlinInstant } from '../../platform/clock/berlin-time.js';
import type { CaseHearing } from './case-hearings.js';
import { HEARING_LABELS } from './hearing-labels.js';

export interface CalendarCase {
  readonly id: number;
  readonly companyName: string;
  readonly court: string;
  readonly caseNumber: string;
}

const CRLF = '\r\n';
/** Courts do not say how long a hearing takes; an hour blocks the slot in the calendar. */
const HEARING_MINUTES = 60;

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma, line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n|\r/g, '\\n');
}

/** Lines longer than 75 octets are folded (RFC 5545 §3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const utcStamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const compactDate = (iso: string) => iso.replace(/-/g, '');
const germanDate = (iso: string) => iso.split('-').reverse().join('.');

function nextDay(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function eventLines(insolvencyCase: CalendarCase, hearing: CaseHearing, stamp: Date): string[] {
  const label = HEARING_LABELS[hearing.kind];
  const when = hearing.time
    ? (() => {
        const start = berlinInstant(hearing.date, hearing.time);
        const end = new Date(start.getTime() + HEARING_MINUTES * 60_000);
        return [`DTSTART:${utcStamp(start)}`, `DTEND:${utcStamp(end)}`];
      })()
    : [`DTSTART;VALUE=DATE:${compactDate(hearing.date)}`, `DTEND;VALUE=DATE:${compactDate(nextDay(hearing.date))}`];
  const description =
    `${label} im Insolvenzverfahren ${insolvencyCase.companyName}, ${insolvencyCase.court}, ` +
    `Aktenzeichen ${insolvencyCase.caseNumber}.\nBekannt gemacht am ${germanDate(hearing.announcedOn)}. ` +
    'Maßgeblich ist allein die Veröffentlichung auf www.insolvenzbekanntmachungen.de.';
  return [
    'BEGIN:VEVENT',
    `UID:insolvenzfall-${insolvencyCase.id}-${hearing.id}@insolvenzmonitor`,
    `DTSTAMP:${utcStamp(stamp)}`,
    ...when,
    `SUMMARY:${escapeText(`${label}: ${insolvencyCase.companyName} (${insolvencyCase.caseNumber})`)}`,
    ...(hearing.place ? [`LOCATION:${escapeText(hearing.place)}`] : []),
    `DESCRIPTION:${escapeText(description)}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/**
 * The hearings of a case as an iCalendar file (RFC 5545): one VEVENT per hearing with a UID stable per case and
 * hearing (importing again updates instead of duplicating), times in UTC converted from Berlin wall-clock time,
 * all-day events when the notice gives no time. CRLF line endings, escaped and folded lines.
 */
export function hearingsCalendar(insolvencyCase: CalendarCase, hearings: readonly CaseHearing[], stamp: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Insolvenzmonitor//Gerichtstermine//DE',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...hearings.flatMap((hearing) => eventLines(insolvencyCase, hearing, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
