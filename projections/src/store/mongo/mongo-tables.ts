import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import type mongoose from 'mongoose';
import type { TableProjection } from '../projection.js';
import { findByIds } from './find-by-ids.js';

/**
 * Table projections on MongoDB: the twin of `sqlite-tables.ts`.
 *
 * A table projection's `evolve(view, event)` reads its view SYNCHRONOUSLY, and MongoDB answers only
 * asynchronously. So the adapter of a read model works in three steps per batch:
 * 1. `load(events)`: before a chunk of events is evolved, read (by id, `findByIds`) every document
 *    the view may be asked about for these events, e.g. the accounts of the events' users. What was loaded
 *    stays loaded for the rest of the batch: a later chunk never re-reads a document the batch changed.
 * 2. `view` answers from what was loaded plus the changes decided so far in the batch (an overlay);
 *    `apply(change)` holds the change and updates that overlay. The view THROWS for a key that was not loaded:
 *    answering "no such row" for it would silently fork the read model from the SQLite one.
 * 3. `flush()`: writes every held change with `bulkWrite`, ordered, once the whole batch is decided (a
 *    projection that throws in mid-batch leaves the read model untouched), before the store advances the
 *    checkpoint.
 *
 * Without multi-document transactions a crash may come between any two writes, or between the writes and the
 * checkpoint; the batch is then delivered again. Every write must therefore be harmless when it runs twice:
 * documents carry the `position` (zero-padded string, `stored-position.ts`) of the last event applied to them,
 * updates and deletes filter on `position < new`, and an insert is an upsert that cannot overwrite a newer
 * document. Where the projection's `evolve` guards itself by the position of one document (the accounts: the
 * user's position guards the whole account), that document must be written LAST, after the writes of the other
 * collections: a guard document that is ahead would make `evolve` skip an event whose other writes were lost.
 * `HeldWrites.flush` takes the collections in the order they are to be written for that reason.
 */
export interface MongoTables<View, Change> {
  /** The read model's collections (full names, `rm_…`) and their indexes: created at prepare, dropped at reset. */
  readonly collections: MongoCollections;
  /** Every document in a stable order (rebuild-equals-live comparisons, diagnostics). */
  dump(db: mongoose.mongo.Db): Promise<unknown[]>;
  /** A writer for one batch. */
  open(db: mongoose.mongo.Db): MongoTablesWriter<View, Change>;
}

export type MongoCollections = Readonly<Record<string, readonly mongoose.mongo.IndexDescription[]>>;

export interface MongoTablesWriter<View, Change> {
  /** Reads what `view` may be asked about for these (handled) events and was not loaded yet in this batch. */
  load(events: readonly RecordedEvent[]): Promise<void>;
  readonly view: View;
  apply(change: Change): void;
  /** Writes every held change, each guarded by position (see the header). */
  flush(): Promise<void>;
}

/** A table projection paired with its MongoDB adapter, as the projection store uses it. */
export interface MongoTableModel {
  readonly name: string;
  readonly collections: MongoCollections;
  dump(db: mongoose.mongo.Db): Promise<unknown[]>;
  open(db: mongoose.mongo.Db): MongoTableModelWriter;
}

export interface MongoTableModelWriter {
  load(events: readonly RecordedEvent[]): Promise<void>;
  /** Decides (through the pure projection) what one handled event changes and holds it. */
  write(event: RecordedEvent): void;
  flush(): Promise<void>;
}

/** Pairs a table projection with its MongoDB adapter (the types make sure they speak the same changes). */
export function mongoTables<View, Change>(
  projection: TableProjection<View, Change>,
  tables: MongoTables<View, Change>,
): MongoTableModel {
  return {
    name: projection.name,
    collections: tables.collections,
    dump: (db) => tables.dump(db),
    open: (db) => {
      const writer = tables.open(db);
      return {
        load: (events) => writer.load(events),
        write: (event) => {
          for (const change of projection.evolve(writer.view, event)) writer.apply(change);
        },
        flush: () => writer.flush(),
      };
    },
  };
}

/**
 * Documents of one collection loaded for a batch, with the batch's changes over them. `get` of a key that was
 * not loaded throws (a view must never answer for what it did not read).
 */
export class LoadedDocuments<Doc extends { _id: string }> {
  private readonly documents = new Map<string, Doc | null>();

  constructor(private readonly collection: mongoose.mongo.Collection<Doc>) {}

  /** Loads the documents of `ids` not loaded yet (absent ones as null), by id (`findByIds`). */
  async load(ids: Iterable<string>): Promise<void> {
    const missing = [...new Set(ids)].filter((id) => !this.documents.has(id));
    if (missing.length === 0) return;
    for (const id of missing) this.documents.set(id, null);
    for (const doc of await findByIds(this.collection, missing)) this.documents.set(doc._id, doc);
  }

