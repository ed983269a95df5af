import type { Connection } from 'mongoose';
import type { RecordedEvent } from '../../../platform/event-store/event.js';
import { databaseOf, openMongoConnection } from '../../../platform/read-store/mongo/mongo-connection.js';
import { freshDatabaseUrl } from '../../../platform/read-store/mongo/mongo-test-server.test-kit.js';
import {
  DEFAULT_OCCURRED_AT,
  type CasesReadSide,
  type CasesReadSideHarness,
  type GivenEvent,
} from '../contract/cases-read-side.harness.test-kit.js';
import { MongoCaseQueries } from './mongo-case-queries.js';
import { IMPORT_RUNS_INDEXES, MongoImportRunQueries } from './mongo-import-run-queries.js';
import { MongoRetentionQueries } from './mongo-retention-queries.js';

// Loaded at run time like the projections host does (the backend does not depend on the projections package).
const PROJECTIONS: readonly [string, string][] = [
  ['@insolvenz/projections/read-models/cases/cases.projection.js', 'casesProjection'],
  ['@insolvenz/projections/read-models/debtor-files/debtor-files.projection.js', 'debtorFilesProjection'],
  ['@insolvenz/projections/read-models/historical-stats/historical-stats.projection.js', 'historicalStatsProjection'],
  ['@insolvenz/projections/read-models/import-runs/import-runs.projection.js', 'importRunsProjection'],
];
const MONGO_STORE = '@insolvenz/projections/store/mongo/mongo-projection-store.js';

interface ProjectionUnderTest {
  readonly name: string;
  readonly handles: ReadonlySet<string> | 'all';
}

export interface MongoStoreUnderTest {
  prepare(projection: unknown): Promise<bigint>;
  apply(
    projection: unknown,
    events: readonly RecordedEvent[],
    expected: bigint,
  ): Promise<{ kind: 'applied' | 'moved'; checkpoint: bigint }>;
}

type MongoStoreClass = new (db: unknown, indexes: unknown) => MongoStoreUnderTest;

/**
 * The cases read side on MongoDB: the read models built by the real projections through the real MongoDB
 * projection store, one event per batch as a live runner may apply them, in a fresh database per `given`.
 * `databases()` lists the databases made so far (the erasure spec scans them).
 */
export function mongoCasesReadSide(): () => Promise<CasesReadSideHarness & { databases(): unknown[] }> {
  return async () => {
    const projections = await Promise.all(
      PROJECTIONS.map(
        async ([path, name]) =>
          ((await import(path)) as Record<string, ProjectionUnderTest>)[name] as ProjectionUnderTest,
      ),
    );
    const { MongoProjectionStore } = (await import(MONGO_STORE)) as { MongoProjectionStore: MongoStoreClass };
    const connections: Connection[] = [];
    const open = async () => {
      const connection = await openMongoConnection(freshDatabaseUrl());
      connections.push(connection);
      const db = databaseOf(connection);
      const ports: CasesReadSide = {
        cases: new MongoCaseQueries(db),
        importRuns: new MongoImportRunQueries(db),
        retention: new MongoRetentionQueries(db),
      };
      return { db, ports };
    };
    return {
      async given(events) {
        const { db, ports } = await open();
        const store = new MongoProjectionStore(db, { import_runs: IMPORT_RUNS_INDEXES });
        for (const projection of projections) {
          let checkpoint = await store.prepare(projection);
          for (const [index, event] of events.entries()) {
            const outcome = await store.apply(projection, [recorded(event, index + 1)], checkpoint);
            if (outcome.kind !== 'applied') throw new Error(`${projection.name} did not apply event ${index + 1}`);
            checkpoint = outcome.checkpoint;
          }
        }
        return ports;
      },
      async empty() {
        return (await open()).ports;
      },
      databases: () => connections.map(databaseOf),
      async dispose() {
        for (const connection of connections.splice(0)) {
          await databaseOf(connection).dropDatabase();
          await connection.close();
        }
      },
    };
  };
}

function recorded(event: GivenEvent, position: number): RecordedEvent {
  const at = event.occurredAt ?? DEFAULT_OCCURRED_AT;
  return {
    type: event.type,
    data: event.data,
    metadata: {
      eventId: `e${position}`,
      correlationId: 'contract',
      causationId: null,
      actorId: 'system:test',
      occurredAt: at,
      schemaVersion: 1,
    },
    streamName: `stream-${position}`,
    revision: 0n,
    position: BigInt(position),
    recordedAt: new Date(at),
  } as RecordedEvent;
}
