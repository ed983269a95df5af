import { jest } from '@jest/globals';
import { connect as connectTcp, type Socket } from 'node:net';
import { connect as connectTls } from 'node:tls';
import kafkajs, { type ISocketFactory } from 'kafkajs';
import { messageBusContract } from '../contract/message-bus.contract.test-kit.js';
import { KafkaMessageBus } from './kafka-message-bus.js';
import { kafkaClient } from './kafkajs-timeout-warning.js';

/**
 * Runs against the broker in KAFKA_BROKERS (`scripts/services/kafka.sh start`, `.ci/run` starts it). In CI a
 * missing broker is a failure, not a skip.
 */
const brokers =
  process.env.KAFKA_BROKERS?.split(',')
    .map((broker) => broker.trim())
    .filter(Boolean) ?? [];
const run = `${process.pid}-${Date.now()}`;
let topics = 0;

/** Sockets a test can cut all at once, as the kernel does when it kills a process; later ones fail at once. */
function killableSockets(): { socketFactory: ISocketFactory; kill: () => void } {
  const sockets = new Set<Socket>();
  let killed = false;
  const socketFactory: ISocketFactory = ({ host, port, ssl, onConnect }) => {
    const socket = ssl
      ? connectTls({ host, port, ...(ssl as object) }, onConnect)
      : connectTcp({ host, port }, onConnect);
    if (killed) setImmediate(() => socket.destroy(new Error('process killed')));
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    return socket;
  };
  return {
    socketFactory,
    kill: () => {
      killed = true;
      for (const socket of sockets) socket.destroy();
    },
  };
}

const openBus = (socketFactory?: ISocketFactory, namespace?: string) =>
  new KafkaMessageBus({
    brokers,
    namespace,
    clientId: 'contract-test',
    topics: { partitions: 3, retentionMs: 3600_000 },
    retries: { maxAttempts: 3, retryDelayMs: 10 },
    sessionTimeoutMs: 6000,
    fetchWaitMs: 250,
    // A killed client's requests (its close leaving the group) hang this long: kafkajs's 30 s, twice, made the
    // redelivery case take 67 s.
    requestTimeoutMs: 5000,
    // A killed process's client gives up soon instead of retrying for minutes.
    requestRetries: 2,
    socketFactory,
  });

