import {
  Global,
  Inject,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { DatabaseSync } from 'node:sqlite';
import { APP_CONFIG, type AppConfig } from './config/app-config.js';
import { dataFiles } from './config/data-files.js';
import { JWT_SECRET, resolveJwtSecret } from './config/jwt-secret.js';
import { CLOCK, shiftedClock, systemClock, type Clock } from './clock/clock.js';
import { EVENT_STORE, type EventStore } from './event-store/event-store.port.js';
import { SqliteEventStore } from './event-store/sqlite/sqlite-event-store.js';
import { openDatabase } from './sqlite/open-database.js';
import { WalCheckpointThread } from './sqlite/wal-checkpoints/wal-checkpoint-thread.js';
import { READ_DB } from './read-store/read-db.js';
import { PROJECTIONS_HOST, type ProjectionsHost } from './projections-host/projections-host.port.js';
import { loadProjectionsHost } from './projections-host/load-projections-host.js';
import { MESSAGE_BUS } from './message-bus/message-bus.port.js';
import { HEALTH_REGISTRY, HealthRegistry } from './health/health-registry.js';
import { createMessageBus } from './message-bus/create-message-bus.js';

/**
 * Ports and their embedded-profile adapters (DESIGN.md §3), shared by every module. The read-model database's
 * WAL is checkpointed by a thread of its own, so projection commits on the event loop do not wait for it.
 * Shutdown order matters: stop the projections (they finish their batch), then close the event store (it waits
 * for subscriptions), then stop the checkpoint thread and close the read-model database.
 */
@Global()
@Module({})
export class PlatformModule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Platform');
  private readDbCheckpoints: WalCheckpointThread | null = null;

  static forRoot(config: AppConfig, overrides: { clock?: Clock } = {}) {
    const files = dataFiles(config.dataDir);
    return {
      module: PlatformModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: CLOCK, useValue: shiftedClock(overrides.clock ?? systemClock, config.clockOffsetDays) },
        { provide: JWT_SECRET, useFactory: () => resolveJwtSecret(config.jwtSecret, files.jwtSecret) },
        { provide: EVENT_STORE, useFactory: () => new SqliteEventStore({ location: files.eventStore }) },
        { provide: READ_DB, useFactory: () => openDatabase(files.readModels, { readHeavy: true, rebuildable: true }) },
        { provide: MESSAGE_BUS, useFactory: () => createMessageBus(config.messageBus) },
        { provide: HEALTH_REGISTRY, useFactory: () => new HealthRegistry() },
        {
          provide: PROJECTIONS_HOST,
          inject: [EVENT_STORE, READ_DB],
          useFactory: (eventStore: EventStore, readDb: DatabaseSync) =>
            loadProjectionsHost({ eventStore, readDb, log: (message) => new Logger('Projections').warn(message) }),
        },
      ],
      exports: [APP_CONFIG, CLOCK, JWT_SECRET, EVENT_STORE, READ_DB, PROJECTIONS_HOST, MESSAGE_BUS, HEALTH_REGISTRY],
    };
  }

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(READ_DB) private readonly readDb: DatabaseSync,
    @Inject(PROJECTIONS_HOST) private readonly projections: ProjectionsHost,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.readDbCheckpoints = WalCheckpointThread.start(this.readDb, dataFiles(this.config.dataDir).readModels, {
      log: (message) => this.logger.warn(message),
    });
    await this.projections.start();
  }

  async onApplicationShutdown(signal?: string): Promise<void> {
    if (signal) this.logger.log(`received ${signal}, shutting down`);
    await this.projections.stop();
    await this.eventStore.close();
    await this.readDbCheckpoints?.stop();
    this.readDb.close();
  }
}
