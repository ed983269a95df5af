import type { SavedSearchEvent } from '../../domain/events.js';
import { sqliteReadModelFrom } from '../../../platform/read-store/sqlite/projections-under-test.test-kit.js';
import type { SavedSearchQueries } from '../saved-search-queries.port.js';
import { SqliteSavedSearchQueries } from './sqlite-saved-search-queries.js';

// Loaded at run time like the projections host does (the backend does not depend on the projections package).
const SAVED_SEARCHES_PROJECTION = '@insolvenz/projections/read-models/saved-searches/saved-searches.projection.js';

/** The saved-searches read model built by the real projection in an in-memory database, read through the adapter. */
export async function sqliteSavedSearchQueries(events: SavedSearchEvent[]): Promise<SavedSearchQueries> {
  return new SqliteSavedSearchQueries(
    await sqliteReadModelFrom(
      [SAVED_SEARCHES_PROJECTION, 'savedSearchesProjection'],
      events,
      (event) => `savedsearch-${event.data.savedSearchId}`,
    ),
  );
}
