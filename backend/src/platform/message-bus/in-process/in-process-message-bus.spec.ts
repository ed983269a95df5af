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

  it('rejects the publish when a consumer fails, so the publisher keeps its checkpoint and retries', async () => {
    const bus = new InProcessMessageBus();
    let fail = true;
    const handled: number[] = [];
    bus.subscribe<{ n: number }>('t', {
      group: 'g',
      handle: async (batch) => {
        if (fail) throw new Error('down');
        handled.push(...batch.map((m) => m.payload.n));
      },
    });
    await expect(bus.publish('t', [message('1', 1)])).rejects.toThrow('down');
    fail = false;
    await bus.publish('t', [message('1', 1)]);
    expect(handled).toEqual([1]);
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
