import {
  logLevel,
  type Kafka,
  type Admin,
  type Consumer,
  type EachBatchPayload,
  type ISocketFactory,
  type Producer,
} from 'kafkajs';
import type { ComponentHealth } from '../../health/health-registry.js';
import {
  deliverWithRetries,
  DEFAULT_RETRY_POLICY,
  DeliveryAborted,
  errorText,
  type Parked,
  type RetryPolicy,
} from '../deliver-with-retries.js';
import {
  deadLetterTopic,
  type BusConsumer,
  type BusMessage,
  type BusSubscription,
  type MessageBus,
} from '../message-bus.port.js';
import { consumerLag } from './consumer-lag.js';
import { kafkaClient } from './kafkajs-timeout-warning.js';
import { fromKafkaMessage, toKafkaMessage } from './kafka-codec.js';
import { ensureTopics, type TopicSettings } from './kafka-topics.js';

// kafkajs warns on every producer about a default partitioner change that does not concern a new topic.
process.env.KAFKAJS_NO_PARTITIONER_WARNING ??= '1';

export interface KafkaBusOptions {
  readonly brokers: readonly string[];
  readonly clientId?: string;
  readonly topics?: TopicSettings;
  /**
   * Prefixes every topic and group name as `<namespace>.<name>` (`KAFKA_NAMESPACE`): the port's callers name
   * `alerts.new-cases`, installations sharing a broker each get their own topics and groups.
   */
  readonly namespace?: string;
  readonly retries?: RetryPolicy;
  /** How long the broker waits for a silent consumer before it gives its partitions to another (min 6 s). */
  readonly sessionTimeoutMs?: number;
  /** Warnings and errors of kafkajs (ids and numbers, never payloads). */
  readonly log?: (message: string) => void;
  /** Retries of each broker request (kafkajs default 5, with backoff up to 30 s). */
  readonly requestRetries?: number;
  /**
   * How long a rebalance waits for every member to rejoin (kafkajs default 60 s): a member that died without
   * leaving holds the others that long. Tests that kill a consumer set it short.
   */
  readonly rebalanceTimeoutMs?: number;
  /** The longest the broker holds an empty fetch (kafkajs `maxWaitTimeInMs`, default 5 s); bounds a consumer's close. */
  readonly fetchWaitMs?: number;
  /** How long one broker request may take (kafkajs default 30 s): a killed client's requests hang that long. */
  readonly requestTimeoutMs?: number;
  /** Tests replace the sockets (to cut a consumer off as a killed process would be). */
  readonly socketFactory?: ISocketFactory;
}

export const DEFAULT_TOPIC_SETTINGS: TopicSettings = { partitions: 6, retentionMs: 7 * 24 * 3600 * 1000 };
const HEALTH_TIMEOUT_MS = 2000;
/** Asking a group's lag: a few tries for stale metadata, within a bound a health check or a digest can wait. */
const LAG_ATTEMPTS = 4;
const LAG_TIMEOUT_MS = 5000;

function isRetriable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { retriable?: unknown }).retriable === true;
}
const START_RETRY_MAX_MS = 30_000;

interface ConsumerState {
  readonly topic: string;
  readonly group: string;
  readonly consumer: Consumer;
  running: boolean;
  closing: boolean;
}

/**
 * The distributed profile's bus on Apache Kafka (kafkajs). The producer is idempotent and waits for all in-sync
 * replicas (`acks=-1`), so `publish` resolves once the batch is stored; keys pick the partition, so one key's
 * messages keep their order. Each consumer group commits a batch's offsets by hand after its `handle` resolved
 * (a process killed before that gets the batch again); a failing message is retried a bounded number of times
 * and then produced to `<topic>.dlq` with the error in its headers, and the offset moves past it, instead of
 * kafkajs's endless restart on the same poison message. Topics are created on first use with explicit
 * partitions and retention. `health()` reports errors and the lag of every group per partition.
 */
