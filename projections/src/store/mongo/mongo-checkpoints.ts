import type mongoose from 'mongoose';
import { positionOf, storedPosition } from './stored-position.js';

export const CHECKPOINT_COLLECTION = 'projection_checkpoints';
export const REBUILD_TARGET_COLLECTION = 'projection_rebuild_targets';

/** The version stored with a reactor's checkpoint: a reactor keeps no read model that a version could outdate. */
export const REACTOR_VERSION = 0;

/**
 * `epoch` counts the rebuilds of a read model: a runner advances the checkpoint only if position AND epoch are
 * still the ones it read, so a replay that reset the checkpoint and caught up to the same position in between
 * is noticed (no transaction could make the read and the advance one unit).
 */
interface CheckpointDocument {
  _id: string;
  position: string;
  version: number;
  epoch: number;
  updatedAt: Date;
}

/** Where a read model's last rebuild from the first event ends (see `ProjectionStore.readRebuildTarget`). */
interface RebuildTargetDocument {
  _id: string;
  target: string;
  startedAt: Date;
}

export interface StoredCheckpoint {
  readonly position: bigint;
  readonly version: number;
  readonly epoch: number;
}

export class MongoCheckpoints {
  private readonly collection: mongoose.mongo.Collection<CheckpointDocument>;
  private readonly targets: mongoose.mongo.Collection<RebuildTargetDocument>;

  constructor(db: mongoose.mongo.Db) {
    this.collection = db.collection<CheckpointDocument>(CHECKPOINT_COLLECTION);
    this.targets = db.collection<RebuildTargetDocument>(REBUILD_TARGET_COLLECTION);
  }

  async readRebuildTarget(name: string): Promise<bigint | undefined> {
    const stored = await this.targets.findOne({ _id: name });
    return stored ? positionOf(stored.target) : undefined;
  }

  async writeRebuildTarget(name: string, target: bigint): Promise<void> {
    await this.targets.updateOne(
      { _id: name },
      { $set: { target: storedPosition(target), startedAt: new Date() } },
      { upsert: true },
    );
  }

  async read(name: string): Promise<StoredCheckpoint | undefined> {
    const stored = await this.collection.findOne({ _id: name });
    return stored ? { position: positionOf(stored.position), version: stored.version, epoch: stored.epoch } : undefined;
  }

  /** Sets the checkpoint whatever it was (a reactor's position; a read model's start or rebuild at 0). */
  async write(name: string, position: bigint, version: number, options: { newEpoch?: boolean } = {}): Promise<void> {
    await this.collection.updateOne(
      { _id: name },
      {
        $set: { position: storedPosition(position), version, updatedAt: new Date() },
        ...(options.newEpoch ? { $inc: { epoch: 1 } } : { $setOnInsert: { epoch: 0 } }),
      },
      { upsert: true },
    );
  }

  /** Moves the checkpoint from `from` to `to` unless it moved meanwhile; false when it had. */
  async advance(name: string, from: StoredCheckpoint, to: bigint): Promise<boolean> {
    const result = await this.collection.updateOne(
      { _id: name, position: storedPosition(from.position), epoch: from.epoch },
      { $set: { position: storedPosition(to), updatedAt: new Date() } },
    );
    return result.matchedCount === 1;
  }
}
