import { profileSwitch, requiredFor } from './profile-switch.js';

/** Which message bus carries the new-case feed (`MESSAGE_BUS`); in-process unless Kafka is asked for. */
export type MessageBusConfig =
  | { readonly adapter: 'in-process' }
  | {
      readonly adapter: 'kafka';
      readonly brokers: readonly string[];
      /** Partitions of topics the bus creates (`KAFKA_TOPIC_PARTITIONS`). */
      readonly partitions: number;
      /** Retention of those topics (`KAFKA_RETENTION_HOURS`): how far back a topic can be replayed. */
      readonly retentionMs: number;
      /**
       * Prefix of every topic and consumer group (`KAFKA_NAMESPACE`, e.g. `staging`): installations that share
       * one broker (staging beside production, test runs) never read each other's messages. Empty: no prefix.
       */
      readonly namespace: string;
      /**
       * How long the broker holds a consumer's fetch when no message is waiting (`KAFKA_FETCH_WAIT_MS`, kafkajs's
       * `maxWaitTimeInMs`). A consumer can only leave its group between fetches, so this bounds every shutdown;
       * tests set it short (a test app closes in 0.2 s instead of 5 s), production keeps the default.
       */
      readonly fetchWaitMs: number;
      /**
       * How long the broker waits for a silent consumer before it gives its partitions to another
       * (`KAFKA_SESSION_TIMEOUT_MS`, kafkajs's `sessionTimeout`, default 30 s). A consumer killed without leaving
       * holds its partitions that long; tests that kill one set it short, production keeps the default.
       */
      readonly sessionTimeoutMs: number;
    };

export function loadMessageBusConfig(
  value: (name: string) => string | undefined,
  problems: string[],
  profile = 'embedded',
): MessageBusConfig {
  const adapter = profileSwitch(value, problems, profile, 'MESSAGE_BUS', {
    allowed: ['in-process', 'kafka'],
    embedded: 'in-process',
    distributed: 'kafka',
  });
  if (adapter !== 'kafka') return { adapter: 'in-process' };
  const brokers = (value('KAFKA_BROKERS') ?? '')
    .split(',')
    .map((broker) => broker.trim())
    .filter(Boolean);
  if (brokers.length === 0) {
    problems.push(
      `KAFKA_BROKERS is required for ${requiredFor(profile, 'MESSAGE_BUS', adapter)} (e.g. 127.0.0.1:9092)`,
    );
  }
  for (const broker of brokers) {
    if (!/^[^\s:]+:\d{1,5}$/.test(broker)) problems.push(`KAFKA_BROKERS must list host:port entries, got "${broker}"`);
  }
  const partitions = integer(value('KAFKA_TOPIC_PARTITIONS') ?? '6', 1, 1000, 'KAFKA_TOPIC_PARTITIONS', problems);
  // At most 13 days: messages carry debtors' name tokens, gone within 14 days with the 12-hour segments
  // (kafka-topics.ts, docs/DESIGN.md §6).
  const hours = integer(value('KAFKA_RETENTION_HOURS') ?? '168', 1, 312, 'KAFKA_RETENTION_HOURS', problems);
  const namespace = value('KAFKA_NAMESPACE') ?? '';
  if (namespace !== '' && !/^[a-z0-9][a-z0-9_-]{0,48}$/.test(namespace)) {
    problems.push(
      `KAFKA_NAMESPACE must be up to 49 lower-case letters, digits, "-" or "_" (it prefixes topics and consumer groups), got "${namespace}"`,
    );
  }
  const fetchWaitMs = integer(value('KAFKA_FETCH_WAIT_MS') ?? '5000', 10, 30_000, 'KAFKA_FETCH_WAIT_MS', problems);
  // The broker refuses sessions shorter than its group.min.session.timeout.ms (6 s by default).
  const sessionTimeoutMs = integer(
    value('KAFKA_SESSION_TIMEOUT_MS') ?? '30000',
    6_000,
    300_000,
    'KAFKA_SESSION_TIMEOUT_MS',
    problems,
  );
  return { adapter, brokers, partitions, retentionMs: hours * 3600_000, namespace, fetchWaitMs, sessionTimeoutMs };
}

function integer(raw: string, min: number, max: number, name: string, problems: string[]): number {
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < min || n > max)
    problems.push(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  return n;
}

/**
 * Which process runs the alert matcher (`ALERT_MATCHER`, issue #15): `worker` moves it into
 * `npm run worker -- alerts`; the feed then publishes into a bus that crosses processes, which only Kafka does:
 * an in-process bus would hand every message to no one.
 */
export type AlertMatcherPlacement = 'in-process' | 'worker';

export function loadAlertMatcherPlacement(
  value: (name: string) => string | undefined,
  problems: string[],
  bus: MessageBusConfig,
  profile = 'embedded',
): AlertMatcherPlacement {
  // The distributed API runs no background work: its matcher is always the worker's.
  const raw = profileSwitch(value, problems, profile, 'ALERT_MATCHER', {
    allowed: ['in-process', 'worker'],
    embedded: 'in-process',
    distributed: 'worker',
  });
  if (raw === undefined) return profile === 'distributed' ? 'worker' : 'in-process';
  if (raw === 'worker' && bus.adapter !== 'kafka' && profile !== 'distributed') {
    problems.push(
      'ALERT_MATCHER=worker needs MESSAGE_BUS=kafka: an in-process bus cannot carry the new-case feed to another process',
    );
  }
  return raw;
}
