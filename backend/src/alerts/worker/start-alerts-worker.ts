import type { INestApplicationContext, LoggerService, Provider } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Clock } from '../../platform/clock/clock.js';
import { ConfigError, type AppConfig } from '../../platform/config/app-config.js';
import type { MessageBus } from '../../platform/message-bus/message-bus.port.js';
import { AlertsWorkerModule } from './alerts-worker.module.js';
import { AlertsWorkerLifecycle } from './alerts-worker-lifecycle.js';
import type { WorkerHealthReport } from '../../platform/health/worker-health-server.js';

/**
 * The worker consumes what the API process's feed publishes: only a bus between processes carries that. An
 * in-process bus would leave the worker waiting for messages that never come (and the app refuses
 * `ALERT_MATCHER=worker` without Kafka, so no message is lost either way).
 */
export function checkAlertsWorkerConfig(config: AppConfig): void {
  const problems: string[] = [];
  if (config.messageBus.adapter !== 'kafka') {
    problems.push(
      'the alerts worker needs MESSAGE_BUS=kafka and KAFKA_BROKERS: an in-process bus cannot carry the new-case ' +
        'feed from the API process to this one. Start the API with ALERT_MATCHER=worker and MESSAGE_BUS=kafka, or ' +
        'leave the matcher in the API process (ALERT_MATCHER=in-process, the default) and do not start this worker',
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
}

export interface AlertsWorker {
  readonly context: INestApplicationContext;
  /** `GET /health` of the worker: the matcher's progress against the feed, and its stores. */
  report(): Promise<WorkerHealthReport>;
  /** Stops the matcher after the batch in flight and closes the databases. */
  stop(): Promise<void>;
}

/** Boots the worker's Nest application context; `bus` replaces the configured bus (tests). */
export async function startAlertsWorker(
  config: AppConfig,
  overrides: { bus?: MessageBus; clock?: Clock; logger?: LoggerService | false; providers?: Provider[] } = {},
): Promise<AlertsWorker> {
  // abortOnError false: a failing provider (an unreachable broker) rejects here, and the caller reports it.
  const context = await NestFactory.createApplicationContext(AlertsWorkerModule.forRoot(config, overrides), {
    logger: overrides.logger ?? ['log', 'warn', 'error'],
    abortOnError: false,
  });
  await context.init();
  let stopping: Promise<void> | undefined;
  return {
    context,
    report: () => context.get(AlertsWorkerLifecycle).report(),
    stop: () => (stopping ??= context.close()),
  };
}