export class KafkaMessageBus implements MessageBus {
  readonly deliveredOnPublish = false;
  private readonly kafka: Kafka;
  private readonly topicSettings: TopicSettings;
  private readonly retries: RetryPolicy;
  private readonly consumers = new Set<ConsumerState>();
  private readonly topicsReady = new Map<string, Promise<void>>();
  private producer: Promise<Producer> | undefined;
  private admin: Promise<Admin> | undefined;
  private lastError: string | null = null;
  private published = 0;
  private parked = 0;

  constructor(private readonly options: KafkaBusOptions) {
    this.topicSettings = options.topics ?? DEFAULT_TOPIC_SETTINGS;
    this.retries = options.retries ?? DEFAULT_RETRY_POLICY;
    this.kafka = kafkaClient({
      clientId: options.clientId ?? 'insolvenzmonitor',
      brokers: [...options.brokers],
      socketFactory: options.socketFactory,
      ...(options.requestTimeoutMs === undefined ? {} : { requestTimeout: options.requestTimeoutMs }),
      retry:
        options.requestRetries === undefined ? undefined : { retries: options.requestRetries, initialRetryTime: 100 },
      logLevel: options.log ? logLevel.WARN : logLevel.NOTHING,
      logCreator: () => (entry) => {
        const { message, groupId, topic, error } = entry.log as Record<string, unknown>;
        const where = [groupId, topic].filter(Boolean).join(' ');
        options.log?.(
          `kafkajs ${entry.namespace}: ${String(message)}${where ? ` (${where})` : ''}${error ? `: ${String(error)}` : ''}`,
        );
      },
    });
  }

  async publish<Payload>(name: string, messages: readonly BusMessage<Payload>[]): Promise<void> {
    if (messages.length === 0) return;
    const topic = this.qualified(name);
    await this.topicReady(topic);
    try {
      const producer = await this.connectedProducer();
      await producer.send({ topic, acks: -1, messages: messages.map(toKafkaMessage) });
      this.published += messages.length;
    } catch (error) {
      this.lastError = `publish to ${topic}: ${errorText(error)}`;
      throw error;
    }
  }

  subscribe<Payload>(name: string, consumer: BusConsumer<Payload>): BusSubscription {
    const group = this.qualified(consumer.group);
    const state: ConsumerState = {
      topic: this.qualified(name),
      group,
      consumer: this.kafka.consumer({
        groupId: group,
        sessionTimeout: this.options.sessionTimeoutMs ?? 30_000,
        heartbeatInterval: Math.min(3000, Math.floor((this.options.sessionTimeoutMs ?? 30_000) / 3)),
        allowAutoTopicCreation: false,
        maxWaitTimeInMs: this.options.fetchWaitMs ?? 5000,
        ...(this.options.rebalanceTimeoutMs === undefined ? {} : { rebalanceTimeout: this.options.rebalanceTimeoutMs }),
        // A crash of the consume loop (broker gone, rebalance error) restarts it unless the subscription closes.
        retry: { restartOnFailure: async (error) => this.consumerFailed(state, error) },
      }),
      running: false,
      closing: false,
    };
    this.consumers.add(state);
    const started = this.start(state, consumer as BusConsumer<unknown>);
    return {
      close: async () => {
        state.closing = true;
        await started;
        // Waits for the batch in flight (and its commit), then leaves the group.
        await state.consumer.disconnect();
        state.running = false;
        this.consumers.delete(state);
      },
    };
  }

  /**
   * Sums the group's lag over the topic's partitions (end offset against committed offset). A parked message's
   * offset is committed past like a handled one's, so it does not count. Fails after `LAG_TIMEOUT_MS` when
   * the broker does not answer (kafkajs would retry for minutes).
   */
  async unconfirmed(name: string, group: string): Promise<number> {
    const topic = this.qualified(name);
    return withTimeout(
      (async () => {
        const admin = await this.connectedAdmin();
        if (!(await admin.listTopics()).includes(topic)) return 0;
        for (let attempt = 1; ; attempt++) {
          try {
            const lags = await consumerLag(admin, this.qualified(group), topic);
            return lags.reduce((sum, { lag }) => sum + lag, 0);
          } catch (error) {
            // Right after a topic was created or a leader moved, the admin's metadata is stale ("not the leader
            // for that topic-partition"): kafkajs marks such errors retriable; refresh and ask again.
            if (!isRetriable(error) || attempt >= LAG_ATTEMPTS) throw error;
            await admin.fetchTopicMetadata({ topics: [topic] }).catch(() => undefined);
            await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
          }
        }
      })(),
      LAG_TIMEOUT_MS,
      'broker did not answer',
    );
  }

