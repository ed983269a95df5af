import ICAL from 'ical.js';

/** One VEVENT as a calendar app reads it. */
export interface ParsedEvent {
  readonly uid: string;
  readonly summary: string;
  readonly description: string;
  readonly location: string | null;
  readonly url: string | null;
  /** All-day event: the day (ISO); timed event: null. */
  readonly day: string | null;
  /** Timed event: its start as a UTC instant (ISO); all-day: null. */
  readonly start: string | null;
  readonly end: string | null;
  /** The TZID the start was written in (null: UTC or a date). */
  readonly timezone: string | null;
}

/**
 * Parses an iCalendar text with ical.js (Mozilla's parser, used by Thunderbird) the way a calendar app does: the
 * file's own VTIMEZONE components are registered, so a `TZID=Europe/Berlin` time becomes the right instant.
 */
export function parseCalendar(ics: string): { calendar: ICAL.Component; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(vtimezone));
  }
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const allDay = event.startDate.isDate;
    const tzid = vevent.getFirstProperty('dtstart')?.getParameter('tzid');
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      location: event.location || null,
      url: (vevent.getFirstPropertyValue('url') as string | null) ?? null,
      day: allDay ? event.startDate.toString().slice(0, 10) : null,
      start: allDay ? null : event.startDate.toJSDate().toISOString(),
      end: allDay || !event.endDate ? null : event.endDate.toJSDate().toISOString(),
      timezone: typeof tzid === 'string' ? tzid : null,
    };
  });
  return { calendar, events };
}
