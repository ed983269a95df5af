import type { FactoryProvider } from '@nestjs/common';
import type mongoose from 'mongoose';
import { MONGO_READ_DB, type MongoReadDb } from '../../../platform/read-store/mongo/mongo-read-db.js';
import type { WebhookEventType } from '../domain/payload.js';
import type {
  AttemptOutcome,
  NewWebhookDelivery,
  WebhookDelivery,
  WebhookDeliveryStatus,
  WebhookDeliveryStore,
} from '../webhook-delivery-store.port.js';

const DELIVERIES = 'webhook_deliveries';
/** One document per claimed attempt (`<id>#<attempt>`): its insert is the claim. */
const CLAIMS = 'webhook_delivery_claims';
const HEALTH = 'webhook_endpoint_health';
const DUPLICATE_KEY = 11000;

interface DeliveryDocument {
  _id: string;
  endpointId: string;
  ownerId: string;
  eventType: WebhookEventType;
  status: WebhookDeliveryStatus;
  attempts: number;
  createdAt: Date;
  dueAt: Date;
  firstAttemptAt: Date | null;
  lastAttemptAt: Date | null;
  httpStatus: number | null;
  latencyMs: number | null;
  lastError: string | null;
  body: string | null;
}

interface ClaimDocument {
  _id: string;
  endpointId: string;
  claimedAt: Date;
}

interface HealthDocument {
  _id: string;
  failingSince: Date;
}

const toDelivery = ({ _id, ...rest }: DeliveryDocument): WebhookDelivery => ({
  id: _id,
  ...rest,
  firstAttemptAt: rest.firstAttemptAt ?? null,
  lastAttemptAt: rest.lastAttemptAt ?? null,
  httpStatus: rest.httpStatus ?? null,
  latencyMs: rest.latencyMs ?? null,
  lastError: rest.lastError ?? null,
  body: rest.body ?? null,
});

const isDuplicate = (error: unknown) => (error as { code?: unknown }).code === DUPLICATE_KEY;

/**
 * Inserts the documents unordered in one round trip; answers the indexes that were already there (duplicate ids).
 * Any other write error is thrown.
 */
async function insertSkippingDuplicates<T extends { _id: string }>(
  collection: mongoose.mongo.Collection<T>,
  docs: readonly T[],
): Promise<Set<number>> {
  try {
    await collection.insertMany(docs as unknown as Parameters<typeof collection.insertMany>[0], { ordered: false });
    return new Set();
  } catch (error) {
    const writeErrors = (
      error as { writeErrors?: { index: number; code?: number }[] | { index: number; code?: number } }
    ).writeErrors;
    if (writeErrors === undefined) {
      if (isDuplicate(error) && docs.length === 1) return new Set([0]);
      throw error;
    }
    const list = Array.isArray(writeErrors) ? writeErrors : [writeErrors];
    if (list.some((e) => e.code !== DUPLICATE_KEY)) throw error;
    return new Set(list.map((e) => e.index));
  }
}

/**
 * The webhook deliveries on MongoDB (`webhook_deliveries`, beside the read models; not a projection). Every change
 * is a single-document write, so the API and the workers share it without transactions. A claim is the insert of
 * the attempt's document into `webhook_delivery_claims`, whose unique `_id` lets one process win it (as the mail
 * delivery store does: FerretDB answered two concurrent conditional `findOneAndUpdate`s with the same document).
 */
export class MongoWebhookDeliveryStore implements WebhookDeliveryStore {
  private constructor(
    private readonly deliveries: mongoose.mongo.Collection<DeliveryDocument>,
    private readonly claims: mongoose.mongo.Collection<ClaimDocument>,
    private readonly health: mongoose.mongo.Collection<HealthDocument>,
  ) {}

  static async open(db: MongoReadDb): Promise<MongoWebhookDeliveryStore> {
    const deliveries = db.collection<DeliveryDocument>(DELIVERIES);
    await deliveries.createIndex({ status: 1, dueAt: 1 });
    await deliveries.createIndex({ endpointId: 1, createdAt: -1 });
    const claims = db.collection<ClaimDocument>(CLAIMS);
    await claims.createIndex({ claimedAt: 1 });
    await claims.createIndex({ endpointId: 1 });
    return new MongoWebhookDeliveryStore(deliveries, claims, db.collection<HealthDocument>(HEALTH));
  }

  /** One round trip for the whole batch (unordered: a known id is skipped, the others still go in). */
  async enqueue(deliveries: readonly NewWebhookDelivery[]): Promise<number> {
    if (deliveries.length === 0) return 0;
    const docs = deliveries.map((d) => ({
      _id: d.id,
      endpointId: d.endpointId,
      ownerId: d.ownerId,
      eventType: d.eventType,
      status: 'pending' as const,
      attempts: d.claimedUntil ? 1 : 0,
      createdAt: d.at,
      dueAt: d.claimedUntil ?? d.at,
      firstAttemptAt: d.claimedUntil ? d.at : null,
      lastAttemptAt: null,
      httpStatus: null,
      latencyMs: null,
      lastError: null,
      body: d.body,
    }));
    const failed = await insertSkippingDuplicates(this.deliveries, docs);
    return docs.length - failed.size;
  }

