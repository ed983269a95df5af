import type mongoose from 'mongoose';
import { type KeyedDocument, LoadedDocuments, type MongoWrite, withoutNulls } from './mongo-tables.js';

/** A read-model document guarded by the position (`stored-position.ts`) of the last event applied to it. */
export interface PositionedDocument {
  _id: string;
  position: string;
}

/**
 * One collection with one document per key (a contact message, a saved search), for read models whose
 * projection guards each document by its own position and whose deletes are unconditional (an erasure).
 *
 * A batch sees the loaded documents plus its own changes; `flush` writes only the batch's final state of each
 * changed document: a message received and erased in the same batch is never written at all. Each write is
 * harmless when a batch is delivered again after a crash before its checkpoint:
 * - a kept document replaces an older one (`position < new`) or is inserted if missing (`$setOnInsert`), never
 *   overwriting a newer one written before the crash;
 * - a removed document is deleted whatever its position: the whole document goes, nothing (no tombstone) stays.
 */
export class GuardedDocuments<Doc extends PositionedDocument> {
  private readonly loaded: LoadedDocuments<Doc>;
  /** Keys changed in this batch, in the order first changed. */
  private readonly changed = new Set<string>();

  constructor(
    private readonly db: mongoose.mongo.Db,
    private readonly name: string,
  ) {
    this.loaded = new LoadedDocuments(db.collection<Doc>(name));
  }

  load(ids: Iterable<string>): Promise<void> {
    return this.loaded.load(ids);
  }

  /** The document as the batch sees it (null: none); throws for a key not loaded. */
  get(id: string): Doc | null {
    return this.loaded.get(id);
  }

  put(doc: Doc): void {
    this.loaded.set(doc._id, doc);
    this.changed.add(doc._id);
  }

  remove(id: string): void {
    this.loaded.set(id, null);
    this.changed.add(id);
  }

  async flush(): Promise<void> {
    const writes = [...this.changed].flatMap((id) => this.writeOf(id));
    this.changed.clear();
    if (writes.length > 0) await this.db.collection<KeyedDocument>(this.name).bulkWrite(writes, { ordered: true });
  }

  private writeOf(id: string): MongoWrite[] {
    const doc = this.loaded.get(id);
    if (!doc) return [{ deleteOne: { filter: { _id: id } } }];
    const { _id, ...stored } = doc;
    const fields = withoutNulls(stored);
    // An upsert filtered on the position would try to insert the id again when a newer document exists.
    return [
      { replaceOne: { filter: { _id, position: { $lt: doc.position } }, replacement: fields } },
      { updateOne: { filter: { _id }, update: { $setOnInsert: fields }, upsert: true } },
    ];
  }
}
