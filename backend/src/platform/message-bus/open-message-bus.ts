import { Logger } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import type { HealthRegistry } from '../health/health-registry.js';
import { InProcessMessageBus } from './in-process/in-process-message-bus.js';
import type { MessageBus } from './message-bus.port.js';

/**
 * The configured bus adapter, reporting to /api/health as component `message-bus`. The Kafka adapter (kafkajs) is
 * loaded only when the bus is Kafka.
 */
export async function openMessageBus(config: AppConfig, health: HealthRegistry): Promise<MessageBus> {
  const settings = config.messageBus;
  if (settings.adapter === 'in-process') {
    const bus = new InProcessMessageBus();
    health.register('message-bus', () => bus.health());
    return bus;
  }
  const logger = new Logger('KafkaMessageBus');
  const { KafkaMessageBus } = await import('./kafka/kafka-message-bus.js');
  const bus = new KafkaMessageBus({
    brokers: settings.brokers,
    topics: { partitions: settings.partitions, retentionMs: settings.retentionMs },
    namespace: settings.namespace,
    fetchWaitMs: settings.fetchWaitMs,
    sessionTimeoutMs: settings.sessionTimeoutMs,
    log: (message) => logger.warn(message),
  });
  health.register('message-bus', () => bus.health());
  return bus;
}
