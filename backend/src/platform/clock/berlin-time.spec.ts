import { addDays, berlinDate, berlinInstant, berlinTime } from './berlin-time.js';

describe('Berlin time', () => {
  it('gives the Berlin calendar date and time of an instant', () => {
    expect(berlinDate(new Date('2026-11-20T23:30:00Z'))).toBe('2026-11-21');
    expect(berlinTime(new Date('2026-11-21T07:30:00Z'))).toBe('08:30');
    expect(berlinTime(new Date('2026-07-01T06:30:00Z'))).toBe('08:30');
  });

  it('finds the instant of a Berlin wall-clock time in winter and summer', () => {
    expect(berlinInstant('2026-11-21', '08:30').toISOString()).toBe('2026-11-21T07:30:00.000Z');
    expect(berlinInstant('2026-07-01', '08:30').toISOString()).toBe('2026-07-01T06:30:00.000Z');
  });

  it('adds days across month ends', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
