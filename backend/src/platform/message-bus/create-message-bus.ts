import type { MessageBusConfig } from '../config/message-bus-config.js';
import { InProcessMessageBus } from './in-process/in-process-message-bus.js';
import type { MessageBus } from './message-bus.port.js';

/**
 * The adapter `MESSAGE_BUS` names. The Kafka adapter (`message-bus/kafka/`, issue #15 item 1) is not in this
 * build yet: `kafka` refuses to start rather than fall back to an in-process bus, which would drop every message
 * meant for a matcher in another process.
 */
export function createMessageBus(config: MessageBusConfig): MessageBus {
  if (config.kind === 'in-process') return new InProcessMessageBus();
  throw new Error(
    `MESSAGE_BUS=kafka (${config.brokers.join(',')}): the Kafka adapter of the message bus is not in this build yet`,
  );
}
