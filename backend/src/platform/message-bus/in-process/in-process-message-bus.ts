import type { ComponentHealth } from '../../health/health-registry.js';
import {
  deliverWithRetries,
  DEFAULT_RETRY_POLICY,
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

/** Parked messages kept for /api/health and inspection; the oldest go first beyond it. */
const PARKED_KEPT = 100;

/**
 * The embedded profile's bus: a direct hand-over inside the process. `publish` calls every consumer group of
 * the topic in turn and resolves when all have handled the batch (`deliveredOnPublish`). Publishes to one topic
 * are serialised, which keeps the per-key order a Kafka partition would give.
 *
 * The in-process topics keep nothing, so at least once rests on the publisher: a process that dies before
 * `publish` resolved never stored its checkpoint and publishes the batch again after the restart. A message a
 * consumer keeps rejecting is parked as on Kafka: it is published to the dead-letter topic (delivered to its
 * subscribers, if any) and the last parked messages are kept in memory (`parked`, counted in /api/health).
 */
export class InProcessMessageBus implements MessageBus {
  readonly deliveredOnPublish = true;
  private readonly consumers = new Map<string, Map<string, BusConsumer<unknown>>>();
  private readonly queues = new Map<string, Promise<unknown>>();
  /** Publishes per topic not yet delivered to every group: their size and the groups that handled them. */
  private readonly inDelivery = new Map<string, Set<{ readonly messages: number; readonly done: Set<string> }>>();
  private readonly parkedMessages: (Parked<unknown> & { topic: string; group: string })[] = [];
  private parkedTotal = 0;
  private closing = false;

  constructor(private readonly retries: RetryPolicy = DEFAULT_RETRY_POLICY) {}

  publish<Payload>(topic: string, messages: readonly BusMessage<Payload>[]): Promise<void> {
    const previous = this.queues.get(topic) ?? Promise.resolve();
    const pending = { messages: messages.length, done: new Set<string>() };
    const inDelivery = this.inDelivery.get(topic) ?? new Set();
    inDelivery.add(pending);
    this.inDelivery.set(topic, inDelivery);
    const delivery = previous
      .catch(() => undefined)
      .then(() => this.deliver(topic, messages, pending.done))
      .finally(() => inDelivery.delete(pending));
    this.queues.set(topic, delivery);
    return delivery;
  }

  unconfirmed(topic: string, group: string): Promise<number> {
    if (!this.consumers.get(topic)?.has(group)) return Promise.resolve(0);
    let count = 0;
    for (const pending of this.inDelivery.get(topic) ?? []) if (!pending.done.has(group)) count += pending.messages;
    return Promise.resolve(count);
  }

  subscribe<Payload>(topic: string, consumer: BusConsumer<Payload>): BusSubscription {
    const groups = this.consumers.get(topic) ?? new Map<string, BusConsumer<unknown>>();
    if (groups.has(consumer.group)) throw new Error(`consumer group ${consumer.group} already subscribed to ${topic}`);
    groups.set(consumer.group, consumer as BusConsumer<unknown>);
    this.consumers.set(topic, groups);
    return {
      close: async () => {
        groups.delete(consumer.group);
        await (this.queues.get(topic) ?? Promise.resolve()).catch(() => undefined);
      },
    };
  }

  async close(): Promise<void> {
    this.closing = true;
    this.consumers.clear();
    await Promise.all([...this.queues.values()].map((queue) => queue.catch(() => undefined)));
  }

  /** Consumer groups currently subscribed to a topic (a publisher may wait for its consumers to start). */
  groups(topic: string): string[] {
    return [...(this.consumers.get(topic)?.keys() ?? [])];
  }

  /** The last parked messages of a topic (newest last), with the error that parked them. */
  parked(topic: string): readonly (Parked<unknown> & { group: string })[] {
    return this.parkedMessages.filter((entry) => entry.topic === topic);
  }

  health(): ComponentHealth {
    const last = this.parkedMessages.at(-1);
    return {
      name: 'message-bus',
      status: this.parkedTotal > 0 ? 'degraded' : 'ok',
      details: { adapter: 'in-process', parked: this.parkedTotal, lastError: last ? last.error : null },
    };
  }

  private async deliver<Payload>(
    topic: string,
    messages: readonly BusMessage<Payload>[],
    done: Set<string>,
  ): Promise<void> {
    if (messages.length === 0) return;
    for (const [group, consumer] of this.consumers.get(topic) ?? []) {
      await deliverWithRetries(messages, (batch) => consumer.handle(batch), {
        ...this.retries,
        closing: () => this.closing,
        park: (parked) => this.park(topic, group, parked),
      });
      done.add(group);
    }
  }

  private async park(topic: string, group: string, parked: Parked<unknown>): Promise<void> {
    const entry = { ...parked, topic, group };
    this.parkedTotal += 1;
    this.parkedMessages.push(entry);
    if (this.parkedMessages.length > PARKED_KEPT) this.parkedMessages.shift();
    const headers = { error: parked.error, attempts: String(parked.attempts), 'source-topic': topic, group };
    // The dead-letter topic has a queue of its own, so this does not wait for the delivery in progress. A
    // closing bus aborts it; the in-memory entry keeps the message either way.
    await this.publish(deadLetterTopic(topic), [{ ...parked.message, headers }]).catch((error: unknown) => {
      entry.error += `; dead-letter delivery failed: ${errorText(error)}`;
    });
  }
}
