import { berlinInstant, formatBerlin, parseInstant } from './clock/berlin-time.js';
import { parseClockChange } from './clock/clock-request.js';
import { parseReleaseRequest } from './clock/release-request.js';
import { ReplicaClock } from './clock/replica-clock.js';

describe('replica clock', () => {
  it('converts Berlin local times to instants in winter and summer time', () => {
    expect(new Date(berlinInstant('2026-11-28', 10 * 3600 + 42 * 60)).toISOString()).toBe('2026-11-28T09:42:00.000Z');
    expect(new Date(berlinInstant('2026-07-01', 8 * 3600)).toISOString()).toBe('2026-07-01T06:00:00.000Z');
    // the days the clocks change: the offset of the working day, not of midnight
    expect(new Date(berlinInstant('2026-03-29', 12 * 3600)).toISOString()).toBe('2026-03-29T10:00:00.000Z');
    expect(new Date(berlinInstant('2026-10-25', 12 * 3600)).toISOString()).toBe('2026-10-25T11:00:00.000Z');
    expect(formatBerlin(Date.parse('2026-11-28T09:42:00Z'))).toBe('2026-11-28T10:42:00+01:00');
    expect(formatBerlin(Date.parse('2026-07-01T06:00:00Z'))).toBe('2026-07-01T08:00:00+02:00');
  });

  it('reads instants with zone, without zone as Berlin time, and as milliseconds', () => {
    const expected = Date.parse('2026-11-28T09:42:00Z');
    expect(parseInstant('2026-11-28T10:42:00+01:00', 'now')).toBe(expected);
    expect(parseInstant('2026-11-28T09:42:00Z', 'now')).toBe(expected);
    expect(parseInstant('2026-11-28T10:42', 'now')).toBe(expected);
    expect(parseInstant(expected, 'now')).toBe(expected);
    expect(parseInstant(new Date(expected), 'now')).toBe(expected);
    for (const bad of ['gestern', '2026-11-28', '2026-02-30T10:00', '2026-11-28T25:00', null, {}, Number.NaN])
      expect(() => parseInstant(bad, 'now')).toThrow('now must be an ISO date-time');
  });

  it('runs on from where it was put, moves by offsets, and follows a function base', () => {
    let base = 1_000_000;
    const clock = new ReplicaClock(() => base, 500);
    expect(clock.now()).toBe(1_000_500);
    clock.set(5_000_000);
    expect(clock.now()).toBe(5_000_000);
    base += 1000;
    expect(clock.now()).toBe(5_001_000);
    clock.advance(60_000);
    expect(clock.now()).toBe(5_061_000);
    clock.setOffset(0);
    expect(clock.now()).toBe(base);
    expect(clock.settings).toEqual({ now: new Date(base).toISOString(), offsetMs: 0 });
    const started = new ReplicaClock('2026-11-28T10:42:00+01:00');
    expect(Math.abs(started.now() - Date.parse('2026-11-28T09:42:00Z'))).toBeLessThan(60_000);
  });

  it('validates the body of POST /__replica/clock', () => {
    expect(parseClockChange({ now: '2026-11-28T10:42' })).toEqual({
      kind: 'set',
      instant: Date.parse('2026-11-28T09:42:00Z'),
    });
    expect(parseClockChange({ offsetMs: -60_000 })).toEqual({ kind: 'offset', offsetMs: -60_000 });
    expect(parseClockChange({ advanceMs: 600_000 })).toEqual({ kind: 'advance', ms: 600_000 });
    expect(parseClockChange({ reset: true })).toEqual({ kind: 'reset' });
    expect(() => parseClockChange([])).toThrow('body must be a JSON object');
    expect(() => parseClockChange({})).toThrow('give exactly one of now, offsetMs, advanceMs or reset: true');
    expect(() => parseClockChange({ now: '2026-11-28T10:42', offsetMs: 1 })).toThrow('give exactly one of');
    expect(() => parseClockChange({ time: '10:42' })).toThrow('unknown field time');
    expect(() => parseClockChange({ offsetMs: '60000' })).toThrow('offsetMs must be a number');
    expect(() => parseClockChange({ reset: false })).toThrow('reset must be true');
    expect(() => parseClockChange({ now: 'morgen früh' })).toThrow('now must be an ISO date-time');
  });

  it('validates release requests', () => {
    expect(parseReleaseRequest({ count: 300, overMs: 600_000 })).toEqual({ count: 300, overMs: 600_000 });
    expect(() => parseReleaseRequest({ count: 0, overMs: 1 })).toThrow('count must be a whole number');
    expect(() => parseReleaseRequest({ count: 1.5, overMs: 1 })).toThrow('count must be a whole number');
    expect(() => parseReleaseRequest({ count: 3 })).toThrow('overMs must be a positive number');
    expect(() => parseReleaseRequest({ count: 3, overMs: 1, minutes: 2 })).toThrow('unknown field minutes');
  });
});
