import { type DynamicModule, Logger, Module, type Provider } from '@nestjs/common';
import { CLOCK, systemClock, type Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { EVENT_STORE } from '../../platform/event-store/event-store.port.js';
import { openAppEventStore } from '../../platform/event-store/open-event-store.js';
import { HEALTH_REGISTRY, HealthRegistry } from '../../platform/health/health-registry.js';
import { openMessageBus } from '../../platform/message-bus/open-message-bus.js';
import { MESSAGE_BUS, type MessageBus } from '../../platform/message-bus/message-bus.port.js';
import { readStoreProviders } from '../../platform/read-store/read-store.providers.js';
import { AlertMatcher } from '../matcher/alert-matcher.js';
import {
  alertMatchStoreProviders,
  subscriptionQueriesProvider,
  debtorFileLinksProvider,
} from '../read-model/read-store.providers.js';
import { AlertsWorkerLifecycle } from './alerts-worker-lifecycle.js';

/**
 * What `npm run worker -- alerts` runs (issue #15): the matcher on the bus and its ports, nothing else (no HTTP
 * server, no projections, no import or digest schedule). The subscriptions come from the read models the API
 * process's projections maintain in the same read store (`DATA_DIR`, or MongoDB with READ_STORE=mongo); the event store is opened only to report the lag.
 */
@Module({})
export class AlertsWorkerModule {
  /**
   * `overrides.providers`: what the composition root adds to the matcher's module, e.g. the portfolios' notice
   * matching (`portfolioNoticeProviders`, issue #31), which the matcher injects optionally.
   */
  static forRoot(
    config: AppConfig,
    overrides: { bus?: MessageBus; clock?: Clock; providers?: Provider[] } = {},
  ): DynamicModule {
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
        ...readStoreProviders(config, { projections: 'none' }).providers,
        {
          provide: MESSAGE_BUS,
          inject: [HEALTH_REGISTRY],
          useFactory: (health: HealthRegistry) => overrides.bus ?? openMessageBus(config, health),
        },
        subscriptionQueriesProvider,
        debtorFileLinksProvider,
        ...alertMatchStoreProviders,
        AlertMatcher,
        AlertsWorkerLifecycle,
        ...(overrides.providers ?? []),
      ],
    };
  }
}
