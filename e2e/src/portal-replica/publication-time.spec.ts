import { dayNumber } from './generator/calendar.js';
import { generateDay } from './generator/generate-day.js';
import { formatSecondOfDay, publicationTime, secondOfDay } from './generator/publication-time.js';

describe('publication times of generated notices', () => {
  it('lie within the working day, mostly in office hours, and are the same for the same seed and day', () => {
    const day = generateDay('2026-03-11', { seed: 4, volume: 600 });
    const times = day.map((n) => n.publicationTime);
    for (const t of times) {
      expect(t).toMatch(/^\d\d:\d\d:\d\d$/);
      expect(t >= '06:00:00' && t < '22:00:00').toBe(true);
    }
    const office = times.filter((t) => t >= '08:00:00' && t < '17:00:00').length / times.length;
    expect(office).toBeGreaterThan(0.8);
    expect(office).toBeLessThan(0.95);
    expect(times.some((t) => t < '08:00:00')).toBe(true);
    expect(times.some((t) => t >= '17:00:00')).toBe(true);
    // spread over the day, not a handful of instants
    expect(new Set(times).size).toBeGreaterThan(times.length * 0.9);

    expect(generateDay('2026-03-11', { seed: 4, volume: 600 }).map((n) => n.publicationTime)).toEqual(times);
    expect(generateDay('2026-03-11', { seed: 5, volume: 600 }).map((n) => n.publicationTime)).not.toEqual(times);
    expect(generateDay('2026-03-12', { seed: 4, volume: 600 }).map((n) => n.publicationTime)).not.toEqual(
      times.slice(0, 100),
    );
  });

  it('depend on seed, day and position only, so they add nothing to the notices that a seed generates', () => {
    const day = generateDay('2026-03-11', { seed: 4, volume: 300 });
    day.forEach((n, i) => expect(n.publicationTime).toBe(publicationTime(4, dayNumber('2026-03-11'), i)));
  });

  it('reads and writes times of day', () => {
    expect(secondOfDay('10:42')).toBe(38_520);
    expect(secondOfDay('10:42:05')).toBe(38_525);
    expect(formatSecondOfDay(38_525)).toBe('10:42:05');
    for (const bad of ['24:00', '9:00', '10:60', '10:42:61', '', 'zehn']) expect(secondOfDay(bad)).toBeUndefined();
  });
});
