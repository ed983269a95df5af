import type { FactoryProvider } from '@nestjs/common';
import type mongoose from 'mongoose';
import { MONGO_READ_DB, type MongoReadDb } from '../../../read-store/mongo/mongo-read-db.js';
import type { MailMessage } from '../../mailer.port.js';
import type {
  MailDelivery,
  MailDeliveryCounts,
  MailDeliveryStatus,
  MailDeliveryStore,
  NewMailDelivery,
} from '../mail-delivery-store.port.js';

const COLLECTION = 'mail_deliveries';
/** One document per attempt after the first (`<key>#<attempt>`): its insert is the claim of that attempt. */
const CLAIMS = 'mail_delivery_claims';
const DUPLICATE_KEY = 11000;

interface DeliveryDocument {
  _id: string;
  messageId: string;
  kind: string;
  status: MailDeliveryStatus;
  attempts: number;
  recordedAt: Date;
  leaseUntil: Date;
  finishedAt: Date | null;
  lastError: string | null;
  message: MailMessage | null;
}

interface ClaimDocument {
  _id: string;
  claimedAt: Date;
}

const toDelivery = ({ _id, ...rest }: DeliveryDocument): MailDelivery => ({ key: _id, ...rest });

/**
 * The delivery record on MongoDB (`mail_deliveries`, beside the read models; not a projection). Every change is
 * a single-document update, so several processes (API and scheduler worker) share it without transactions. A
 * claim of an expired lease is the insert of the attempt's document into `mail_delivery_claims`: the unique `_id`
 * lets only one process win it. (A conditional `findOneAndUpdate` is not enough: FerretDB, the test server,
 * answered two concurrent ones with the same document.)
 */
export class MongoMailDeliveryStore implements MailDeliveryStore {
  private constructor(
    private readonly deliveries: mongoose.mongo.Collection<DeliveryDocument>,
    private readonly claims: mongoose.mongo.Collection<ClaimDocument>,
  ) {}

  static async open(db: MongoReadDb): Promise<MongoMailDeliveryStore> {
    const deliveries = db.collection<DeliveryDocument>(COLLECTION);
    await deliveries.createIndex({ status: 1, leaseUntil: 1 });
    await deliveries.createIndex({ recordedAt: -1 });
    const claims = db.collection<ClaimDocument>(CLAIMS);
    await claims.createIndex({ claimedAt: 1 });
    return new MongoMailDeliveryStore(deliveries, claims);
  }

  async record(d: NewMailDelivery): Promise<boolean> {
    try {
      await this.deliveries.insertOne({
        _id: d.key,
        messageId: d.messageId,
        kind: d.kind,
        status: 'sending',
        attempts: 1,
        recordedAt: d.at,
        leaseUntil: d.leaseUntil,
        finishedAt: null,
        lastError: null,
        message: d.message,
      });
      return true;
    } catch (error) {
      if ((error as { code?: unknown }).code === DUPLICATE_KEY) return false;
      throw error;
    }
  }

  async get(key: string): Promise<MailDelivery | null> {
    const doc = await this.deliveries.findOne({ _id: key });
    return doc ? toDelivery(doc) : null;
  }

  async claimExpired(now: Date, leaseUntil: Date, limit: number): Promise<MailDelivery[]> {
    const due = await this.deliveries
      .find({ status: 'sending', leaseUntil: { $lte: now } })
      .sort({ leaseUntil: 1 })
      .limit(limit)
      .toArray();
    const claimed: MailDelivery[] = [];
    for (const doc of due) {
      const attempts = doc.attempts + 1;
      try {
        await this.claims.insertOne({ _id: `${doc._id}#${attempts}`, claimedAt: now });
      } catch (error) {
        if ((error as { code?: unknown }).code === DUPLICATE_KEY) continue;
        throw error;
      }
      await this.deliveries.updateOne({ _id: doc._id }, { $set: { attempts, leaseUntil } });
      claimed.push(toDelivery({ ...doc, attempts, leaseUntil }));
    }
    return claimed;
  }

  async postpone(key: string, retryAt: Date, error: string): Promise<void> {
    await this.deliveries.updateOne(
      { _id: key, status: 'sending' },
      { $set: { leaseUntil: retryAt, lastError: error } },
    );
  }

  async finish(key: string, outcome: { status: 'sent' | 'failed'; at: Date; error?: string }): Promise<void> {
    await this.deliveries.updateOne(
      { _id: key },
      {
        $set: {
          status: outcome.status,
          finishedAt: outcome.at,
          message: null,
          ...(outcome.error === undefined ? {} : { lastError: outcome.error }),
        },
      },
    );
  }

  async counts(): Promise<MailDeliveryCounts> {
    const [sending, sent, failed, resent] = await Promise.all([
      this.deliveries.countDocuments({ status: 'sending' }),
      this.deliveries.countDocuments({ status: 'sent' }),
      this.deliveries.countDocuments({ status: 'failed' }),
      this.deliveries.countDocuments({ attempts: { $gt: 1 } }),
    ]);
    return { sending, sent, failed, resent };
  }

  async countSentSince(kinds: readonly string[], since: Date): Promise<number> {
    return this.deliveries.countDocuments({ status: 'sent', finishedAt: { $gte: since }, kind: { $in: [...kinds] } });
  }

  async troubled(limit: number): Promise<MailDelivery[]> {
    const docs = await this.deliveries
      .find({ $or: [{ status: 'failed' }, { attempts: { $gt: 1 } }] })
      .sort({ recordedAt: -1 })
      .limit(limit)
      .toArray();
    return docs.map(toDelivery);
  }

  async purgeFinished(cutoff: Date): Promise<number> {
    const { deletedCount } = await this.deliveries.deleteMany({
      status: { $ne: 'sending' },
      finishedAt: { $lt: cutoff },
    });
    await this.claims.deleteMany({ claimedAt: { $lt: cutoff } });
    return deletedCount;
  }
}

export const mongoMailDeliveryStoreProvider: Omit<FactoryProvider<MailDeliveryStore>, 'provide'> = {
  inject: [MONGO_READ_DB],
  useFactory: (db: MongoReadDb) => MongoMailDeliveryStore.open(db),
};
