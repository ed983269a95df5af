import type { INestApplicationContext, LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module.js';
import type { AppConfig } from '../platform/config/app-config.js';
import type { Clock } from '../platform/clock/clock.js';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port.js';
import { HEALTH_REGISTRY, type HealthRegistry } from '../platform/health/health-registry.js';
import {
  LAG_TOLERANCE,
  PROJECTIONS_HOST,
  type ProjectionsHost,
} from '../platform/projections-host/projections-host.port.js';
import type { WorkerHealthReport } from '../platform/health/worker-health-server.js';

export interface AppWorker {
  readonly context: INestApplicationContext;
  report(): Promise<WorkerHealthReport>;
  /** Lets the work in flight finish (a projection batch, a relayed batch, a running import), then closes. */
  stop(): Promise<void>;
}

/**
 * The `projections`, `feed` and `scheduler` workers: the application's modules as a Nest application context
 * (no HTTP server, no controllers served), in which `config.work` (from the worker's role) lets only this
 * worker's part start. The same modules as the API keep every adapter choice (READ_STORE, MESSAGE_BUS, the
 * MongoDB query indexes the projections create) in one place.
 */
export async function startAppWorker(
  config: AppConfig,
  /** `clock` replaces the system clock and `logger` the console (tests). */
  options: { logger?: LoggerService | false; clock?: Clock } = {},
): Promise<AppWorker> {
  // abortOnError false: a failing provider (an unreachable server) rejects here, and the caller reports it.
  const context = await NestFactory.createApplicationContext(AppModule.forRoot(config, { clock: options.clock }), {
    logger: options.logger ?? ['log', 'warn', 'error'],
    abortOnError: false,
  });
  await context.init();
  const store = context.get<EventStore>(EVENT_STORE);
  const host = context.get<ProjectionsHost>(PROJECTIONS_HOST);
  const registry = context.get<HealthRegistry>(HEALTH_REGISTRY);
  let stopping: Promise<void> | undefined;
  return {
    context,
    report: async () => {
      const head = await store.headPosition();
      const projections = config.work.projections
        ? (await host.status()).map(({ name, checkpoint, lag, running, error }) => ({
            name,
            checkpoint: checkpoint.toString(),
            lag,
            running,
            error,
          }))
        : [];
      const components = (await registry.report()).filter((c) => componentOfWorker(config, c.name));
      const degraded =
        projections.some((p) => !p.running || p.error !== null || p.lag > LAG_TOLERANCE) ||
        components.some((c) => c.status !== 'ok');
      return {
        status: degraded ? 'degraded' : 'ok',
        worker: config.role,
        eventStore: { headPosition: head.toString() },
        projections,
        components,
        uptimeSeconds: Math.round(process.uptime()),
      };
    },
    stop: () => (stopping ??= context.close()),
  };
}

/** A worker reports its stores and its own part: the feed worker its feed, not the matcher it does not run. */
function componentOfWorker(config: AppConfig, name: string): boolean {
  if (name === 'new-case-feed') return config.work.feed;
  if (name === 'alert-matcher') return config.work.matcher;
  if (name === 'search-index') return config.role === 'api';
  return true;
}
