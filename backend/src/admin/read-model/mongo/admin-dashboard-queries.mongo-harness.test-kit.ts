import type mongoose from 'mongoose';
import type { Connection } from 'mongoose';
import type { RecordedEvent } from '../../../platform/event-store/event.js';
import { databaseOf, openMongoConnection } from '../../../platform/read-store/mongo/mongo-connection.js';
import { freshDatabaseUrl } from '../../../platform/read-store/mongo/mongo-test-server.test-kit.js';
import type { AdminDashboardQueries } from '../admin-dashboard-queries.port.js';
import type {
  AdminDashboardQueriesHarness,
  DashboardEvent,
} from '../contract/admin-dashboard-queries.contract.test-kit.js';
import { MongoAdminDashboardQueries, RETENTION_RUNS_INDEXES } from './mongo-admin-dashboard-queries.js';

// The real projections, loaded at run time like the projections host does (the backend does not depend on the
// projections package).
const PROJECTIONS = [
  ['accounts/accounts.projection.js', 'accountsProjection'],
  ['subscriptions/subscriptions.projection.js', 'subscriptionsProjection'],
  ['cases/cases.projection.js', 'casesProjection'],
  ['import-runs/import-runs.projection.js', 'importRunsProjection'],
  ['retention-runs/retention-runs.projection.js', 'retentionRunsProjection'],
] as const;
const MONGO_STORE = '@insolvenz/projections/store/mongo/mongo-projection-store.js';

interface MongoStoreUnderTest {
  prepare(projection: unknown): Promise<bigint>;
  apply(
    projection: unknown,
    events: readonly RecordedEvent[],
    expected: bigint,
  ): Promise<{ kind: 'applied' | 'moved'; checkpoint: bigint }>;
}

type MongoStoreClass = new (db: mongoose.mongo.Db, indexes?: object) => MongoStoreUnderTest;

async function loadProjections(): Promise<unknown[]> {
  return Promise.all(
    PROJECTIONS.map(async ([module, name]) => {
      const specifier = `@insolvenz/projections/read-models/${module}`;
      const projection = ((await import(specifier)) as Record<string, unknown>)[name];
      if (!projection) throw new Error(`${specifier} exports no ${name}`);
      return projection;
    }),
  );
}

/**
 * The read models of every module the dashboard reads, built by the real projections through the real MongoDB
 * projection store (one event per batch, as a live runner may apply them) in a fresh database per call.
 * `build` also gives the database; `fresh()` answers from a database no projection has prepared yet (no collection exists); `dropAll` drops them.
 */
export function mongoAdminDashboardQueriesHarness(): {
  harness: AdminDashboardQueriesHarness;
  build(events: DashboardEvent[]): Promise<{ queries: AdminDashboardQueries; db: mongoose.mongo.Db }>;
  fresh(): Promise<{ queries: AdminDashboardQueries; db: mongoose.mongo.Db }>;
  dropAll(): Promise<void>;
} {
  const connections: Connection[] = [];
  const open = async () => {
    const connection = await openMongoConnection(freshDatabaseUrl());
    connections.push(connection);
    return databaseOf(connection);
  };
  const build = async (events: DashboardEvent[]) => {
    const projections = await loadProjections();
    const { MongoProjectionStore } = (await import(MONGO_STORE)) as { MongoProjectionStore: MongoStoreClass };
    const db = await open();
    const store = new MongoProjectionStore(db, { retention_runs: RETENTION_RUNS_INDEXES });
    for (const projection of projections) {
      let checkpoint = await store.prepare(projection);
      for (const [index, event] of events.entries()) {
        const outcome = await store.apply(projection, [recorded(event, index)], checkpoint);
        if (outcome.kind !== 'applied') throw new Error(`a projection did not apply event ${index}`);
        checkpoint = outcome.checkpoint;
      }
    }
    return { queries: new MongoAdminDashboardQueries(db), db };
  };
  const harness = async (events: DashboardEvent[]) => (await build(events)).queries;
  const fresh = async () => {
    const db = await open();
    return { queries: new MongoAdminDashboardQueries(db), db };
  };
  const dropAll = async () => {
    for (const connection of connections.splice(0)) {
      await databaseOf(connection).dropDatabase();
      await connection.close();
    }
  };
  return { harness, build, fresh, dropAll };
}

function recorded({ actorId = 'system:test', ...event }: DashboardEvent, index: number): RecordedEvent {
  const position = BigInt(index + 1);
  return {
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
}
