import type mongoose from 'mongoose';
import type { Connection } from 'mongoose';
import type { RecordedEvent } from '../../event-store/event.js';
import { databaseOf, openMongoConnection } from './mongo-connection.js';
import { freshDatabaseUrl } from './mongo-test-server.test-kit.js';

// Loaded at run time like the projections host does (the backend does not depend on the projections package).
const MONGO_STORE = '@insolvenz/projections/store/mongo/mongo-projection-store.js';

interface MongoStoreUnderTest {
  prepare(projection: unknown): Promise<bigint>;
  apply(
    projection: unknown,
    events: readonly RecordedEvent[],
    expected: bigint,
  ): Promise<{ kind: 'applied' | 'moved'; checkpoint: bigint }>;
}

/** A domain event of the module under test, before the event store records it. */
export interface DomainEvent {
  readonly type: string;
  readonly data: object;
}

/**
 * Test kit of the read ports' MongoDB harnesses: a real projection (`exportName` of `module`, a path below
 * `@insolvenz/projections/read-models/`) applied through the real MongoDB projection store, one event per batch
 * as a live runner may apply them, in a fresh database per `build`; `dropAll` drops them.
 */
export function mongoReadModelUnderTest(
  module: string,
  exportName: string,
  streamOf: (event: DomainEvent) => string,
): { build(events: readonly DomainEvent[]): Promise<mongoose.mongo.Db>; dropAll(): Promise<void> } {
  const connections: Connection[] = [];
  const build = async (events: readonly DomainEvent[]) => {
    const specifier = `@insolvenz/projections/read-models/${module}`;
    const projection = ((await import(specifier)) as Record<string, unknown>)[exportName];
    if (!projection) throw new Error(`${specifier} exports no ${exportName}`);
    const { MongoProjectionStore } = (await import(MONGO_STORE)) as {
      MongoProjectionStore: new (db: mongoose.mongo.Db) => MongoStoreUnderTest;
    };
    const connection = await openMongoConnection(freshDatabaseUrl());
    connections.push(connection);
    const store = new MongoProjectionStore(databaseOf(connection));
    let checkpoint = await store.prepare(projection);
    for (const [index, event] of events.entries()) {
      const outcome = await store.apply(projection, [recorded(event, streamOf(event), index)], checkpoint);
      if (outcome.kind !== 'applied') throw new Error(`${exportName} did not apply event ${index}`);
      checkpoint = outcome.checkpoint;
    }
    return databaseOf(connection);
  };
  const dropAll = async () => {
    for (const connection of connections.splice(0)) {
      await databaseOf(connection).dropDatabase();
      await connection.close();
    }
  };
  return { build, dropAll };
}

function recorded(event: DomainEvent, streamName: string, index: number): RecordedEvent {
  const position = BigInt(index + 1);
  return {
    ...event,
    streamName,
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
  } as RecordedEvent;
}

/**
 * The collections of `db` holding `text` anywhere in any document (checkpoints and every read model included):
 * an erasure test's proof that nothing of the erased data is left.
 */
export async function collectionsHolding(db: mongoose.mongo.Db, text: string): Promise<string[]> {
  const holding: string[] = [];
  for (const { name } of await db.listCollections({}, { nameOnly: true }).toArray()) {
    for await (const doc of db.collection(name).find()) {
      if (JSON.stringify(doc).includes(text)) {
        holding.push(name);
        break;
      }
    }
  }
  return holding;
}
