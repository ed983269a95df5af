import type { UserEvent } from '../../domain/events.js';
import { sqliteReadModelFrom } from '../../../platform/read-store/sqlite/projections-under-test.test-kit.js';
import type { AccountQueries } from '../account-queries.port.js';
import { SqliteAccountQueries } from './sqlite-account-queries.js';

// Loaded at run time like the projections host does (the backend does not depend on the projections package).
const ACCOUNTS_PROJECTION = '@insolvenz/projections/read-models/accounts/accounts.projection.js';

/** The accounts read model built by the real projection in an in-memory database, read through the adapter. */
export async function sqliteAccountQueries(events: UserEvent[]): Promise<AccountQueries> {
  return new SqliteAccountQueries(
    await sqliteReadModelFrom(
      [ACCOUNTS_PROJECTION, 'accountsProjection'],
      events,
      (event) => `user-${event.data.userId}`,
    ),
  );
}
