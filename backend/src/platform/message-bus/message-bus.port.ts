/**
 * The message bus port (DESIGN.md §3): the new-case feed between the relay reactor and the alert matcher.
 * Adapters: in-process (embedded profile), Kafka via kafkajs (distributed profile, not in this build).
 *
 * Delivery is at least once. A message is keyed (Kafka's partition key; never personal data) and carries a
 * JSON payload. In-process topics keep nothing: `publish` resolves once every subscribed consumer has handled
 * the batch, so the publisher's own checkpoint is the retention (a crash before it is stored re-publishes).
 */
export const MESSAGE_BUS = Symbol('MESSAGE_BUS');

export interface BusMessage<Payload = unknown> {
  /** Partition key: messages with the same key are delivered in publish order. */
  readonly key: string;
  readonly payload: Payload;
}

export interface BusConsumer<Payload = unknown> {
  /** Consumer group: each group receives every message once (at least once). */
  readonly group: string;
  /**
   * Handles one batch in publish order. Rejecting means "not handled": the publisher sees the error and
   * delivers the batch again. Consumers that must never stall (the alert matcher) catch per message.
   */
  handle(messages: readonly BusMessage<Payload>[]): Promise<void>;
}

export interface BusSubscription {
  /** Stops delivery to this consumer (waits for the batch in flight). */
  close(): Promise<void>;
}

export interface MessageBus {
  publish<Payload>(topic: string, messages: readonly BusMessage<Payload>[]): Promise<void>;
  subscribe<Payload>(topic: string, consumer: BusConsumer<Payload>): BusSubscription;
}
