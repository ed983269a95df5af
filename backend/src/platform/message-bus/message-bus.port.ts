/**
 * The message bus port (docs/DESIGN.md §3): the new-case feed between the relay reactor and the alert matcher.
 * Adapters: in-process (embedded profile, the default) and Kafka via kafkajs (`MESSAGE_BUS=kafka`).
 *
 * Guarantees every adapter gives (the contract suite in `contract/` checks them):
 * - Delivery is at least once: a consumer that dies between handling a batch and its confirmation gets the batch
 *   again. Messages with the same key are handled in publish order.
 * - A message a consumer keeps rejecting is retried a bounded number of times, then parked on the topic's
 *   dead-letter topic (`<topic>.dlq`, see `deadLetterTopic`) with the error in its headers, and delivery goes
 *   on with the next message: one poison message never stalls a consumer group.
 * - `close()` of a subscription lets the batch in flight finish and confirms it.
 * - `unconfirmed(topic, group)` counts the messages the bus holds for a group that it has not confirmed yet (not
 *   handled and not parked), over every partition: a consumer that finished one partition while another waits
 *   still counts the waiting one.
 *
 * What `publish` resolving means differs, and only the in-process adapter promises more (`deliveredOnPublish`):
 * Kafka resolves once the broker's in-sync replicas stored the batch; in-process resolves once every consumer
 * group handled (or parked) it, so the publisher's own checkpoint is its retention.
 */
export const MESSAGE_BUS = Symbol('MESSAGE_BUS');

export interface BusMessage<Payload = unknown> {
  /** Partition key: messages with the same key are delivered in publish order. Never personal data. */
  readonly key: string;
  readonly payload: Payload;
  /** Metadata; on a dead-letter topic `error`, `attempts` and `source-topic` say why a message was parked. */
  readonly headers?: Readonly<Record<string, string>>;
}

export interface BusConsumer<Payload = unknown> {
  /** Consumer group: each group receives every message once (at least once). */
  readonly group: string;
  /**
   * Handles one batch in publish order. Rejecting means "not handled": the bus retries the messages one by
   * one and parks those that still fail. Consumers that must never lose a message to the dead-letter topic
   * (the alert matcher) catch per message and keep their own record.
   */
  handle(messages: readonly BusMessage<Payload>[]): Promise<void>;
}

export interface BusSubscription {
  /** Stops delivery to this consumer (waits for the batch in flight and confirms it). */
  close(): Promise<void>;
}

export interface MessageBus {
  /** True when `publish` resolves only after every subscribed consumer handled the batch (in-process). */
  readonly deliveredOnPublish: boolean;
  publish<Payload>(topic: string, messages: readonly BusMessage<Payload>[]): Promise<void>;
  subscribe<Payload>(topic: string, consumer: BusConsumer<Payload>): BusSubscription;
  /**
   * Messages of `topic` the consumer group has not confirmed yet (neither handled nor parked), summed over the
   * partitions; 0 for a topic nothing was published to. Kafka: per partition, the topic's end offset against
   * the group's committed offset. In-process: the messages of publishes still being delivered that the group,
   * while subscribed, has not handled yet; the bus keeps nothing for a group that is not subscribed (what it
   * missed shows in its publisher's checkpoint against the consumer's, not here).
   */
  unconfirmed(topic: string, group: string): Promise<number>;
  /** Closes every subscription (as `close()` does) and the bus's connections. */
  close(): Promise<void>;
}

/** Where a topic's poison messages are parked. */
export const deadLetterTopic = (topic: string): string => `${topic}.dlq`;
