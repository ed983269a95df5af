import type { FactoryProvider } from '@nestjs/common';
import type mongoose from 'mongoose';
import { MONGO_READ_DB, type MongoReadDb } from '../../../platform/read-store/mongo/mongo-read-db.js';
import { FEED_PUBLISHED_CHECKPOINT } from '../../read-model/mongo/mongo-alert-match-store.js';
import { FEED_HANDOVER, type FeedHandover } from '../feed-handover.port.js';

/** The collection of the matcher's checkpoints (created by `MongoAlertMatchStore.open`, or here). */
const CHECKPOINTS = 'alert_checkpoints';
/** The feed's own checkpoint before it became a reactor (SQLite only; kept in case a copy of it is migrated). */
const FEED_CHECKPOINT = 'new-case-feed';
const NAMESPACE_EXISTS = 48;

/** Positions as the match store keeps them: 20-digit zero-padded decimals, ordered as strings. */
const stored = (position: bigint): string => position.toString().padStart(20, '0');

interface CheckpointDocument {
  readonly _id: string;
  readonly position: string;
}

/**
 * The feed's hand-over on MongoDB, in the `alert_checkpoints` collection the match store reads its progress from:
 * `new-case-feed:published` moves only forward (a position-guarded update, then an insert-if-absent: no
 * transaction needed). A read store that started on MongoDB never had the feed's former checkpoint, so the feed
 * starts where the runner's reactor checkpoint says.
 */
export class MongoFeedHandover implements FeedHandover {
  private constructor(private readonly checkpoints: mongoose.mongo.Collection<CheckpointDocument>) {}

  static async open(db: MongoReadDb): Promise<MongoFeedHandover> {
    await db.createCollection(CHECKPOINTS).catch((error: unknown) => {
      if ((error as { code?: unknown }).code !== NAMESPACE_EXISTS) throw error;
    });
    return new MongoFeedHandover(db.collection<CheckpointDocument>(CHECKPOINTS));
  }

  async previousCheckpoint(): Promise<bigint | undefined> {
    const doc = await this.checkpoints.findOne({ _id: FEED_CHECKPOINT });
    const position = doc ? BigInt(doc.position) : 0n;
    return position > 0n ? position : undefined;
  }

  async recordPublished(position: bigint): Promise<void> {
    const value = stored(position);
    await this.checkpoints.updateOne(
      { _id: FEED_PUBLISHED_CHECKPOINT, position: { $lt: value } },
      { $set: { position: value } },
    );
    await this.checkpoints.updateOne(
      { _id: FEED_PUBLISHED_CHECKPOINT },
      { $setOnInsert: { position: value } },
      { upsert: true },
    );
  }
}

export const mongoFeedHandoverProvider: FactoryProvider<FeedHandover> = {
  provide: FEED_HANDOVER,
  inject: [MONGO_READ_DB],
  useFactory: (db: MongoReadDb) => MongoFeedHandover.open(db),
};
