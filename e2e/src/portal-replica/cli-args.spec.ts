import { parseCliArgs } from './cli-args.js';

describe('portal-replica command line', () => {
  it('maps the documented flags to replica options', () => {
    expect(
      parseCliArgs([
        '--port',
        '8090',
        '--seed',
        '1',
        '--volume',
        '4000',
        '--days',
        '14',
        '--fail-rate',
        '0.05',
        '--latency',
        '50',
      ]),
    ).toEqual({ port: 8090, seed: 1, volume: 4000, days: 14, faults: { errorRate: 0.05, latencyMs: 50 } });
    expect(
      parseCliArgs(['--port', '0', '--latency', '20-80', '--today', '2026-03-11', '--session-ttl-min', '2']),
    ).toEqual({
      port: 0,
      today: '2026-03-11',
      sessionTtlMs: 120_000,
      faults: { latencyMs: { min: 20, max: 80 } },
    });
    expect(parseCliArgs([])).toEqual({ port: 8090 });
  });

  it('maps the clock, intraday and release flags', () => {
    expect(
      parseCliArgs(['--intraday', '--now', '2026-11-28T10:42', '--clock-offset-min', '-5', '--release', '300']),
    ).toEqual({
      port: 8090,
      intraday: true,
      now: '2026-11-28T10:42',
      clockOffsetMs: -300_000,
      release: { count: 300, overMs: 600_000 },
    });
    expect(parseCliArgs(['--release', '50', '--release-minutes', '2'])).toMatchObject({
      release: { count: 50, overMs: 120_000 },
    });
    expect(() => parseCliArgs(['--release-minutes', '2'])).toThrow('--release-minutes needs --release <n>');
    expect(() => parseCliArgs(['--now'])).toThrow('--now needs a date-time');
  });

  it('rejects unknown flags and missing numbers', () => {
    expect(() => parseCliArgs(['--bogus'])).toThrow('unknown option --bogus');
    expect(() => parseCliArgs(['--port'])).toThrow('--port needs a number');
  });
});
