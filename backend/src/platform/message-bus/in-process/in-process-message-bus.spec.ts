import type { BusMessage } from '../message-bus.port.js';
import { InProcessMessageBus } from './in-process-message-bus.js';

const message = (key: string, n: number): BusMessage<{ n: number }> => ({ key, payload: { n } });

describe('InProcessMessageBus', () => {
  it('hands every batch to each consumer group and resolves once all have handled it', async () => {
    const bus = new InProcessMessageBus();
    const seen: Record<string, number[]> = { a: [], b: [] };
    for (const group of ['a', 'b']) {
      bus.subscribe<{ n: number }>('t', {
        group,
        handle: async (batch) => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          seen[group].push(...batch.map((m) => m.payload.n));
        },
      });
    }
    await bus.publish('t', [message('1', 1), message('2', 2)]);
    expect(seen).toEqual({ a: [1, 2], b: [1, 2] });
    expect(bus.groups('t')).toEqual(['a', 'b']);
  });

  it('retries a failing consumer, then parks the message (in memory and on the dead-letter topic) and resolves', async () => {
    const bus = new InProcessMessageBus({ maxAttempts: 2, retryDelayMs: 1 });
    let failures = 1;
    const handled: number[] = [];
    bus.subscribe<{ n: number }>('t', {
      group: 'g',
      handle: async (batch) => {
        if (batch.some((m) => m.payload.n === 2) && failures-- > 0) throw new Error('busy');
        if (batch.some((m) => m.payload.n === 3)) throw new Error('poison');
        handled.push(...batch.map((m) => m.payload.n));
      },
    });
    await bus.publish('t', [message('1', 1), message('2', 2), message('3', 3)]);
    expect(handled).toEqual([1, 2]);
    expect(bus.parked('t')).toEqual([
      { group: 'g', topic: 't', message: message('3', 3), attempts: 3, error: 'Error: poison' },
    ]);
    expect(bus.health()).toMatchObject({ status: 'degraded', details: { parked: 1, lastError: 'Error: poison' } });
  });

  it('serialises publishes to a topic (per-key order) and stops delivering after close', async () => {
    const bus = new InProcessMessageBus();
    const order: number[] = [];
    const subscription = bus.subscribe<{ n: number }>('t', {
      group: 'g',
      handle: async (batch) => {
        await new Promise((resolve) => setTimeout(resolve, batch[0].payload.n === 1 ? 20 : 0));
        order.push(batch[0].payload.n);
      },
    });
    await Promise.all([bus.publish('t', [message('k', 1)]), bus.publish('t', [message('k', 2)])]);
    expect(order).toEqual([1, 2]);
    await subscription.close();
    await bus.publish('t', [message('k', 3)]);
    expect(order).toEqual([1, 2]);
    expect(() => bus.subscribe('t', { group: 'x', handle: async () => {} })).not.toThrow();
    expect(() => bus.subscribe('t', { group: 'x', handle: async () => {} })).toThrow(/already subscribed/);
  });
});
