import { DATE_NOT_AVAILABLE, formatDate, formatDateTime, isoDay, startOfIsoDay } from './dates';

describe('dates', () => {
  it('shows calendar dates and timestamps as dd.mm.yyyy (German time)', () => {
    expect(formatDate('2026-11-05')).toBe('05.11.2026');
    expect(formatDate('2026-11-05T23:30:00.000Z')).toBe('06.11.2026');
  });

  it("gives 'Nicht verfügbar' for empty or unreadable values", () => {
    expect(formatDate(null)).toBe(DATE_NOT_AVAILABLE);
    expect(formatDate('')).toBe('Nicht verfügbar');
    expect(formatDate('kein Datum')).toBe('Nicht verfügbar');
  });

  it('shows timestamps with the time in Germany', () => {
    expect(formatDateTime('2026-07-01T06:30:00.000Z')).toBe('01.07.2026, 08:30');
    expect(formatDateTime(null)).toBeUndefined();
  });

  it('converts between days and local midnights', () => {
    expect(isoDay(new Date(2026, 0, 9, 15))).toBe('2026-01-09');
    expect(startOfIsoDay('2026-01-09')).toEqual(new Date(2026, 0, 9));
  });
});
