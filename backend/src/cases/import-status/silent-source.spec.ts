import { listedPerDay, silentSource } from './silent-source.js';
import type { RunFacts } from './import-monitor-status.js';

const config = { percent: 20, checkTime: '12:00' };
// Monday 30.11.2026, Berlin (UTC+1).
const at = (time: string, day = '2026-11-30') => new Date(`${day}T${time}:00+01:00`);
/** The ten working days before Monday 30.11.2026 with about 600 notices each. */
const usualDays = (): Map<string, number> =>
  new Map(
    [
      '2026-11-27',
      '2026-11-26',
      '2026-11-25',
      '2026-11-24',
      '2026-11-23',
      '2026-11-20',
      '2026-11-19',
      '2026-11-18',
      '2026-11-17',
      '2026-11-16',
    ].map((day, i) => [day, 580 + i * 5]),
  );

describe('silent source', () => {
  it('says so when today’s listing by noon is far below the usual day', () => {
    const listed = usualDays().set('2026-11-30', 40);
    const result = silentSource(at('12:10'), listed, config);
    expect(result).toMatchObject({ silent: true, day: '2026-11-30', count: 40, usual: 602.5 });
    expect(result.silent && result.message).toBe(
      'Das Portal liefert heute ungewöhnlich wenige Bekanntmachungen (40 bis 12:10 Uhr, sonst etwa 603 am Tag). ' +
        'Das kann an einer Störung oder Umstellung des Portals liegen: „nichts Neues“ heißt heute nicht „keine ' +
        'Insolvenz“. Was das Portal nachreicht, holen die nächsten Importe automatisch nach.',
    );
    expect(silentSource(at('12:10'), usualDays().set('2026-11-30', 0), config)).toMatchObject({
      silent: true,
      message: expect.stringMatching(
        /^Das Portal antwortet, listet heute aber keine Bekanntmachungen \(sonst etwa 603/,
      ),
    });
  });

  it('says nothing before the check time, on weekends, for a normal day, when off or without history', () => {
    const listed = usualDays().set('2026-11-30', 40);
    expect(silentSource(at('11:59'), listed, config)).toEqual({ silent: false });
    expect(silentSource(at('12:10'), usualDays().set('2026-11-30', 130), config)).toEqual({ silent: false });
    expect(silentSource(at('12:10'), listed, { ...config, percent: 0 })).toEqual({ silent: false });
    expect(silentSource(at('12:10', '2026-11-28'), usualDays().set('2026-11-28', 0), config)).toEqual({
      silent: false,
    });
    // Today not listed completely yet: unknown, not silent.
    expect(silentSource(at('12:10'), usualDays(), config)).toEqual({ silent: false });
    expect(
      silentSource(
        at('12:10'),
        new Map([
          ['2026-11-27', 600],
          ['2026-11-30', 0],
        ]),
        config,
      ),
    ).toEqual({
      silent: false,
    });
  });

  it('takes the portal’s count of a day from the complete listings of finished runs', () => {
    const run = (overrides: Partial<RunFacts>): RunFacts => ({
      status: 'completed',
      startedAt: '2026-11-30T11:00:00.000Z',
      finishedAt: '2026-11-30T11:00:09.000Z',
      newCases: 0,
      newNotices: 0,
      errors: [],
      ...overrides,
    });
    const listed = listedPerDay([
      run({ dayCounts: { '2026-11-30': { listed: 30 }, '2026-11-27': { listed: 600 } } }),
      run({ dayCounts: { '2026-11-30': { listed: 42 } } }),
      run({ dayCounts: { '2026-11-30': { listed: 90 } }, incompleteDays: ['2026-11-30'] }),
      run({ status: 'running', dayCounts: { '2026-11-30': { listed: 95 } } }),
    ]);
    expect([...listed.entries()].sort()).toEqual([
      ['2026-11-27', 600],
      ['2026-11-30', 42],
    ]);
  });
});