  async get(id: string): Promise<WebhookDelivery | null> {
    const doc = await this.deliveries.findOne({ _id: id });
    return doc ? toDelivery(doc) : null;
  }

  /**
   * Claims by inserting one claim document per attempt (`<id>#<attempt>`): of two processes claiming the same due
   * delivery only one insert succeeds. Two round trips for the batch (claims unordered, then the leases in one
   * bulk write) instead of two per delivery: on a remote database each round trip is the cost.
   */
  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<WebhookDelivery[]> {
    const due = await this.deliveries
      .find({ status: 'pending', dueAt: { $lte: now } })
      .sort({ dueAt: 1 })
      .limit(limit)
      .toArray();
    if (due.length === 0) return [];
    const lost = await insertSkippingDuplicates(
      this.claims,
      due.map((doc) => ({ _id: `${doc._id}#${doc.attempts + 1}`, endpointId: doc.endpointId, claimedAt: now })),
    );
    const won = due.filter((_, i) => !lost.has(i));
    if (won.length === 0) return [];
    const claimed = won.map((doc) => ({
      ...doc,
      attempts: doc.attempts + 1,
      dueAt: leaseUntil,
      firstAttemptAt: doc.firstAttemptAt ?? now,
    }));
    await this.deliveries.bulkWrite(
      claimed.map((doc) => ({
        updateOne: {
          filter: { _id: doc._id },
          update: { $set: { attempts: doc.attempts, dueAt: leaseUntil, firstAttemptAt: doc.firstAttemptAt } },
        },
      })),
      { ordered: false },
    );
    return claimed.map(toDelivery).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  async recordAttempt(id: string, o: AttemptOutcome): Promise<void> {
    const status: WebhookDeliveryStatus = o.delivered ? 'delivered' : o.retryAt === null ? 'failed' : 'pending';
    await this.deliveries.updateOne(
      { _id: id, status: 'pending' },
      {
        $set: {
          status,
          dueAt: o.retryAt ?? o.at,
          lastAttemptAt: o.at,
          httpStatus: o.httpStatus,
          latencyMs: o.latencyMs,
          lastError: o.error,
          ...(status === 'pending' ? {} : { body: null }),
        },
      },
    );
  }

  async nextDue(): Promise<Date | null> {
    const [doc] = await this.deliveries.find({ status: 'pending' }).sort({ dueAt: 1 }).limit(1).toArray();
    return doc?.dueAt ?? null;
  }

  async log(endpointId: string, limit: number): Promise<WebhookDelivery[]> {
    const docs = await this.deliveries.find({ endpointId }).sort({ createdAt: -1, _id: -1 }).limit(limit).toArray();
    return docs.map(toDelivery);
  }

  async noteHealth(endpointId: string, ok: boolean, at: Date): Promise<Date | null> {
    if (ok) {
      await this.health.deleteOne({ _id: endpointId });
      return null;
    }
    try {
      await this.health.insertOne({ _id: endpointId, failingSince: at });
    } catch (error) {
      if (!isDuplicate(error)) throw error;
    }
    return (await this.health.findOne({ _id: endpointId }))?.failingSince ?? at;
  }

  async removeEndpoint(endpointId: string): Promise<void> {
    await this.deliveries.deleteMany({ endpointId });
    await this.claims.deleteMany({ endpointId });
    await this.health.deleteOne({ _id: endpointId });
  }

  async prune(cutoff: Date, keep: number): Promise<number> {
    const finished = { status: { $ne: 'pending' as const } };
    let { deletedCount } = await this.deliveries.deleteMany({ ...finished, createdAt: { $lt: cutoff } });
    for (const endpointId of await this.deliveries.distinct('endpointId')) {
      const surplus = await this.deliveries
        .find({ endpointId }, { projection: { _id: 1, status: 1 } })
        .sort({ createdAt: -1, _id: -1 })
        .skip(keep)
        .toArray();
      const ids = surplus.filter((doc) => doc.status !== 'pending').map((doc) => doc._id);
      if (ids.length > 0) deletedCount += (await this.deliveries.deleteMany({ _id: { $in: ids } })).deletedCount;
    }
    await this.claims.deleteMany({ claimedAt: { $lt: cutoff } });
    return deletedCount;
  }
}

export const mongoWebhookDeliveryStoreProvider: Omit<FactoryProvider<WebhookDeliveryStore>, 'provide'> = {
  inject: [MONGO_READ_DB],
  useFactory: (db: MongoReadDb) => MongoWebhookDeliveryStore.open(db),
};
