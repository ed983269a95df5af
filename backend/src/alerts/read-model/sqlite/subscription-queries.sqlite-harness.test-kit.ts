import type { DatabaseSync } from 'node:sqlite';
import type { RecordedEvent } from '../../../platform/event-store/event.js';
import { openDatabase } from '../../../platform/sqlite/open-database.js';
import type { AlertReadEvent } from '../../test/alert-events.js';
import { SqliteSubscriptionQueries } from './sqlite-subscription-queries.js';

// The read models are built by the real projections, loaded at run time like the projections host does (a
// variable specifier: the backend does not depend on the projections package at build time).
const SUBSCRIPTIONS = '@insolvenz/projections/read-models/subscriptions/subscriptions.projection.js';
const SAVED_SEARCHES = '@insolvenz/projections/read-models/saved-searches/saved-searches.projection.js';

interface ProjectionUnderTest {
  handles: ReadonlySet<string>;
  setup(db: DatabaseSync): void;
  apply(db: DatabaseSync, event: RecordedEvent): void;
}

async function projections(): Promise<ProjectionUnderTest[]> {
  const { subscriptionsProjection } = (await import(SUBSCRIPTIONS)) as { subscriptionsProjection: ProjectionUnderTest };
  const { savedSearchesProjection } = (await import(SAVED_SEARCHES)) as {
    savedSearchesProjection: ProjectionUnderTest;
  };
  return [subscriptionsProjection, savedSearchesProjection];
}

/** Applies the events (global positions 1, 2, 3, …) to a fresh in-memory read model. */
export async function sqliteReadModel(events: readonly AlertReadEvent[]): Promise<DatabaseSync> {
  const db = openDatabase(':memory:');
  const all = await projections();
  for (const projection of all) projection.setup(db);
  events.forEach((event, index) => {
    const recorded = {
      ...event,
      metadata: {
        eventId: `e${index + 1}`,
        correlationId: 'test',
        causationId: null,
        actorId: 'system:test',
        occurredAt: '2026-11-21T09:00:00.000Z',
        schemaVersion: 1,
      },
      streamName: `test-${index + 1}`,
      revision: 0n,
      position: BigInt(index + 1),
      recordedAt: new Date('2026-11-21T09:00:00.000Z'),
    } as RecordedEvent;
    db.exec('BEGIN');
    for (const projection of all) if (projection.handles.has(event.type)) projection.apply(db, recorded);
    db.exec('COMMIT');
  });
  return db;
}

export async function sqliteSubscriptionQueriesHarness(events: readonly AlertReadEvent[]) {
  return new SqliteSubscriptionQueries(await sqliteReadModel(events));
}
