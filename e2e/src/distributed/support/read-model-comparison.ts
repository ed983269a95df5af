import { databaseOf, openMongoConnection } from '@insolvenz/backend/platform/read-store/mongo/mongo-connection.js';

export interface ReadModelDifference {
  readonly collection: string;
  readonly id: string;
  /** The document as the live read store holds it (null: missing there), without the ignored fields. */
  readonly live: unknown;
  /** The same document as the replay built it (null: the replay has none). */
  readonly replayed: unknown;
}

/**
 * Fields that differ between a read model kept up to date while processes were killed and the same read model
 * replayed from the log, without being part of what the read model says:
 * - `projection_checkpoints.updatedAt`: the wall-clock moment the checkpoint was last written, a trace of when
 *   the projection ran (the replay ran minutes later), not of what it applied; `position`, `version` and
 *   `epoch` must be equal.
 * Every other field (case and account documents, their `position`, `createdAt`/`updatedAt` taken from the
 * events' metadata) must be equal.
 */
const IGNORED_FIELDS: Readonly<Record<string, readonly string[]>> = {
  projection_checkpoints: ['updatedAt'],
};

/**
 * The projections' collections: the read models (`rm_…`, `mongo-tables.ts`) and their checkpoints. The other
 * collections of the database are written by other processes from other sources (the matcher's `alert_…` from
 * the Kafka feed, the API's `rate_limit_…`); every process creates them empty at start, so the replay's
 * database has them too, but no replay of the log rebuilds them.
 */
const isProjectionCollection = (name: string) => name.startsWith('rm_') || name === 'projection_checkpoints';

/**
 * Collections of the live database whose documents are not all the projections': `projection_checkpoints` also
 * holds the checkpoints of the reactors (the new-case feed), which a projections worker never writes. There only
 * the replay's documents are compared, every one of which must be in the live database, equal.
 */
const SHARED_COLLECTIONS = new Set(['projection_checkpoints']);

/** JSON with sorted keys: the order in which `$set` added fields to a document is no difference. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

function withoutIgnored(collection: string, doc: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...doc };
  for (const field of IGNORED_FIELDS[collection] ?? []) delete copy[field];
  return JSON.parse(canonical(copy)) as Record<string, unknown>;
}

async function documentsById(
  db: Awaited<ReturnType<typeof databaseOf>>,
  collection: string,
): Promise<Map<string, Record<string, unknown>>> {
  const docs = await db.collection(collection).find().toArray();
  return new Map(docs.map((doc) => [canonical(doc._id), withoutIgnored(collection, doc)]));
}

/**
 * Compares the read models of the live database with a replay into another database, document by document:
 * every collection of the projections must hold the same documents in both. The other collections are listed in
 * `notProjected`.
 */
export async function compareReadModels(
  liveUrl: string,
  replayUrl: string,
): Promise<{ compared: string[]; notProjected: string[]; documents: number; differences: ReadModelDifference[] }> {
  const live = await openMongoConnection(liveUrl);
  const replay = await openMongoConnection(replayUrl);
  try {
    const names = async (connection: typeof live) =>
      (await databaseOf(connection).listCollections({}, { nameOnly: true }).toArray())
        .map((c) => c.name)
        .filter((name) => !name.startsWith('system.'))
        .sort();
    const replayed = (await names(replay)).filter(isProjectionCollection);
    const liveNames = await names(live);
    const differences: ReadModelDifference[] = [];
    let documents = 0;
    for (const collection of replayed) {
      const expected = await documentsById(databaseOf(replay), collection);
      const actual = await documentsById(databaseOf(live), collection);
      documents += expected.size;
      for (const [id, doc] of expected) {
        const liveDoc = actual.get(id) ?? null;
        if (liveDoc === null || canonical(liveDoc) !== canonical(doc))
          differences.push({ collection, id, live: liveDoc, replayed: doc });
      }
      if (SHARED_COLLECTIONS.has(collection)) continue;
      for (const [id, doc] of actual) {
        if (!expected.has(id)) differences.push({ collection, id, live: doc, replayed: null });
      }
    }
    return {
      compared: replayed,
      notProjected: liveNames.filter((name) => !isProjectionCollection(name)),
      documents,
      differences,
    };
  } finally {
    await live.close();
    await replay.close();
  }
}
