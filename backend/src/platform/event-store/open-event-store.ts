import type { AppConfig } from '../config/app-config.js';
import { dataFiles } from '../config/data-files.js';
import type { HealthRegistry } from '../health/health-registry.js';
import type { EventStore } from './event-store.port.js';
import type { KurrentDbEventStore } from './kurrentdb/kurrentdb-event-store.js';
import { SqliteEventStore } from './sqlite/sqlite-event-store.js';

/** Where the event store is, in a form worker threads can receive (structured-clonable). */
export type EventStoreLocation =
  | { readonly kind: 'sqlite'; readonly file: string }
  | { readonly kind: 'kurrentdb'; readonly connectionString: string };

export function eventStoreLocation(config: AppConfig): EventStoreLocation {
  return config.eventStore.kind === 'kurrentdb'
    ? { kind: 'kurrentdb', connectionString: config.eventStore.connectionString }
    : { kind: 'sqlite', file: dataFiles(config.dataDir).eventStore };
}

/** Opens a connection to the configured event store (the app's, or a worker thread's own). */
export async function openEventStore(
  location: EventStoreLocation,
  log?: (message: string) => void,
): Promise<EventStore> {
  return location.kind === 'kurrentdb'
    ? openKurrentDb(location.connectionString, log)
    : new SqliteEventStore({ location: location.file });
}

/**
 * The app's event store; on KurrentDB its subscriptions' drops and resubscriptions show in /api/health as the
 * component "event-store-subscriptions" (degraded while one waits to resubscribe).
 */
export async function openAppEventStore(
  config: AppConfig,
  health: HealthRegistry,
  log: (message: string) => void,
): Promise<EventStore> {
  const location = eventStoreLocation(config);
  if (location.kind === 'sqlite') return openEventStore(location, log);
  const store = await openKurrentDb(location.connectionString, log);
  health.register('event-store-subscriptions', () => {
    const { drops, resubscribing, lastError } = store.subscriptionHealth();
    return {
      name: 'event-store-subscriptions',
      status: resubscribing > 0 ? 'degraded' : 'ok',
      details: { store: 'kurrentdb', drops, resubscribing, lastError },
    };
  });
  return store;
}

/**
 * The KurrentDB adapter is loaded only when the store is KurrentDB: its client with gRPC and protobuf is about
 * 9 MB of heap in every thread that opens a store, which the embedded profile never needs.
 */
async function openKurrentDb(connectionString: string, log?: (message: string) => void): Promise<KurrentDbEventStore> {
  const { KurrentDbEventStore } = await import('./kurrentdb/kurrentdb-event-store.js');
  return new KurrentDbEventStore({ connectionString, log });
}
