import { Logger, type Provider } from '@nestjs/common';
import type { DatabaseSync } from 'node:sqlite';
import { EVENT_STORE, type EventStore } from '../../event-store/event-store.port.js';
import { READ_DB } from '../../read-store/sqlite/read-db.js';
import { PROJECTIONS_HOST } from '../projections-host.port.js';
import { loadSqliteProjectionsHost } from './load-sqlite-projections-host.js';

/** The projections host on the SQLite read-model database; `observeOnly` where another process runs them. */
export function sqliteProjectionsHostProvider(observeOnly?: { readonly timeoutMs: number }): Provider {
  return {
    provide: PROJECTIONS_HOST,
    inject: [EVENT_STORE, READ_DB],
    useFactory: (eventStore: EventStore, readDb: DatabaseSync) =>
      loadSqliteProjectionsHost({
        eventStore,
        readDb,
        log: (message) => new Logger('Projections').warn(message),
        observeOnly,
      }),
  };
}
