import type mongoose from 'mongoose';
import { insertNew, type KeyedDocument, LoadedDocuments, type MongoWrite, withoutNulls } from './mongo-tables.js';

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
 * A document the batch found absent when it loaded it is new: it is inserted, all of the batch's new documents in one
 * `insertNew` (a batch delivered again after a crash loads the documents it wrote and takes the guarded
 * replacement). Only for collections whose only unique index is `_id` (see `insertNew`): the read models using this
 * class have none other. On the MongoDB test server an insert of many documents is one SQLite transaction, where
 * each upsert was one of its own.
 */
export class GuardedDocuments<Doc extends PositionedDocument> {
  private readonly loaded: LoadedDocuments<Doc>;
  /** Keys changed in this batch, in the order first changed. */
  private readonly changed = new Set<string>();
  /** Keys with no document when the batch loaded them: written by the insert alone (see `writeOf`). */
  private readonly absentAtLoad = new Set<string>();

  constructor(
    private readonly db: mongoose.mongo.Db,
    private readonly name: string,
  ) {
    this.loaded = new LoadedDocuments(db.collection<Doc>(name));
  }

  async load(ids: Iterable<string>): Promise<void> {
    const fresh = [...new Set(ids)].filter((id) => !this.loaded.has(id));
    await this.loaded.load(fresh);
    for (const id of fresh) if (this.loaded.get(id) === null) this.absentAtLoad.add(id);
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
    const changed = [...this.changed];
    this.changed.clear();
    // New documents in one insert (`insertNew`: one whose id exists meanwhile is left as it is, as the guarded
    // upsert would leave it), then the rest in the order first changed.
    const fresh = new Set(changed.filter((id) => this.absentAtLoad.has(id) && this.loaded.get(id) !== null));
    await insertNew(
      this.db,
      this.name,
      [...fresh].map((id) => {
        const { _id, ...stored } = this.loaded.get(id) as Doc;
        return { _id, ...withoutNulls(stored) };
      }),
    );
    const writes = changed.filter((id) => !fresh.has(id)).flatMap((id) => this.writeOf(id));
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
