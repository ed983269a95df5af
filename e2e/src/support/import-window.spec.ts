import { importWindow } from './import-window.js';

// 10:00 Berlin on the given date.
const at = (iso: string) => new Date(`${iso}T09:00:00Z`);

describe('importWindow', () => {
  it('ends today and holds the asked number of working days, whatever the weekday', () => {
    expect(importWindow(1, at('2026-11-27'))).toEqual({
      today: '2026-11-27',
      days: 1,
      importDays: '1',
      lastWorkingDay: '2026-11-27',
    }); // Friday
    expect(importWindow(1, at('2026-11-28'))).toMatchObject({ days: 2, lastWorkingDay: '2026-11-27' }); // Saturday: Fri–Sat
    expect(importWindow(2, at('2026-11-29'))).toMatchObject({ today: '2026-11-29', days: 4 }); // Sunday: Thu–Sun
    expect(importWindow(2, at('2026-11-30'))).toMatchObject({ today: '2026-11-30', days: 4 }); // Monday: Fri–Mon
  });

  it('skips nationwide public holidays', () => {
    // Easter Monday 2027-03-29; Good Friday 2027-03-26: Thursday 25 is the working day before.
    expect(importWindow(1, at('2027-03-29'))).toMatchObject({ days: 5 });
    // 2026-12-26 (Saturday, second Christmas day), 25 (Friday, Christmas): Thursday 24 holds the window.
    expect(importWindow(1, at('2026-12-26'))).toMatchObject({ days: 3 });
  });

  it('uses the Berlin date, not UTC, around midnight', () => {
    // 23:30 UTC on Friday is 00:30 on Saturday in Berlin.
    expect(importWindow(1, new Date('2026-11-27T23:30:00Z'))).toMatchObject({ today: '2026-11-28', days: 2 });
  });
});
