import { fixedClock, systemClock } from '../clock/clock.js';
import { systemSleeper, type Sleeper } from '../clock/sleeper.js';
import { SqliteEventStore } from '../event-store/sqlite/sqlite-event-store.js';
import { spawnSync } from 'node:child_process';
import { newHolder } from './lease-holders.js';
import { LeaseBusyError, Leases } from './leases.js';

/** Several processes on one event store, each with its own `Leases` (its own holder name). */
describe('leases across processes', () => {
  let store: SqliteEventStore;

  beforeEach(() => {
    store = new SqliteEventStore({ location: ':memory:' });
  });
  afterEach(async () => {
    await store.close();
  });

  /** A clock that moves only when a process waits, so lease ends come without waiting through them. */
  function movingTime() {
    const clock = fixedClock('2026-11-29T12:00:00Z');
    const waits: number[] = [];
    const sleeper: Sleeper = {
      sleep: (ms) => {
        waits.push(ms);
        clock.advance(ms);
        return Promise.resolve();
      },
    };
    return { clock, sleeper, waits };
  }

  const types = async () => (await store.readStream('lease-admin-removals')).events.map((event) => event.type);

  it('runs the work of two processes one after the other, never both at once', async () => {
    const [first, second] = [
      new Leases(store, systemClock, systemSleeper),
      new Leases(store, systemClock, systemSleeper),
    ];
    let running = 0;
    const overlaps: number[] = [];
    const order: string[] = [];
    const work = (name: string) => async () => {
      running++;
      overlaps.push(running);
      order.push(`${name} begins`);
      await new Promise((resolve) => setImmediate(resolve));
      order.push(`${name} ends`);
      running--;
      return name;
    };

    const results = await Promise.all([
      first.hold('admin-removals', work('a')),
      second.hold('admin-removals', work('b')),
    ]);

    expect(results).toEqual(['a', 'b']);
    expect(overlaps).toEqual([1, 1]);
    expect(order).toHaveLength(4);
    expect(order[1]).toBe(`${order[0]!.split(' ')[0]} ends`);
    expect(await types()).toEqual(['LeaseTaken', 'LeaseReleased', 'LeaseTaken', 'LeaseReleased']);
    const { events } = await store.readStream('lease-admin-removals');
    expect(new Set(events.map((event) => (event.data as { holder: string }).holder))).toEqual(
      new Set([first.holder, second.holder]),
    );
  });

  it('waits out a lease whose holder died, then takes it', async () => {
    const { clock, sleeper, waits } = movingTime();
    // A process took the lease for 10 s and died: nothing renews or releases it.
    await store.append(
      'lease-admin-removals',
      [
        {
          type: 'LeaseTaken',
          data: {
            lease: 'admin-removals',
            holder: 'host:4711:dead',
            takenAt: '2026-11-29T12:00:00.000Z',
            until: '2026-11-29T12:00:10.000Z',
          },
          metadata: {
            eventId: 'dead-take',
            correlationId: 'lease-admin-removals',
            causationId: null,
            actorId: 'system:leases',
            occurredAt: '2026-11-29T12:00:00.000Z',
            schemaVersion: 1,
          },
        },
      ],
      { expectedRevision: 'no_stream' },
    );

    const next = new Leases(store, clock, sleeper);
    await expect(next.hold('admin-removals', async () => 'done', { waitMs: 15_000 })).resolves.toBe('done');
    expect(waits.reduce((sum, ms) => sum + ms, 0)).toBe(10_001);
    expect(await types()).toEqual(['LeaseTaken', 'LeaseTaken', 'LeaseReleased']);
  });

  /** A lease some process took until `until` and never renewed or released. */
  async function takenBy(holder: string, until: string) {
    await store.append(
      'lease-admin-removals',
      [
        {
          type: 'LeaseTaken',
          data: { lease: 'admin-removals', holder, takenAt: '2026-11-29T12:00:00.000Z', until },
          metadata: {
            eventId: `take-${holder}`,
            correlationId: 'lease-admin-removals',
            causationId: null,
            actorId: 'system:leases',
            occurredAt: '2026-11-29T12:00:00.000Z',
            schemaVersion: 1,
          },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
  }

  it('takes at once the lease of a process on this host that has ended', async () => {
    const { clock, sleeper, waits } = movingTime();
    const ended = spawnSync(process.execPath, ['-e', '']);
    expect(ended.status).toBe(0);
    await takenBy(newHolder(ended.pid), '2026-11-29T12:00:30.000Z');

    const next = new Leases(store, clock, sleeper);
    await expect(next.hold('admin-removals', async () => 'done')).resolves.toBe('done');
    expect(waits).toEqual([]);
    expect(await types()).toEqual(['LeaseTaken', 'LeaseTaken', 'LeaseReleased']);
  });

  it('waits for a living process on this host', async () => {
    const { clock, sleeper } = movingTime();
    await takenBy(newHolder(process.ppid), '2026-11-29T12:00:30.000Z');
    const refused = await new Leases(store, clock, sleeper)
      .hold('admin-removals', async () => 'ran', { waitMs: 1_000 })
      .catch((error) => error);
    expect(refused).toBeInstanceOf(LeaseBusyError);
  });

  it('takes at once the lease of an application in this process that shut down holding it (a crash)', async () => {
    const { clock, sleeper, waits } = movingTime();
    const crashed = new Leases(store, clock, sleeper);
    void crashed.hold('admin-removals', () => new Promise<never>(() => {}));
    await until(async () => (await types()).length === 1);
    crashed.onApplicationShutdown();

    await expect(new Leases(store, clock, sleeper).hold('admin-removals', async () => 'done')).resolves.toBe('done');
    expect(waits).toEqual([]);
  });

  it('takes a lease elsewhere that stood unchanged for a whole term of its own waiting, whatever the clock says', async () => {
    // The clock stands still (as in tests, or a holder's clock far ahead): the term by the clock never ends.
    const clock = fixedClock('2026-11-29T12:00:00Z');
    const waits: number[] = [];
    const sleeper: Sleeper = { sleep: (ms) => (waits.push(ms), Promise.resolve()) };
    await takenBy('elsewhere~4026531836:4711:a1b2c3d4', '2026-11-29T13:00:00.000Z');

    const next = new Leases(store, clock, sleeper);
    await expect(next.hold('admin-removals', async () => 'done', { forMs: 10_000 })).resolves.toBe('done');
    const waited = waits.reduce((sum, ms) => sum + ms, 0);
    expect(waited).toBeGreaterThanOrEqual(10_000);
    expect(waited).toBeLessThan(10_500);
  });

  it('gives up after waiting as long as asked while another process keeps the lease', async () => {
    const { clock, sleeper } = movingTime();
    let release!: () => void;
    const holding = new Leases(store, clock, sleeper).hold(
      'admin-removals',
      () => new Promise<void>((resolve) => (release = resolve)),
      { forMs: 60_000 },
    );
    await until(async () => (await types()).length === 1);

    const waiting = new Leases(store, clock, sleeper);
    const refused = await waiting.hold('admin-removals', async () => 'ran', { waitMs: 5_000 }).catch((error) => error);
    expect(refused).toBeInstanceOf(LeaseBusyError);
    expect(refused).toMatchObject({ lease: 'admin-removals' });
    release();
    await holding;
    expect(await types()).toEqual(['LeaseTaken', 'LeaseReleased']);
  });

  it('releases the lease when the work fails, so the next process need not wait', async () => {
    const { clock, sleeper, waits } = movingTime();
    const failing = new Leases(store, clock, sleeper);
    await expect(
      failing.hold('admin-removals', async () => {
        throw new Error('Stripe nicht erreichbar');
      }),
    ).rejects.toThrow('Stripe nicht erreichbar');
    await expect(new Leases(store, clock, sleeper).hold('admin-removals', async () => 'ran')).resolves.toBe('ran');
    expect(waits).toEqual([]);
  });

  it('renews the lease while long work runs, so nobody takes it when its first term ends', async () => {
    const holder = new Leases(store, systemClock, systemSleeper);
    const seen = await holder.hold(
      'admin-removals',
      async () => {
        // Long work: a term of 60 ms, renewed every 20 ms, until it has been renewed four times.
        await until(async () => (await types()).length >= 5);
        const { events } = await store.readStream('lease-admin-removals');
        const firstTermEnds = new Date((events[0]!.data as { until: string }).until).getTime();
        // Another process looking just after the first term's end finds the lease still held.
        const other = new Leases(store, fixedClock(new Date(firstTermEnds + 1)), systemSleeper);
        return other.hold('admin-removals', async () => 'ran', { waitMs: 0 }).catch((error: Error) => error.name);
      },
      { forMs: 60 },
    );
    expect(seen).toBe('LeaseBusyError');
    const { events } = await store.readStream('lease-admin-removals');
    expect(events.slice(0, 5).map((event) => event.type)).toEqual(Array(5).fill('LeaseTaken'));
    expect(events.slice(0, 5).every((event) => (event.data as { holder: string }).holder === holder.holder)).toBe(true);
    expect(events.at(-1)!.type).toBe('LeaseReleased');
  });
});

async function until(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 5));
}
