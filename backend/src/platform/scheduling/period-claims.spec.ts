import { fixedClock } from '../clock/clock.js';
import { SqliteEventStore } from '../event-store/sqlite/sqlite-event-store.js';
import { PeriodClaims, skippedLine } from './period-claims.js';

describe('period claims', () => {
  let store: SqliteEventStore;
  const clock = fixedClock('2026-11-24T07:30:00.200Z');

  beforeEach(() => {
    store = new SqliteEventStore({ location: ':memory:' });
  });
  afterEach(async () => {
    await store.close();
  });

  it('lets exactly one of several processes claim a period, and tells the others who did', async () => {
    const processes = [new PeriodClaims(store, clock), new PeriodClaims(store, clock), new PeriodClaims(store, clock)];
    const answers = await Promise.all(processes.map((p) => p.claimTick('import', '08:30', 'session')));

    const winners = answers.filter((answer) => answer.outcome === 'claimed');
    expect(winners).toEqual([{ outcome: 'claimed', period: '2026-11-24T08:30' }]);
    const winner = processes[answers.findIndex((answer) => answer.outcome === 'claimed')]!;
    for (const answer of answers.filter((a) => a.outcome === 'taken')) {
      expect(answer).toEqual({ outcome: 'taken', period: '2026-11-24T08:30', owner: winner.owner });
      expect(skippedLine(answer, 'import')).toBe(`skipped: import 2026-11-24T08:30 runs in process ${winner.owner}`);
    }
    const { events } = await store.readStream('schedule-import-2026-11-24T08:30');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'ScheduledPeriodClaimed',
      data: { job: 'import', period: '2026-11-24T08:30', owner: winner.owner, claimedAt: '2026-11-24T07:30:00.200Z' },
      metadata: { actorId: 'system:scheduler' },
    });
  });

  it('refuses a period claimed long before, also to the process that claimed it', async () => {
    const claims = new PeriodClaims(store, clock);
    expect((await claims.claim('digest', '2026-11-24')).outcome).toBe('claimed');
    clock.advance(6 * 3_600_000);
    expect(await claims.claim('digest', '2026-11-24')).toEqual({
      outcome: 'taken',
      period: '2026-11-24',
      owner: claims.owner,
    });
  });

  it('keeps jobs and periods apart', async () => {
    const claims = new PeriodClaims(store, clock);
    expect((await claims.claim('digest', '2026-11-24')).outcome).toBe('claimed');
    expect((await claims.claim('retention', '2026-11-24')).outcome).toBe('claimed');
    expect((await claims.claim('digest', '2026-11-25')).outcome).toBe('claimed');
    expect((await claims.claim('import', '2026-11-24T08:30')).outcome).toBe('claimed');
    expect((await claims.claim('import', '2026-11-24T12:30')).outcome).toBe('claimed');
  });
});
