import type { SavedSearchEvent } from '../../domain/events.js';
import type { RecordedEvent } from '../../../platform/event-store/event.js';
import { openDatabase } from '../../../platform/sqlite/open-database.js';
import type { SavedSearchQueries } from '../saved-search-queries.port.js';
import { SqliteSavedSearchQueries } from './sqlite-saved-search-queries.js';
import { loadProjectionsUnderTest } from '../../../platform/read-store/sqlite/projections-under-test.test-kit.js';

// Loaded at run time like the projections host does (the backend does not depend on the projections package).
const SAVED_SEARCHES_PROJECTION = '@insolvenz/projections/read-models/saved-searches/saved-searches.projection.js';

/** The saved-searches read model built by the real projection in an in-memory database, read through the adapter. */
export async function sqliteSavedSearchQueries(events: SavedSearchEvent[]): Promise<SavedSearchQueries> {
  const [projection] = await loadProjectionsUnderTest([[SAVED_SEARCHES_PROJECTION, 'savedSearchesProjection']]);
  const db = openDatabase(':memory:');
  projection.setup(db);
  events.forEach((event, index) => {
    const position = BigInt(index + 1);
    projection.apply(db, {
      ...event,
      streamName: `savedsearch-${event.data.savedSearchId}`,
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
  return new SqliteSavedSearchQueries(db);
}
