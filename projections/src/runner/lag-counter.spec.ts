import { randomUUID } from 'node:crypto';
import type { NewEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { InMemoryEventStore } from '@insolvenz/backend/platform/event-store/in-memory/in-memory-event-store.js';
import { LAG_COUNT_LIMIT } from '@insolvenz/backend/platform/projections-host/projections-host.port.js';
import { lagCounter } from './lag-counter.js';

const event = (n: number): NewEvent => ({
  type: 'Happened',
  data: { n },
  metadata: {
    eventId: randomUUID(),
    correlationId: 'c',
    causationId: null,
    actorId: 'system:test',
    occurredAt: '2026-12-06T08:30:00.000Z',
    schemaVersion: 1,
  },
});

describe('lagCounter', () => {
  it('counts a lag up to the limit, once per checkpoint of a report', async () => {
    const store = new InMemoryEventStore();
    for (let n = 0; n < LAG_COUNT_LIMIT + 200; n += 100) {
      await store.append(
        `s-${n}`,
        Array.from({ length: 100 }, (_, i) => event(n + i)),
        { expectedRevision: 'any' },
      );
    }
    const head = await store.headPosition();
    const counts: { position: bigint; atMost?: number }[] = [];
    const counting = {
      countAfter: (position: bigint, options?: { atMost?: number }) => {
        counts.push({ position, atMost: options?.atMost });
        return store.countAfter(position, options);
      },
    };
    const lagOf = lagCounter(counting);
    // Eleven read models, most at the same checkpoint: three counts.
    const lags = await Promise.all([0n, 0n, 0n, head - 5n, head - 5n, head, head, head, head, head, 0n].map(lagOf));
    expect(lags).toEqual([LAG_COUNT_LIMIT, LAG_COUNT_LIMIT, LAG_COUNT_LIMIT, 5, 5, 0, 0, 0, 0, 0, LAG_COUNT_LIMIT]);
    expect(counts).toEqual([
      { position: 0n, atMost: LAG_COUNT_LIMIT },
      { position: head - 5n, atMost: LAG_COUNT_LIMIT },
      { position: head, atMost: LAG_COUNT_LIMIT },
    ]);
    // The next report counts again (the log has moved on meanwhile).
    await store.append('s-late', [event(-1)], { expectedRevision: 'any' });
    expect(await lagCounter(counting)(head)).toBe(1);
  });
});
