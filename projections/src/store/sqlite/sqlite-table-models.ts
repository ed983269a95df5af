import { accountsSqlite } from '../../read-models/accounts/sqlite/accounts.sqlite.js';
import { casesSqlite } from '../../read-models/cases/sqlite/cases.sqlite.js';
import { debtorFilesSqlite } from '../../read-models/debtor-files/sqlite/debtor-files.sqlite.js';
import { contactMessagesSqlite } from '../../read-models/contact-messages/sqlite/contact-messages.sqlite.js';
import { historicalStatsSqlite } from '../../read-models/historical-stats/sqlite/historical-stats.sqlite.js';
import { savedSearchesSqlite } from '../../read-models/saved-searches/sqlite/saved-searches.sqlite.js';
import { subscriptionsSqlite } from '../../read-models/subscriptions/sqlite/subscriptions.sqlite.js';
import { webhookEndpointsSqlite } from '../../read-models/webhook-endpoints/sqlite/webhook-endpoints.sqlite.js';
import type { SqliteReadModel } from './sqlite-read-model.js';

/** The SQLite adapters of the application's table projections, by projection name. */
export function sqliteTableModels(): ReadonlyMap<string, SqliteReadModel> {
  return new Map(
    [
      casesSqlite,
      debtorFilesSqlite,
      accountsSqlite,
      subscriptionsSqlite,
      historicalStatsSqlite,
      contactMessagesSqlite,
      savedSearchesSqlite,
      webhookEndpointsSqlite,
    ].map((tables) => [tables.name, tables.model]),
  );
}