  async close(): Promise<void> {
    await Promise.all(
      [...this.consumers].map(async (state) => {
        state.closing = true;
        await state.consumer.disconnect();
        this.consumers.delete(state);
      }),
    );
    const [producer, admin] = [this.producer, this.admin];
    this.producer = this.admin = undefined;
    await Promise.all(
      [producer?.then((p) => p.disconnect()), admin?.then((a) => a.disconnect())].map((p) => p?.catch(() => undefined)),
    );
  }

  /** Errors, counters and the lag of every subscribed group per partition, for /api/health. */
  async health(): Promise<ComponentHealth> {
    const details: Record<string, string | number | null> = {
      adapter: 'kafka',
      brokers: this.options.brokers.join(','),
      namespace: this.options.namespace || null,
      published: this.published,
      parked: this.parked,
      consumers: this.consumers.size,
      consumersRunning: [...this.consumers].filter((state) => state.running).length,
    };
    let brokerError: string | null = null;
    try {
      const lags = await withTimeout(this.lagOfConsumers(), HEALTH_TIMEOUT_MS, 'broker did not answer');
      for (const { group, topic, partition, lag } of lags) details[`lag ${group} ${topic}/${partition}`] = lag;
    } catch (error) {
      brokerError = errorText(error);
    }
    details.lastError = brokerError ?? this.lastError;
    const allRunning = [...this.consumers].every((state) => state.running);
    return {
      name: 'message-bus',
      status: brokerError === null && allRunning && this.parked === 0 ? 'ok' : 'degraded',
      details,
    };
  }

  private async lagOfConsumers(): Promise<{ group: string; topic: string; partition: number; lag: number }[]> {
    const admin = await this.connectedAdmin();
    const perConsumer = await Promise.all(
      [...this.consumers].map(async ({ group, topic }) =>
        (await consumerLag(admin, group, topic)).map((lag) => ({ group, ...lag })),
      ),
    );
    return perConsumer.flat();
  }

