import {
  Global,
  Inject,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from './config/app-config.js';
import { dataFiles } from './config/data-files.js';
import { JWT_SECRET, resolveJwtSecret } from './config/jwt-secret.js';
import { resolveStreamNameKey, STREAM_NAME_KEY } from './config/stream-name-key.js';
import { keepDataDirPrivate } from './config/private-data-dir.js';
import { CLOCK, shiftedClock, systemClock, type Clock } from './clock/clock.js';
import { SLEEPER, systemSleeper, type Sleeper } from './clock/sleeper.js';
import { EVENT_STORE, type EventStore } from './event-store/event-store.port.js';
import { openAppEventStore } from './event-store/open-event-store.js';
import { projectionsHostUseOf, readStoreProviders } from './read-store/read-store.providers.js';
import { READ_STORE_LIFECYCLE, type ReadStoreLifecycle } from './read-store/read-store-lifecycle.port.js';
import { PROJECTIONS_HOST, type ProjectionsHost } from './projections-host/projections-host.port.js';
import { ReadModelsRebuild } from './projections-host/read-models-rebuild.js';
import { MESSAGE_BUS, type MessageBus } from './message-bus/message-bus.port.js';
import { HEALTH_REGISTRY, HealthRegistry } from './health/health-registry.js';
import { openMessageBus } from './message-bus/open-message-bus.js';
import { CommandExecutor } from './command-handling/command-executor.js';
import { RATE_LIMIT_STORE, type RateLimitStore } from './rate-limits/rate-limit-store.port.js';
import { rateLimitStoreProvider } from './rate-limits/rate-limit-store.provider.js';
import { Leases } from './leases/leases.js';
import { PeriodClaims } from './scheduling/period-claims.js';
import { flushAppLog } from './logging/app-logger.js';
import { WATCHED_CASE_SOURCES, WatchedCaseSources } from './watched-cases/watched-case-sources.js';
import { ACCOUNT_DATA_ERASERS, AccountDataErasers } from './account-data/account-data-erasers.js';

/** What tests and demos replace in the platform. */
export interface PlatformOverrides {
  readonly clock?: Clock;
  /** Replaces real waiting (tests record the login delays instead of sleeping). */
  readonly sleeper?: Sleeper;
  /** Replaces the configured event store (the write-side API specs run on one in memory: `test/api-spec.test-kit.ts`). */
  readonly eventStore?: EventStore;
}

/**
 * Ports and their adapters (docs/DESIGN.md §3), shared by every module. The read store's providers (the SQLite or
 * the MongoDB database handle as READ_STORE says, its upkeep, the projections host on it) come from the adapter
 * folders (`read-store/sqlite/`, `read-store/mongo/`).
 * Shutdown order matters: stop the projections (they finish their batch), then close the event store (it waits
 * for subscriptions), then close the read store (its upkeep stops first).
 */
@Global()
@Module({})
export class PlatformModule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Platform');

  static forRoot(config: AppConfig, overrides: PlatformOverrides = {}) {
    // Before any store, secret or mail file is opened or created: DATA_DIR and everything in it owner-only.
    const refused = keepDataDirPrivate(config.dataDir);
    if (refused.length > 0) {
      new Logger('Platform').warn(`DATA_DIR: Rechte nicht auf 0700/0600 gesetzt für ${refused.join(', ')}`);
    }
    const files = dataFiles(config.dataDir);
    const readStore = readStoreProviders(config, { projections: projectionsHostUseOf(config) });
    return {
      module: PlatformModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: CLOCK, useValue: shiftedClock(overrides.clock ?? systemClock, config.clockOffsetDays) },
        { provide: SLEEPER, useValue: overrides.sleeper ?? systemSleeper },
        { provide: JWT_SECRET, useFactory: () => resolveJwtSecret(config.jwtSecret, files.jwtSecret) },
        {
          provide: STREAM_NAME_KEY,
          useFactory: () => resolveStreamNameKey(config.streamNameKey, files.streamNameKey),
        },
        {
          provide: EVENT_STORE,
          inject: [HEALTH_REGISTRY],
          useFactory: (health: HealthRegistry) =>
            overrides.eventStore ??
            openAppEventStore(config, health, (message) => new Logger('EventStore').warn(message)),
        },
        ...readStore.providers,
        { provide: HEALTH_REGISTRY, useFactory: () => new HealthRegistry() },
        {
          provide: MESSAGE_BUS,
          inject: [HEALTH_REGISTRY],
          useFactory: (health: HealthRegistry) => openMessageBus(config, health),
        },
        rateLimitStoreProvider,
        {
          provide: ReadModelsRebuild,
          inject: [PROJECTIONS_HOST],
          useFactory: (projections: ProjectionsHost) =>
            new ReadModelsRebuild(projections, {
              log: (message) => new Logger('Projections').log(message),
            }),
        },
        CommandExecutor,
        PeriodClaims,
        Leases,
        // Registries filled by the modules on start (issue #32): watched cases, account data kept outside streams.
        { provide: WATCHED_CASE_SOURCES, useFactory: () => new WatchedCaseSources() },
        { provide: ACCOUNT_DATA_ERASERS, useFactory: () => new AccountDataErasers() },
      ],
      exports: [
        APP_CONFIG,
        CLOCK,
        SLEEPER,
        JWT_SECRET,
        STREAM_NAME_KEY,
        EVENT_STORE,
        ...readStore.exports,
        PROJECTIONS_HOST,
        MESSAGE_BUS,
        HEALTH_REGISTRY,
        RATE_LIMIT_STORE,
        ReadModelsRebuild,
        CommandExecutor,
        PeriodClaims,
        Leases,
        WATCHED_CASE_SOURCES,
        ACCOUNT_DATA_ERASERS,
      ],
    };
  }

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(READ_STORE_LIFECYCLE) private readonly readStore: ReadStoreLifecycle,
    @Inject(PROJECTIONS_HOST) private readonly projections: ProjectionsHost,
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    @Inject(RATE_LIMIT_STORE) private readonly rateLimits: RateLimitStore,
    private readonly rebuild: ReadModelsRebuild,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.readStore.start();
    if (this.config.work.projections) await this.projections.start();
    // The API answers the requests of read models rebuilt from the first event 503 until they hold the log.
    await this.rebuild.begin().catch((error: unknown) => {
      this.logger.warn(`could not look for read models being rebuilt: ${String(error)}`);
    });
  }

  async onApplicationShutdown(signal?: string): Promise<void> {
    if (signal) this.logger.log(`received ${signal}, shutting down`);
    this.rebuild.stop();
    await this.projections.stop();
    // Consumers closed their subscriptions when their modules were destroyed; this closes the connections.
    await this.bus.close();
    await this.eventStore.close();
    await this.readStore.close();
    await this.rateLimits.close();
    flushAppLog();
  }
}
