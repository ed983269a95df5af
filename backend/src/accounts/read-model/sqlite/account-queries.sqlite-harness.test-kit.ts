import type { UserEvent } from '../../domain/events.js';
import type { RecordedEvent } from '../../../platform/event-store/event.js';
import { openDatabase } from '../../../platform/sqlite/open-database.js';
import type { AccountQueries } from '../account-queries.port.js';
import { SqliteAccountQueries } from './sqlite-account-queries.js';
import { loadProjectionsUnderTest } from '../../../platform/read-store/sqlite/projections-under-test.test-kit.js';

// Loaded at run time like the projections host does (the backend does not depend on the projections package).
const ACCOUNTS_PROJECTION = '@insolvenz/projections/read-models/accounts/accounts.projection.js';

/** The accounts read model built by the real projection in an in-memory database, read through the adapter. */
export async function sqliteAccountQueries(events: UserEvent[]): Promise<AccountQueries> {
  const [accountsProjection] = await loadProjectionsUnderTest([[ACCOUNTS_PROJECTION, 'accountsProjection']]);
  const db = openDatabase(':memory:');
  accountsProjection.setup(db);
  events.forEach((event, index) => {
    const position = BigInt(index + 1);
    accountsProjection.apply(db, {
      ...event,
      streamName: `user-${event.data.userId}`,
      revision: position,
      position,
      recordedAt: new Date('2026-11-20T08:00:00.000Z'),
      metadata: {
        eventId: `event-${index}`,
        correlationId: 'contract',
        causationId: null,
        actorId: 'system:test',
        occurredAt: '2026-11-20T08:00:00.000Z',
        schemaVersion: 1,
      },
    } as RecordedEvent);
  });
  return new SqliteAccountQueries(db);
}
