import type { RecordedEvent } from '../../../platform/event-store/event.js';
import { openDatabase } from '../../../platform/sqlite/open-database.js';
import type { AdminDashboardQueries } from '../admin-dashboard-queries.port.js';
import type { DashboardEvent } from '../contract/admin-dashboard-queries.contract.test-kit.js';
import { SqliteAdminDashboardQueries } from './sqlite-admin-dashboard-queries.js';
import {
  loadProjectionsUnderTest,
  type ProjectionUnderTest,
} from '../../../platform/read-store/sqlite/projections-under-test.test-kit.js';

// The real projections through the real SQLite projection store, loaded at run time.
const PROJECTIONS = [
  ['accounts/accounts.projection.js', 'accountsProjection'],
  ['subscriptions/subscriptions.projection.js', 'subscriptionsProjection'],
  ['cases/cases.projection.js', 'casesProjection'],
  ['import-runs/import-runs.projection.js', 'importRunsProjection'],
  ['retention-runs/retention-runs.projection.js', 'retentionRunsProjection'],
] as const;

async function loadProjections(): Promise<ProjectionUnderTest[]> {
  return loadProjectionsUnderTest(PROJECTIONS);
}

/** The read models the dashboard reads, built by the real projections in an in-memory database. */
export async function sqliteAdminDashboardQueries(events: DashboardEvent[]): Promise<AdminDashboardQueries> {
  const projections = await loadProjections();
  const db = openDatabase(':memory:');
  projections.forEach((projection) => projection.setup(db));
  events.forEach(({ actorId = 'system:test', ...event }, index) => {
    const position = BigInt(index + 1);
    const recorded = {
      ...event,
      streamName: `contract-${index}`,
      revision: 0n,
      position,
      recordedAt: new Date('2026-11-20T08:00:00.000Z'),
      metadata: {
        eventId: `event-${index}`,
        correlationId: 'contract',
        causationId: null,
        actorId,
        occurredAt: '2026-11-20T08:00:00.000Z',
        schemaVersion: 1,
      },
    } as RecordedEvent;
    for (const projection of projections) {
      if (projection.handles === 'all' || projection.handles.has(event.type)) projection.apply(db, recorded);
    }
  });
  return new SqliteAdminDashboardQueries(db);
}
