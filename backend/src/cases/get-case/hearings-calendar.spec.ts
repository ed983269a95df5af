import { escapeText, foldLine, hearingsCalendar } from './hearings-calendar.js';

const insolvencyCase = {
  id: 7,
  companyName: 'Müller; Söhne, Bau\\Technik GmbH',
  court: 'Amtsgericht Köln',
  caseNumber: '71 IN 5/26',
};

describe('hearings as iCalendar (RFC 5545)', () => {
  it('escapes backslashes, semicolons, commas and line breaks in text values', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds lines at 75 octets without splitting a UTF-8 character', () => {
    const line = `SUMMARY:${'ü'.repeat(80)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('converts Berlin summer time to UTC, makes all-day events without a time, and one UID per hearing', () => {
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
    const lines = ics.replace(/\r\n /g, '').split('\r\n');
    expect(lines).toContain('DTSTART:20260701T080000Z');
    expect(lines).toContain('DTSTART;VALUE=DATE:20261231');
    expect(lines).toContain('DTEND;VALUE=DATE:20270101');
    expect(lines).toContain('DTSTAMP:20260601T120000Z');
    expect(lines).toContain('SUMMARY:Prüfungstermin: Müller\\; Söhne\\, Bau\\\\Technik GmbH (71 IN 5/26)');
    expect(lines.filter((line) => line.startsWith('UID:'))).toEqual([
      'UID:insolvenzfall-7-2026-07-01T10:00-pruefungstermin@insolvenzmonitor',
      'UID:insolvenzfall-7-2026-12-31-schlusstermin@insolvenzmonitor',
    ]);
    expect(lines.filter((line) => line.startsWith('LOCATION:'))).toEqual(['LOCATION:Saal 1']);
  });
});