if (brokers.length === 0) {
  if (process.env.CI) {
    it('has a Kafka broker in CI', () => {
      throw new Error('KAFKA_BROKERS is not set: .ci/run starts the broker with scripts/services/kafka.sh');
    });
  } else {
    it.skip('KafkaMessageBus (set KAFKA_BROKERS, e.g. after scripts/services/kafka.sh start)', () => undefined);
  }
} else {
  jest.setTimeout(90_000);

  messageBusContract('Kafka', () => ({
    open: async () => {
      const sockets = killableSockets();
      const bus = openBus(sockets.socketFactory);
      return {
        bus,
        crash: async () => {
          sockets.kill();
        },
      };
    },
    topic: () => `contract.${run}.${++topics}`,
    patienceMs: 45_000,
  }));

  describe('KafkaMessageBus namespaces (KAFKA_NAMESPACE)', () => {
    it('keeps two installations on one broker apart: same topic and group names, each sees only its own messages', async () => {
      const topic = `shared.${run}.${++topics}`;
      const [staging, production] = [openBus(undefined, `staging-${run}`), openBus(undefined, `prod-${run}`)];
      const seen: Record<string, string[]> = { staging: [], production: [] };
      try {
        for (const [name, bus] of [
          ['staging', staging],
          ['production', production],
        ] as const) {
          bus.subscribe<{ from: string }>(topic, {
            group: 'alert-matcher',
            handle: async (batch) => void seen[name].push(...batch.map((m) => m.payload.from)),
          });
        }
        await staging.publish(topic, [{ key: '1', payload: { from: 'staging' } }]);
        await production.publish(topic, [
          { key: '2', payload: { from: 'production' } },
          { key: '3', payload: { from: 'production' } },
        ]);
        const deadline = Date.now() + 45_000;
        while (seen.staging.length + seen.production.length < 3 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await new Promise((resolve) => setTimeout(resolve, 500)); // nothing else arrives
        expect(seen).toEqual({ staging: ['staging'], production: ['production', 'production'] });
        const health = await staging.health();
        expect(health.details.namespace).toBe(`staging-${run}`);
        expect(Object.keys(health.details).filter((key) => key.startsWith('lag '))).toContain(
          `lag staging-${run}.alert-matcher staging-${run}.${topic}/0`,
        );
      } finally {
        await Promise.all([staging.close(), production.close()]);
      }
    });
  });

  describe('KafkaMessageBus unconfirmed messages', () => {
    it('counts a partition that waits although the other partitions are done', async () => {
      const bus = openBus();
      const topic = `lag.${run}.${++topics}`;
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      try {
        const handled = new Set<string>();
        bus.subscribe<{ n: number }>(topic, {
          group: 'matcher',
          // The partition holding `slow` waits (a slow member of the group); the others are done.
          handle: async (batch) => {
            if (batch.some((m) => m.key === 'slow')) await gate;
            for (const m of batch) handled.add(m.key);
          },
        });
        const waitFor = async (done: (waiting: number) => boolean) => {
          const deadline = Date.now() + 45_000;
          let waiting = await bus.unconfirmed(topic, 'matcher');
          while (!done(waiting) && Date.now() < deadline) {
            await new Promise((resolve) => setTimeout(resolve, 100));
            waiting = await bus.unconfirmed(topic, 'matcher');
          }
          return waiting;
        };
        // 11 keys on 3 partitions, all handled and committed first: this consumer takes one partition's batch at
        // a time, so a waiting batch published together with them could hold them back too.
        const others = Array.from({ length: 11 }, (_, i) => `case-${i}`);
        await bus.publish(
          topic,
          others.map((key, n) => ({ key, payload: { n } })),
        );
        expect(await waitFor((waiting) => waiting === 0 && handled.size === others.length)).toBe(0);
        await bus.publish(topic, [{ key: 'slow', payload: { n: 11 } }]);
        // The group has committed every other partition to its end; the waiting one still counts.
        expect(await waitFor((waiting) => waiting === 1)).toBe(1);
        expect(handled.has('slow')).toBe(false);
        release();
        expect(await waitFor((waiting) => waiting === 0)).toBe(0);
        expect(handled.size).toBe(others.length + 1);
      } finally {
        release(); // a failed expectation must not leave the handler waiting: close() waits for it
        await bus.close();
      }
    });
  });

  describe('KafkaMessageBus topic retention', () => {
    /** The retention settings the broker holds for `topic`. */
    const retentionOf = async (topic: string) => {
      const admin = kafkaClient({ brokers, clientId: 'retention-test' }).admin();
      await admin.connect();
      try {
        const { resources } = await admin.describeConfigs({
          includeSynonyms: false,
          resources: [
            {
              type: kafkajs.ConfigResourceTypes.TOPIC,
              name: topic,
              configNames: ['retention.ms', 'segment.ms'],
            },
          ],
        });
        return Object.fromEntries(resources[0]!.configEntries.map((entry) => [entry.configName, entry.configValue]));
      } finally {
        await admin.disconnect();
      }
    };
    const busWithRetention = (retentionMs: number) =>
      new KafkaMessageBus({ brokers, clientId: 'retention-test', topics: { partitions: 1, retentionMs } });

    it('rolls segments after at most 12 hours, so that name tokens leave within retention + 12 h, and applies a changed retention to topics that exist', async () => {
      const topic = `retention.${run}.${++topics}`;
      const first = busWithRetention(7 * 24 * 3600_000);
      try {
        await first.publish(topic, [{ key: '1', payload: { n: 1 } }]);
      } finally {
        await first.close();
      }
      // Kafka deletes whole segments: with its default segment.ms (7 days) a message could stay 14 days.
      expect(await retentionOf(topic)).toEqual({ 'retention.ms': '604800000', 'segment.ms': '43200000' });
      expect(await retentionOf(`${topic}.dlq`)).toEqual({ 'retention.ms': '604800000', 'segment.ms': '43200000' });

      // KAFKA_RETENTION_HOURS lowered (or a topic of an earlier version): the next process sets it on the topic.
      const second = busWithRetention(3600_000);
      try {
        await second.publish(topic, [{ key: '2', payload: { n: 2 } }]);
      } finally {
        await second.close();
      }
      expect(await retentionOf(topic)).toEqual({ 'retention.ms': '3600000', 'segment.ms': '3600000' });
      expect(await retentionOf(`${topic}.dlq`)).toEqual({ 'retention.ms': '3600000', 'segment.ms': '3600000' });
    });
  });

  describe('KafkaMessageBus health', () => {
    it('reports the lag of each consumer group per partition', async () => {
      const bus = openBus();
      const topic = `health.${run}.${++topics}`;
      try {
        const handled: number[] = [];
        bus.subscribe<{ n: number }>(topic, {
          group: 'matcher',
          handle: async (batch) => {
            handled.push(...batch.map((m) => m.payload.n));
          },
        });
        await bus.publish(
          topic,
          [1, 2, 3, 4].map((n) => ({ key: `case-${n}`, payload: { n } })),
        );
        while (handled.length < 4) await new Promise((resolve) => setTimeout(resolve, 20));
        await new Promise((resolve) => setTimeout(resolve, 200)); // the commit follows the handler
        const health = await bus.health();
        expect(health.status).toBe('ok');
        expect(health.details).toMatchObject({ adapter: 'kafka', published: 4, parked: 0, lastError: null });
        const lags = Object.entries(health.details).filter(([name]) => name.startsWith(`lag matcher ${topic}/`));
        expect(lags.map(([name]) => name).sort()).toEqual([0, 1, 2].map((p) => `lag matcher ${topic}/${p}`));
        expect(lags.every(([, lag]) => lag === 0)).toBe(true);
      } finally {
        await bus.close();
      }
    });

    it('is degraded with the error when the broker cannot be reached', async () => {
      const bus = new KafkaMessageBus({ brokers: ['127.0.0.1:1'], topics: { partitions: 1, retentionMs: 60_000 } });
      try {
        const health = await bus.health();
        expect(health.status).toBe('degraded');
        expect(String(health.details.lastError)).toMatch(/connect|did not answer/i);
      } finally {
        await bus.close();
      }
    });
  });
}
