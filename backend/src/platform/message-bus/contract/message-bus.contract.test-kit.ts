import { deadLetterTopic, type BusMessage, type MessageBus } from '../message-bus.port.js';

/**
 * The behaviour every MessageBus adapter must show (message-bus.port.ts). Call `messageBusContract` from an
 * adapter's spec file with a harness that opens the bus as separate processes would.
 */
export interface BusProcess {
  readonly bus: MessageBus;
  /** Ends this process's bus as a SIGKILL would: nothing more is confirmed, no handler finishes its work. */
  crash(): Promise<void>;
}

export interface MessageBusHarness {
  /** A bus as one process opens it (its own connections). */
  open(): Promise<BusProcess>;
  /** A topic no other test uses. */
  topic(): string;
  /** How long delivery may take (a broker rebalancing after a crash takes its session timeout). */
  readonly patienceMs: number;
}

type Numbered = { n: number; poison?: boolean };
const message = (key: string, n: number, poison = false): BusMessage<Numbered> => ({
  key,
  payload: poison ? { n, poison } : { n },
});

async function eventually(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`not in time: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Polls an asynchronous reading until it satisfies `condition`; answers the last reading. */
async function eventuallyAsync<T>(
  read: () => Promise<T>,
  condition: (value: T) => boolean,
  timeoutMs: number,
  what: string,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (condition(value)) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`not in time: ${what} (last: ${String(value)})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function messageBusContract(name: string, makeHarness: () => MessageBusHarness): void {
  describe(`MessageBus contract: ${name}`, () => {
    let harness: MessageBusHarness;
    const opened: BusProcess[] = [];
    const open = async () => {
      const process = await harness.open();
      opened.push(process);
      return process;
    };

    beforeEach(() => {
      harness = makeHarness();
    });

    afterEach(async () => {
      await Promise.all(opened.splice(0).map((process) => process.bus.close()));
    });

    it('delivers every message to each consumer group, in publish order per key', async () => {
      const { bus } = await open();
      const topic = harness.topic();
      const seen: Record<string, { key: string; n: number }[]> = { a: [], b: [] };
      for (const group of ['a', 'b']) {
        bus.subscribe<Numbered>(topic, {
          group,
          handle: async (batch) => {
            seen[group].push(...batch.map((m) => ({ key: m.key, n: m.payload.n })));
          },
        });
      }
      const keys = ['case-1', 'case-2', 'case-3', 'case-4'];
      for (let round = 0; round < 5; round++) {
        await bus.publish(
          topic,
          keys.flatMap((key) => [message(key, round * 2), message(key, round * 2 + 1)]),
        );
      }
      await eventually(() => seen.a.length >= 40 && seen.b.length >= 40, harness.patienceMs, 'all 40 messages');
      for (const group of ['a', 'b']) {
        for (const key of keys) {
          const order = seen[group].filter((m) => m.key === key).map((m) => m.n);
          expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
        }
      }
    });

    it('delivers a message again after the consumer died between handling it and confirming it', async () => {
      const topic = harness.topic();
      const handled: number[] = [];
      let endOfDeadHandler: () => void = () => undefined;
      const deadHandlerEnds = new Promise<void>((resolve) => (endOfDeadHandler = resolve));
      const first = await open();
      first.bus.subscribe<Numbered>(topic, {
        group: 'matcher',
        // Handles, then dies before the bus could confirm: the handler does not return before the crash.
        handle: async (batch) => {
          handled.push(...batch.map((m) => m.payload.n));
          await deadHandlerEnds;
        },
      });
      let acknowledged = false;
      void first.bus.publish(topic, [message('case-1', 1)]).then(
        () => (acknowledged = true),
        () => undefined,
      );
      await eventually(() => handled.length === 1, harness.patienceMs, 'first delivery');
      await first.crash();
      opened.splice(opened.indexOf(first), 1);

      const second = await open();
      second.bus.subscribe<Numbered>(topic, {
        group: 'matcher',
        handle: async (batch) => {
          handled.push(...batch.map((m) => m.payload.n));
        },
      });
      // A publisher stores its checkpoint only once `publish` resolved: what was not acknowledged it sends again
      // (the in-process bus's way to at least once; a broker has acknowledged and redelivers by itself).
      if (!acknowledged) await second.bus.publish(topic, [message('case-1', 1)]);
      await eventually(() => handled.length >= 2, harness.patienceMs, 'delivery after the restart');
      expect(handled).toEqual([1, 1]);
      // Lets the dead process's handler and timers end; with its connections gone it confirms nothing.
      endOfDeadHandler();
      await first.bus.close().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(handled).toEqual([1, 1]);
    });

    it('parks a message the consumer keeps rejecting on the dead-letter topic and goes on with the next', async () => {
      const { bus } = await open();
      const topic = harness.topic();
      const handled: number[] = [];
      let poisonAttempts = 0;
      bus.subscribe<Numbered>(topic, {
        group: 'matcher',
        handle: async (batch) => {
          if (batch.some((m) => m.payload.poison)) {
            poisonAttempts += 1;
            throw new Error('cannot match case 2');
          }
          handled.push(...batch.map((m) => m.payload.n));
        },
      });
      const parked: BusMessage<Numbered>[] = [];
      bus.subscribe<Numbered>(deadLetterTopic(topic), {
        group: 'operator',
        handle: async (batch) => {
          parked.push(...batch);
        },
      });
      await bus.publish(topic, [message('case-1', 1), message('case-1', 2, true), message('case-1', 3)]);
      await eventually(() => handled.length >= 2 && parked.length >= 1, harness.patienceMs, 'parking');
      expect(handled).toEqual([1, 3]);
      expect(poisonAttempts).toBeGreaterThan(1);
      expect(poisonAttempts).toBeLessThanOrEqual(5);
      expect(parked).toHaveLength(1);
      expect(parked[0].payload).toEqual({ n: 2, poison: true });
      expect(parked[0].key).toBe('case-1');
      expect(parked[0].headers).toMatchObject({ error: 'Error: cannot match case 2', 'source-topic': topic });
    });

    it('counts the messages a group has not confirmed: waiting ones count, handled and parked ones do not', async () => {
      const { bus } = await open();
      const topic = harness.topic();
      expect(await bus.unconfirmed(topic, 'matcher')).toBe(0);
      // A fast group first (the in-process bus hands a publish to its groups in turn), then a blocked one.
      bus.subscribe<Numbered>(topic, { group: 'fast', handle: async () => undefined });
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const handled: number[] = [];
      bus.subscribe<Numbered>(topic, {
        group: 'matcher',
        handle: async (batch) => {
          if (batch.some((m) => m.payload.poison)) throw new Error('cannot match');
          await gate;
          handled.push(...batch.map((m) => m.payload.n));
        },
      });
      const published = bus.publish(topic, [message('case-1', 1), message('case-1', 2), message('case-1', 3)]);
      const unconfirmed = (group: string) => () => bus.unconfirmed(topic, group);
      await eventuallyAsync(unconfirmed('matcher'), (n) => n === 3, harness.patienceMs, 'three waiting');
      await eventuallyAsync(unconfirmed('fast'), (n) => n === 0, harness.patienceMs, 'fast group done');
      release();
      await published;
      await eventuallyAsync(unconfirmed('matcher'), (n) => n === 0, harness.patienceMs, 'all handled');
      expect(handled).toEqual([1, 2, 3]);

      // A parked message is done with: it does not count as waiting.
      await bus.publish(topic, [message('case-1', 4, true), message('case-1', 5)]);
      await eventuallyAsync(
        () => Promise.resolve(handled.length),
        (n) => n === 4,
        harness.patienceMs,
        'after parking',
      );
      await eventuallyAsync(unconfirmed('matcher'), (n) => n === 0, harness.patienceMs, 'parked counts as done');
      expect(handled).toEqual([1, 2, 3, 5]);
    });

    it('lets the batch in flight finish and confirms it when the subscription closes', async () => {
      const topic = harness.topic();
      const first = await open();
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const firstHandled: number[] = [];
      let started = false;
      const subscription = first.bus.subscribe<Numbered>(topic, {
        group: 'matcher',
        handle: async (batch) => {
          started = true;
          await gate;
          firstHandled.push(...batch.map((m) => m.payload.n));
        },
      });
      const published = first.bus.publish(topic, [message('case-1', 1)]);
      await eventually(() => started, harness.patienceMs, 'batch in flight');
      let closed = false;
      const closing = subscription.close().then(() => (closed = true));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(closed).toBe(false);
      release();
      await closing;
      await published;
      expect(firstHandled).toEqual([1]);

      // The batch was confirmed: the group's next consumer gets only what came after it.
      const second = await open();
      const secondHandled: number[] = [];
      second.bus.subscribe<Numbered>(topic, {
        group: 'matcher',
        handle: async (batch) => {
          secondHandled.push(...batch.map((m) => m.payload.n));
        },
      });
      await second.bus.publish(topic, [message('case-1', 2)]);
      await eventually(() => secondHandled.length >= 1, harness.patienceMs, 'next message');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(secondHandled).toEqual([2]);
    });
  });
}
