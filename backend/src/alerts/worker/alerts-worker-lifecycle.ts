import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleDestroy,
} from '@nestjs/common';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { MESSAGE_BUS, type MessageBus } from '../../platform/message-bus/message-bus.port.js';
import { READ_STORE_LIFECYCLE, type ReadStoreLifecycle } from '../../platform/read-store/read-store-lifecycle.port.js';
import { HEALTH_REGISTRY, type HealthRegistry } from '../../platform/health/health-registry.js';
import type { WorkerHealthReport } from '../../platform/health/worker-health-server.js';
import { AlertMatcher } from '../matcher/alert-matcher.js';
import { matcherLag } from '../matcher/matcher-lag.js';
import { MATCHER_PARKING, type MatcherParking } from '../read-model/ports/matcher-parking.port.js';

/** How often the worker logs its progress (only when something changed or it is behind). */
const PROGRESS_LOG_MS = 30_000;

/**
 * Starts the matcher once the context is up; on shutdown it leaves the consumer group after the batch in
 * flight is recorded, then closes the bus and the stores. Logs ids and numbers only.
 */
@Injectable()
export class AlertsWorkerLifecycle implements OnApplicationBootstrap, OnModuleDestroy, OnApplicationShutdown {
  private readonly logger = new Logger('AlertsWorker');
  private timer: NodeJS.Timeout | undefined;
  private lastLogged = -1;

  constructor(
    private readonly matcher: AlertMatcher,
    @Inject(MATCHER_PARKING) private readonly matches: MatcherParking,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    @Inject(READ_STORE_LIFECYCLE) private readonly readStore: ReadStoreLifecycle,
    @Inject(HEALTH_REGISTRY) private readonly health: HealthRegistry,
  ) {}

  onApplicationBootstrap(): void {
    this.matcher.start();
    this.timer = setInterval(() => void this.logProgress(false), PROGRESS_LOG_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.matcher.stop();
    await this.logProgress(true);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.bus.close();
    await this.store.close();
    await this.readStore.close();
  }

  /** The worker's `/health`: degraded while messages are parked or the last batch failed. */
  async report(): Promise<WorkerHealthReport> {
    const { handled, lastError } = this.matcher.stats();
    // The broker not answering leaves the lag unknown (null) and the worker degraded.
    const lag = await matcherLag({ matches: this.matches, store: this.store, bus: this.bus }).catch(() => null);
    const parked = await this.matches.parkedCount();
    return {
      status: parked > 0 || lastError !== null || lag === null ? 'degraded' : 'ok',
      worker: 'alerts',
      matcher: {
        handled,
        parked,
        lastError,
        committedPosition: lag?.matcherPosition.toString() ?? null,
        feedPosition: lag?.feedPosition.toString() ?? null,
        unmatched: lag?.unmatched ?? null,
        behind: lag?.behind ?? null,
      },
      components: await this.health.report(),
      uptimeSeconds: Math.round(process.uptime()),
    };
  }

  async logProgress(always: boolean): Promise<void> {
    try {
      const { handled, lastError } = this.matcher.stats();
      const lag = await matcherLag({ matches: this.matches, store: this.store, bus: this.bus });
      if (!always && handled === this.lastLogged && lag.behind === 0) return;
      this.lastLogged = handled;
      const parked = await this.matches.parkedCount();
      this.logger.log(
        `matched ${handled} messages, ${parked} parked; committed position ${lag.matcherPosition}, ` +
          `feed at ${lag.feedPosition} (${lag.unmatched} messages not matched yet)${lastError ? `; last error: ${lastError}` : ''}`,
      );
    } catch (error) {
      this.logger.warn(`progress not available: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
