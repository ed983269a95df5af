// The alerts benchmark's distributed run (issue #18): the matcher's read side on MongoDB, as READ_STORE=mongo
// builds it. The same subscription events as the SQLite run, indexed by the real subscriptions (and saved
// searches) projections through the MongoDB projection store, in batches of 500 as a live runner applies them;
// the match store is the MongoDB adapter the alerts worker uses there.
import { databaseOf } from '@insolvenz/backend/platform/read-store/mongo/mongo-connection.js';
import { MongoAlertMatchStore } from '@insolvenz/backend/alerts/read-model/mongo/mongo-alert-match-store.js';
import { MongoSubscriptionQueries } from '@insolvenz/backend/alerts/read-model/mongo/mongo-subscription-queries.js';
import { MongoProjectionStore } from '@insolvenz/projections/store/mongo/mongo-projection-store.js';
import { subscriptionsProjection } from '@insolvenz/projections/read-models/subscriptions/subscriptions.projection.js';
import { savedSearchesProjection } from '@insolvenz/projections/read-models/saved-searches/saved-searches.projection.js';
import { freshMongoDatabase } from './distributed-services.js';
import { progressReporter } from './report.js';

const BATCH = 500;

/**
 * A fresh MongoDB database with `events` (SubscriptionCreated, positions 1..n) projected; answers the matcher's
 * ports on it, the seconds the indexing took, and `close()` (drops the database unless `keep`).
 */
export async function mongoMatcherStores(events, { keep = false } = {}) {
  const database = freshMongoDatabase('alerts');
  const connection = await database.open();
  try {
    const db = databaseOf(connection);
    const store = new MongoProjectionStore(db);
    const projections = [subscriptionsProjection, savedSearchesProjection];
    const checkpoints = await Promise.all(projections.map((projection) => store.prepare(projection)));
    const progress = progressReporter('indexing subscriptions in MongoDB', events.length);
    const started = performance.now();
    for (let start = 0; start < events.length; start += BATCH) {
      const batch = events.slice(start, start + BATCH).map(recorded);
      for (const [i, projection] of projections.entries()) {
        const outcome = await store.apply(projection, batch, checkpoints[i]);
        if (outcome.kind !== 'applied') throw new Error(`${projection.name} did not apply a batch: ${outcome.kind}`);
        checkpoints[i] = outcome.checkpoint;
      }
      progress(Math.min(start + BATCH, events.length));
    }
    const seconds = (performance.now() - started) / 1000;
    return {
      database: database.name,
      seconds,
      store: await MongoAlertMatchStore.open(db),
      queries: new MongoSubscriptionQueries(db),
      close: async () => {
        if (!keep) await db.dropDatabase();
        await connection.close();
      },
    };
  } catch (error) {
    if (!keep)
      await databaseOf(connection)
        .dropDatabase()
        .catch(() => undefined);
    await connection.close();
    throw error;
  }
}

function recorded(event) {
  const at = event.data.createdAt;
  return {
    ...event,
    streamName: `subscription-${event.data.subscriptionId}`,
    revision: 0n,
    recordedAt: new Date(at),
    metadata: {
      eventId: `bench-subscription-${event.position}`,
      correlationId: 'bench',
      causationId: null,
      actorId: 'system:bench',
      occurredAt: at,
      schemaVersion: 1,
    },
  };
}
