import { type DynamicModule, Logger, Module } from '@nestjs/common';
import { CLOCK, systemClock, type Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { dataFiles } from '../../platform/config/data-files.js';
import { EVENT_STORE } from '../../platform/event-store/event-store.port.js';
import { openAppEventStore } from '../../platform/event-store/open-event-store.js';
import { HEALTH_REGISTRY, HealthRegistry } from '../../platform/health/health-registry.js';
import { openMessageBus } from '../../platform/message-bus/open-message-bus.js';
import { MESSAGE_BUS, type MessageBus } from '../../platform/message-bus/message-bus.port.js';
import { sqliteReadStoreProviders } from '../../platform/read-store/sqlite/sqlite-read-store.providers.js';
import { AlertMatcher } from '../matcher/alert-matcher.js';
import { sqliteAlertMatchStoreProvider } from '../read-model/sqlite/sqlite-alert-match-store.js';
import { sqliteSubscriptionQueriesProvider } from '../read-model/sqlite/sqlite-subscription-queries.js';
import { AlertsWorkerLifecycle } from './alerts-worker-lifecycle.js';

/**
 * What `npm run worker -- alerts` runs (issue #15): the matcher on the bus and its ports, nothing else (no HTTP
 * server, no projections, no import or digest schedule). The subscriptions come from the read models the API
 * process's projections maintain in the same `DATA_DIR`; the event store is opened only to report the lag.
 */
@Module({})
export class AlertsWorkerModule {
  static forRoot(config: AppConfig, overrides: { bus?: MessageBus; clock?: Clock } = {}): DynamicModule {
    const files = dataFiles(config.dataDir);
    return {
      module: AlertsWorkerModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: CLOCK, useValue: overrides.clock ?? systemClock },
        { provide: HEALTH_REGISTRY, useFactory: () => new HealthRegistry() },
        {
          provide: EVENT_STORE,
          inject: [HEALTH_REGISTRY],
          useFactory: (health: HealthRegistry) =>
            openAppEventStore(config, health, (message) => new Logger('EventStore').warn(message)),
        },
        ...sqliteReadStoreProviders(files.readModels),
        {
          provide: MESSAGE_BUS,
          inject: [HEALTH_REGISTRY],
          useFactory: (health: HealthRegistry) => overrides.bus ?? openMessageBus(config, health),
        },
        sqliteSubscriptionQueriesProvider,
        sqliteAlertMatchStoreProvider,
        AlertMatcher,
        AlertsWorkerLifecycle,
      ],
    };
  }
}
