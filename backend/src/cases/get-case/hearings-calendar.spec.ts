import { parseCalendar } from '../../test/parse-calendar.js';
import { hearingsCalendar } from './hearings-calendar.js';

const insolvencyCase = {
  id: 7,
  companyName: 'Müller; Söhne, Bau\\Technik GmbH',
  court: 'Amtsgericht Köln',
  caseNumber: '71 IN 5/26',
};

describe('hearings as iCalendar (RFC 5545, written by ical-generator)', () => {
  const ics = hearingsCalendar(
    insolvencyCase,
    [
      {
        id: '2026-07-01T10:00-pruefungstermin',
        kind: 'pruefungstermin',
        date: '2026-07-01',
        time: '10:00',
        place: null,
        announcedOn: '2026-05-02',
      },
      {
        id: '2026-12-31-schlusstermin',
        kind: 'schlusstermin',
        date: '2026-12-31',
        time: null,
        place: 'Saal 1',
        announcedOn: '2026-11-02',
      },
    ],
    new Date('2026-06-01T12:00:00.123Z'),
  );

  it('is read back by a calendar parser: Berlin summer time as UTC, an all-day event, one UID per hearing', () => {
    const { events } = parseCalendar(ics);
    expect(events).toEqual([
      expect.objectContaining({
        uid: 'insolvenzfall-7-2026-07-01T10:00-pruefungstermin@insolvenzmonitor',
        summary: 'Prüfungstermin: Müller; Söhne, Bau\\Technik GmbH (71 IN 5/26)',
        start: '2026-07-01T08:00:00.000Z',
        end: '2026-07-01T09:00:00.000Z',
        location: null,
      }),
      expect.objectContaining({
        uid: 'insolvenzfall-7-2026-12-31-schlusstermin@insolvenzmonitor',
        day: '2026-12-31',
        location: 'Saal 1',
      }),
    ]);
    expect(events[1]!.description).toContain('Bekannt gemacht am 02.11.2026.');
  });

  it('escapes text values and folds long lines at 75 octets with CRLF', () => {
    const lines = ics.split('\r\n');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(ics.replace(/\r\n /g, '')).toContain(
      'SUMMARY:Prüfungstermin: Müller\\; Söhne\\, Bau\\\\Technik GmbH (71 IN 5/26)',
    );
    expect(ics).toContain('DTSTAMP:20260601T120000Z');
  });
});