  /** Whether `id` was loaded (a document or none) in this batch. */
  has(id: string): boolean {
    return this.documents.has(id);
  }

  /** The document as the batch sees it (null: none). */
  get(id: string): Doc | null {
    const doc = this.documents.get(id);
    if (doc === undefined) {
      throw new Error(`${this.collection.collectionName}: ${id} was not loaded before the view was asked for it`);
    }
    return doc;
  }

  set(id: string, doc: Doc | null): void {
    this.get(id);
    this.documents.set(id, doc);
  }
}

/** A read-model document: keyed by a string id (not an ObjectId). */
export interface KeyedDocument {
  _id: string;
  [field: string]: unknown;
}

/** One write of a batch on a read-model collection. */
export type MongoWrite = mongoose.mongo.AnyBulkWriteOperation<KeyedDocument>;

/**
 * A document as read models store it: without its null fields (absent means null; queries read them back as
 * null). FerretDB v1 drops null fields written by `$setOnInsert` but keeps them in a replacement, so storing
 * nulls would make the same document differ by the write that made it (a rebuild would not equal the live run).
 */
export function withoutNulls<Doc extends object>(doc: Doc): Partial<Doc> {
  return Object.fromEntries(Object.entries(doc).filter(([, value]) => value !== null)) as Partial<Doc>;
}

const DUPLICATE_KEY = 11000;

/**
 * Inserts new documents; one whose `_id` exists already (a batch written again after a crash) is left as it is,
 * as an upsert with `$setOnInsert` would leave it. Not that upsert: FerretDB v1 (the MongoDB test server) runs
 * an upsert, like every update, by scanning the collection, so each one cost more as the collection grew (a
 * 6,000-document collection: ~200 ms per upsert, 32 inserts ~50 ms in all), and the freshness benchmark's 10,000
 * watchlist subscriptions never reached the read model within 15 minutes; since `scripts/services/ferretdb.sh`
 * patches the server's `_id` lookups into its index an upsert costs about 1 ms there, and one `insertMany` for a
 * batch still saves a round trip per document. Only for collections whose only unique
 * index is `_id`: a duplicate of another unique key would be ignored too.
 */
export async function insertNew(
  db: mongoose.mongo.Db,
  collection: string,
  documents: readonly KeyedDocument[],
): Promise<void> {
  if (documents.length === 0) return;
  try {
    await db.collection<KeyedDocument>(collection).insertMany([...documents], { ordered: false });
  } catch (error) {
    const failed = (error as { writeErrors?: { code?: number }[] | { code?: number } }).writeErrors;
    const errors = failed === undefined ? [] : Array.isArray(failed) ? failed : [failed];
    const onlyDuplicates =
      (error as { code?: number }).code === DUPLICATE_KEY &&
      errors.length > 0 &&
      errors.every((e) => e.code === DUPLICATE_KEY);
    if (!onlyDuplicates) throw error;
  }
}

/** Writes decided in a batch, per collection in the order decided. */
export class HeldWrites {
  private readonly writes = new Map<string, MongoWrite[]>();
  private readonly inserts = new Map<string, KeyedDocument[]>();

  add(collection: string, ...operations: MongoWrite[]): void {
    const held = this.writes.get(collection) ?? [];
    held.push(...operations);
    this.writes.set(collection, held);
  }

  /** New documents of `collection`, written by `insertNew` before its other operations. */
  addInserts(collection: string, ...documents: KeyedDocument[]): void {
    const held = this.inserts.get(collection) ?? [];
    held.push(...documents);
    this.inserts.set(collection, held);
  }

  /**
   * Writes each collection's new documents (`addInserts`), then its operations as one ordered `bulkWrite`,
   * collection after collection in `order`
   * (the collection whose positions guard the projection last). Ordered: within a collection, operations run
   * as decided (a unique index sees the same sequence as SQLite) and the first failure stops the rest.
   */
  async flush(db: mongoose.mongo.Db, order: readonly string[]): Promise<void> {
    const unknown = [...this.writes.keys(), ...this.inserts.keys()].filter((name) => !order.includes(name));
    if (unknown.length > 0) throw new Error(`writes held for collections outside the flush order: ${unknown}`);
    for (const name of order) {
      const documents = this.inserts.get(name);
      this.inserts.delete(name);
      if (documents) await insertNew(db, name, documents);
      const operations = this.writes.get(name);
      if (!operations || operations.length === 0) continue;
      this.writes.delete(name);
      await db.collection<KeyedDocument>(name).bulkWrite(operations, { ordered: true });
    }
  }
}
