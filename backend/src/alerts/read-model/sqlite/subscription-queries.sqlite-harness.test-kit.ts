import type { DatabaseSync } from 'node:sqlite';
import type { RecordedEvent } from '../../../platform/event-store/event.js';
import { openDatabase } from '../../../platform/sqlite/open-database.js';
import type { AlertReadEvent } from '../../test/alert-events.js';
import { SqliteSubscriptionQueries } from './sqlite-subscription-queries.js';
import {
  loadProjectionsUnderTest,
  type ProjectionUnderTest,
} from '../../../platform/read-store/sqlite/projections-under-test.test-kit.js';

// The read models are built by the real projections through the real SQLite projection store.
async function projections(): Promise<ProjectionUnderTest[]> {
  return loadProjectionsUnderTest([
    ['subscriptions/subscriptions.projection.js', 'subscriptionsProjection'],
    ['saved-searches/saved-searches.projection.js', 'savedSearchesProjection'],
  ]);
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
    for (const projection of all)
      if (projection.handles === 'all' || projection.handles.has(event.type)) projection.apply(db, recorded);
    db.exec('COMMIT');
  });
  return db;
}

export async function sqliteSubscriptionQueriesHarness(events: readonly AlertReadEvent[]) {
  return new SqliteSubscriptionQueries(await sqliteReadModel(events));
}
