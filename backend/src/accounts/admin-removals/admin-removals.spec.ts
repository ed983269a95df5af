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
    // Another process holds the lease, renewing it every 10 s while its removal runs.
    const renewed = () => new Date(clock.now().getTime() + 30_000).toISOString();
    const otherRenews = async () => {
      const revision = (await store.streamRevisions(['lease-admin-removals'])).get('lease-admin-removals');
      const data = { lease: 'admin-removals', holder: 'other-replica:1:abcd1234', takenAt: clock.now().toISOString() };
      await store.append(
        'lease-admin-removals',
        [
          {
            type: 'LeaseTaken',
            data: { ...data, until: renewed() },
            metadata: {
              eventId: `other-take-${clock.now().getTime()}`,
              correlationId: 'lease-admin-removals',
              causationId: null,
              actorId: 'system:leases',
              occurredAt: clock.now().toISOString(),
              schemaVersion: 1,
            },
          },
        ],
        { expectedRevision: revision ?? 'no_stream' },
      );
    };
    await otherRenews();
    let renewedAt = clock.now().getTime();
    const renewingMeanwhile: Sleeper = {
      sleep: async (ms) => {
        clock.advance(ms);
        if (clock.now().getTime() - renewedAt >= 10_000) {
          renewedAt = clock.now().getTime();
          await otherRenews();
        }
      },
    };
    let ran = false;
    const refused = await new AdminRemovals(new Leases(store, clock, renewingMeanwhile))
      .one(async () => {
        ran = true;
      })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ConflictException);
    expect((refused as ConflictException).message).toBe(ADMIN_REMOVAL_BUSY);
    expect(ran).toBe(false);
    const { events } = await store.readStream<{ type: string; data: { holder: string } }>('lease-admin-removals');
    expect(events.every((event) => event.data.holder === 'other-replica:1:abcd1234')).toBe(true);
  });
});