  /** Connects and subscribes, retrying with backoff while the broker cannot be reached. */
  private async start(state: ConsumerState, consumer: BusConsumer<unknown>): Promise<void> {
    for (let delay = 200; !state.closing; delay = Math.min(delay * 2, START_RETRY_MAX_MS)) {
      try {
        await this.topicReady(state.topic);
        await state.consumer.connect();
        await state.consumer.subscribe({ topic: state.topic, fromBeginning: true });
        await state.consumer.run({
          autoCommit: false,
          eachBatchAutoResolve: false,
          eachBatch: (payload) => this.consumeBatch(state, consumer, payload),
        });
        state.running = true;
        return;
      } catch (error) {
        this.lastError = `consumer ${state.group} on ${state.topic}: ${errorText(error)}`;
        this.options.log?.(`${this.lastError}; retrying in ${delay} ms`);
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  private async consumerFailed(state: ConsumerState, error: Error): Promise<boolean> {
    state.running = false;
    this.lastError = `consumer ${state.group} on ${state.topic}: ${errorText(error)}`;
    if (state.closing) return false;
    // kafkajs restarts the consumer after this resolves; it is running again once a batch comes.
    return true;
  }

  /**
   * One partition's batch: decode, hand over with the port's bounded retries (heartbeats meanwhile, so a long
   * batch does not cost the partition), park what fails, then commit the offset after the batch.
   */
  private async consumeBatch(
    state: ConsumerState,
    consumer: BusConsumer<unknown>,
    payload: EachBatchPayload,
  ): Promise<void> {
    const { batch, heartbeat, isRunning, isStale } = payload;
    if (batch.isEmpty()) return;
    state.running = true;
    const offsets = new Map<BusMessage, string>();
    const messages: BusMessage[] = [];
    for (const record of batch.messages) {
      try {
        const message = fromKafkaMessage(record);
        offsets.set(message, record.offset);
        messages.push(message);
      } catch (error) {
        const raw = { key: record.key?.toString('utf8') ?? '', payload: record.value?.toString('utf8') ?? null };
        await this.park(state, batch.partition, record.offset, { message: raw, attempts: 1, error: errorText(error) });
      }
    }
    const beat = setInterval(() => void heartbeat().catch(() => undefined), 1000);
    try {
      await deliverWithRetries(messages, (part) => consumer.handle(part), {
        ...this.retries,
        closing: () => state.closing || !isRunning() || isStale(),
        park: (parked) => this.park(state, batch.partition, offsets.get(parked.message) ?? '?', parked),
      });
    } catch (error) {
      if (error instanceof DeliveryAborted) return; // not committed: the group's next owner gets it again
      throw error;
    } finally {
      clearInterval(beat);
    }
    if (isStale()) return; // the partition moved to another consumer during the batch; it starts from the commit
    const next = (BigInt(batch.lastOffset()) + 1n).toString();
    // Through the batch's own commit: `consumer.commitOffsets` does nothing once the consumer is stopping, and
    // a clean shutdown must confirm the batch it let finish.
    await payload.commitOffsetsIfNecessary({
      topics: [{ topic: batch.topic, partitions: [{ partition: batch.partition, offset: next }] }],
    });
    payload.resolveOffset(batch.lastOffset());
    if (this.lastError?.startsWith(`consumer ${state.group} `)) this.lastError = null;
  }

  private async park(state: ConsumerState, partition: number, offset: string, parked: Parked<unknown>): Promise<void> {
    this.parked += 1;
    this.lastError = `message ${state.topic}/${partition}@${offset} parked for ${state.group}: ${parked.error}`;
    this.options.log?.(this.lastError);
    const headers = {
      ...parked.message.headers,
      error: parked.error,
      attempts: String(parked.attempts),
      'source-topic': state.topic,
      'source-partition': String(partition),
      'source-offset': offset,
      group: state.group,
    };
    const producer = await this.connectedProducer();
    await producer.send({
      topic: deadLetterTopic(state.topic),
      acks: -1,
      messages: [{ key: parked.message.key, value: JSON.stringify(parked.message.payload), headers }],
    });
  }

  /** The broker's name of a topic or group: with the namespace in front when one is configured. */
  private qualified(name: string): string {
    return this.options.namespace ? `${this.options.namespace}.${name}` : name;
  }

  private topicReady(topic: string): Promise<void> {
    let ready = this.topicsReady.get(topic);
    if (!ready) {
      ready = this.connectedAdmin().then((admin) => ensureTopics(admin, topic, this.topicSettings));
      // A failure is not cached: the next call tries again.
      ready.catch(() => this.topicsReady.delete(topic));
      this.topicsReady.set(topic, ready);
    }
    return ready;
  }

  private connectedProducer(): Promise<Producer> {
    this.producer ??= connect(
      this.kafka.producer({ idempotent: true, maxInFlightRequests: 1 }),
      () => (this.producer = undefined),
    );
    return this.producer;
  }

  private connectedAdmin(): Promise<Admin> {
    this.admin ??= connect(this.kafka.admin(), () => (this.admin = undefined));
    return this.admin;
  }
}

/** Connects a kafkajs client; on failure `forget` drops the cached promise so the next use connects anew. */
async function connect<Client extends { connect(): Promise<void> }>(
  client: Client,
  forget: () => void,
): Promise<Client> {
  try {
    await client.connect();
    return client;
  } catch (error) {
    forget();
    throw error;
  }
}

async function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
