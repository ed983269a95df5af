import type { DatabaseSync } from 'node:sqlite';
import type { RecordedEvent } from '../../event-store/event.js';
import { openDatabase } from '../../sqlite/open-database.js';

/**
 * Test kit of the read ports' SQLite harnesses: a real projection of the projections package, applied through the
 * real SQLite projection store. Loaded at run time (variable specifiers: the backend does not depend on the
 * projections package at build time).
 */
export interface ProjectionUnderTest {
  readonly name: string;
  readonly handles: ReadonlySet<string> | 'all';
  /** Creates the read model's tables (and its checkpoint row). */
  setup(db: DatabaseSync): void;
  /** Applies one event in its own transaction, as the runner applies a batch. */
  apply(db: DatabaseSync, event: RecordedEvent): void;
}

const SQLITE_STORE = '@insolvenz/projections/store/sqlite/sqlite-projection-store.js';

interface SqliteStoreUnderTest {
  prepareNow(projection: unknown): bigint;
  writeNow(projection: unknown, events: readonly RecordedEvent[]): void;
}

/** Loads `exportName` from each projection module (path below `@insolvenz/projections/read-models/`). */
export async function loadProjectionsUnderTest(
  modules: readonly (readonly [path: string, exportName: string])[],
): Promise<ProjectionUnderTest[]> {
  const { SqliteProjectionStore } = (await import(SQLITE_STORE)) as {
    SqliteProjectionStore: new (db: DatabaseSync) => SqliteStoreUnderTest;
  };
  return Promise.all(
    modules.map(async ([path, exportName]) => {
      const specifier = path.startsWith('@') ? path : `@insolvenz/projections/read-models/${path}`;
      const module = (await import(specifier)) as Record<
        string,
        { name: string; handles: ReadonlySet<string> | 'all' }
      >;
      const projection = module[exportName];
      if (!projection) throw new Error(`${specifier} exports no ${exportName}`);
      return {
        name: projection.name,
        handles: projection.handles,
        setup: (db: DatabaseSync) => void new SqliteProjectionStore(db).prepareNow(projection),
        apply: (db: DatabaseSync, event: RecordedEvent) => new SqliteProjectionStore(db).writeNow(projection, [event]),
      };
    }),
  );
}

/**
 * One read model built by its real projection from `events` in an in-memory database, as the runner would build it
 * from the log (positions 1, 2, …; `streamOf` names each event's stream): the database for the read port's
 * SQLite adapter under test. The read ports' SQLite harnesses share it instead of each copying the loop.
 */
export async function sqliteReadModelFrom<E extends { readonly type: string; readonly data: unknown }>(
  projection: readonly [path: string, exportName: string],
  events: readonly E[],
  streamOf: (event: E) => string,
): Promise<DatabaseSync> {
  const [underTest] = await loadProjectionsUnderTest([projection]);
  const db = openDatabase(':memory:');
  underTest!.setup(db);
  events.forEach((event, index) => {
    const position = BigInt(index + 1);
    underTest!.apply(db, {
      ...event,
      streamName: streamOf(event),
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
  return db;
}
