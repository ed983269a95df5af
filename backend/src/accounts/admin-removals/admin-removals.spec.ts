import { ConflictException } from '@nestjs/common';
import { fixedClock } from '../../platform/clock/clock.js';
import type { Sleeper } from '../../platform/clock/sleeper.js';
import { SqliteEventStore } from '../../platform/event-store/sqlite/sqlite-event-store.js';
import { Leases } from '../../platform/leases/leases.js';
import { ADMIN_REMOVAL_BUSY, AdminRemovals } from './admin-removals.js';

describe('admin removals', () => {
  let store: SqliteEventStore;
  const clock = fixedClock('2026-11-29T12:00:00Z');
  /** Waits move the clock instead of taking time. */
  const sleeper: Sleeper = {
    sleep: (ms) => {
      clock.advance(ms);
      return Promise.resolve();
    },
  };

  beforeEach(() => {
    store = new SqliteEventStore({ location: ':memory:' });
  });
  afterEach(async () => {
    await store.close();
  });

  it('runs the removals of one process one after another', async () => {
    const removals = new AdminRemovals(new Leases(store, clock, sleeper));
    const steps: string[] = [];
    const removal = (name: string) => async () => {
      steps.push(`${name} counts`);
      await new Promise((resolve) => setImmediate(resolve));
      steps.push(`${name} removes`);
    };
    await Promise.all([removals.one(removal('a')), removals.one(removal('b'))]);
    expect(steps).toEqual(['a counts', 'a removes', 'b counts', 'b removes']);
  });

  it('refuses with 409 and does nothing while another process keeps the lease longer than a removal waits', async () => {
    // Another process holds the lease for ten minutes (renewing it while its removal runs).
    await store.append(
      'lease-admin-removals',
      [
        {
          type: 'LeaseTaken',
          data: {
            lease: 'admin-removals',
            holder: 'other-replica:1:abcd1234',
            takenAt: '2026-11-29T12:00:00.000Z',
            until: '2026-11-29T12:10:00.000Z',
          },
          metadata: {
            eventId: 'other-take',
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
    let ran = false;
    const refused = await new AdminRemovals(new Leases(store, clock, sleeper))
      .one(async () => {
        ran = true;
      })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ConflictException);
    expect((refused as ConflictException).message).toBe(ADMIN_REMOVAL_BUSY);
    expect(ran).toBe(false);
    expect((await store.readStream('lease-admin-removals')).events).toHaveLength(1);
  });
});
