import { freshnessPromise } from './freshness-promise.js';

const sessions = [
  { time: '08:30', name: 'Morgens' },
  { time: '12:30', name: 'Mittags' },
  { time: '17:30', name: 'Abends' },
];
const poll = {
  intervalMs: 10 * 60_000,
  hours: { from: '06:00', to: '22:00' },
  dailyRequestBudget: 2000,
  silent: { percent: 20, checkTime: '12:00' },
};

describe('the freshness promise', () => {
  it('says what the configuration keeps', () => {
    expect(freshnessPromise({ scheduled: true, sessions, poll })).toBe(
      'Neue Bekanntmachungen erkennen wir von 06:00 bis 22:00 Uhr innerhalb von 10 Minuten nach ihrer Veröffentlichung.',
    );
    expect(
      freshnessPromise({
        scheduled: true,
        sessions,
        poll: { ...poll, intervalMs: 15_000, hours: { from: '00:00', to: '24:00' } },
      }),
    ).toBe('Neue Bekanntmachungen erkennen wir rund um die Uhr innerhalb von 15 Sekunden nach ihrer Veröffentlichung.');
    expect(freshnessPromise({ scheduled: true, sessions, poll: { ...poll, intervalMs: 0 } })).toBe(
      'Neue Bekanntmachungen übernehmen wir täglich um 08:30, 12:30 und 17:30 Uhr.',
    );
    expect(freshnessPromise({ scheduled: false, sessions, poll })).toBe(
      'Neue Bekanntmachungen werden mit jedem Import übernommen, den die Administration startet.',
    );
  });
});
