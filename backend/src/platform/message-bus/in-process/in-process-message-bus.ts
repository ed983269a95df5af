import type { BusConsumer, BusMessage, BusSubscription, MessageBus } from '../message-bus.port.js';

/**
 * The embedded profile's bus: a direct hand-over inside the process. `publish` calls every consumer group of
 * the topic in turn and resolves when all have handled the batch, rejecting with the first error, so the
 * publisher keeps its checkpoint and re-publishes later (at least once). Publishes to one topic are serialised,
 * which keeps the per-key order a Kafka partition would give.
 */
export class InProcessMessageBus implements MessageBus {
  private readonly consumers = new Map<string, Map<string, BusConsumer<unknown>>>();
  private readonly queues = new Map<string, Promise<unknown>>();

  publish<Payload>(topic: string, messages: readonly BusMessage<Payload>[]): Promise<void> {
    const previous = this.queues.get(topic) ?? Promise.resolve();
    const delivery = previous.catch(() => undefined).then(() => this.deliver(topic, messages));
    this.queues.set(topic, delivery);
    return delivery;
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

  /** Consumer groups currently subscribed to a topic (a publisher may wait for its consumers to start). */
  groups(topic: string): string[] {
    return [...(this.consumers.get(topic)?.keys() ?? [])];
  }

  private async deliver<Payload>(topic: string, messages: readonly BusMessage<Payload>[]): Promise<void> {
    if (messages.length === 0) return;
    for (const consumer of this.consumers.get(topic)?.values() ?? []) {
      await consumer.handle(messages);
    }
  }
}
