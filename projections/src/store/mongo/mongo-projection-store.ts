import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import type mongoose from 'mongoose';
import { handlesEvent, type DocumentProjection, type Projection, type TableProjection } from '../projection.js';
import { applyOneByOne } from '../apply-one-by-one.js';
import type {
  ApplyEntry,
  ApplyManyResult,
  ApplyOptions,
  ApplyOutcome,
  ProjectionStore,
} from '../projection-store.port.js';
import { MongoCheckpoints, REACTOR_VERSION } from './mongo-checkpoints.js';
import { DocumentFold, documentCollection, type StoredDocument } from './mongo-documents.js';
import { mongoTableModels } from './mongo-table-models.js';
import type { MongoCollections, MongoTableModel } from './mongo-tables.js';
import { positionOf } from './stored-position.js';

/** Events folded between two deadline checks, as in the SQLite store. */
const EVENTS_PER_CHUNK = 32;

const NAMESPACE_NOT_FOUND = 26;
const NAMESPACE_EXISTS = 48;

/** Indexes a query adapter needs on a read model's collection, created when the store prepares it. */
export type DocumentIndexes = Readonly<Record<string, readonly mongoose.mongo.IndexDescription[]>>;

/**
 * The projection store on MongoDB (or any MongoDB-compatible server): one collection `rm_<collection>` per
 * document projection, checkpoints in `projection_checkpoints`.
 *
 * What it guarantees WITHOUT multi-document transactions (which FerretDB, DocumentDB and Cosmos DB lack or limit):
 * - A batch is folded completely in memory before anything is written, so a projection that throws in the
 *   middle of a batch leaves documents and checkpoint as they were.
 * - Every document carries the position of the last event applied to it, and each write is guarded by it
 *   (`position < new` in the filter). The checkpoint is advanced after the batch's documents are written.
 *   A crash between the two leaves documents ahead of the checkpoint; the batch delivered again then changes
 *   nothing that was already written: applying an event twice is harmless (idempotent re-apply).
 * - Until that re-apply, readers may see documents ahead of the checkpoint (never behind it); a document
 *   deleted in the interrupted batch is re-created from the events after the checkpoint if a shorter batch is
 *   delivered again, and deleted once the deleting event is applied again.
 * - The checkpoint advances only from the position and rebuild epoch read at the start of the batch, so a
 *   second runner or a replay that moved it is answered with `moved`.
 * - Limit: a replay's reset that drops the collection while a live runner is between reading and writing a
 *   batch can leave that runner's documents in the rebuilt collection; run replays with the live runner
 *   stopped (or rebuild into a new collection, later work).
 *
 * Table projections need an adapter per read model, as in SQLite (`mongo-tables.ts`: load what the synchronous
 * view needs before a chunk, fold the batch in memory, flush position-guarded writes, then the checkpoint; the
 * same guarantees as above). `mongoTableModels()` lists them (every table projection of the application); a table
 * projection without an adapter (a test's own) is refused with an error naming it.
 */
export class MongoProjectionStore implements ProjectionStore {
  private readonly checkpoints: MongoCheckpoints;

  /**
   * `indexes`: per collection name (without `rm_`), the indexes the query adapters of that document read model
   * use. `tables`: adapters of table projections beyond the application's own (tests bring their projections).
   */
  constructor(
    private readonly db: mongoose.mongo.Db,
    private readonly indexes: DocumentIndexes = {},
    private readonly tables: readonly MongoTableModel[] = [],
  ) {
    this.checkpoints = new MongoCheckpoints(db);
  }

  async prepare(projection: Projection, options: { readonly reset?: boolean } = {}): Promise<bigint> {
    const model = this.modelOf(projection);
    const stored = await this.checkpoints.read(projection.name);
    if (options.reset || (stored && stored.version !== projection.version)) {
      // The checkpoint first: a live runner's next advance sees the new epoch and stops.
      await this.checkpoints.write(projection.name, 0n, projection.version, { newEpoch: true });
      await this.drop(model.collections);
      await this.create(model.collections);
      return 0n;
    }
    await this.create(model.collections);
    if (!stored) await this.checkpoints.write(projection.name, 0n, projection.version);
    return stored?.position ?? 0n;
  }

  async apply(
    projection: Projection,
    events: readonly RecordedEvent[],
    expected: bigint,
    options: ApplyOptions = {},
  ): Promise<ApplyOutcome> {
    const model = this.modelOf(projection);
    const stored = (await this.checkpoints.read(projection.name)) ?? { position: 0n, version: 0, epoch: 0 };
    if (stored.position !== expected) return { kind: 'moved', checkpoint: stored.position };
    const batch = model.open();
    let checkpoint = stored.position;
    let consumed = 0;
    while (consumed < events.length) {
      const chunk = events.slice(consumed, consumed + EVENTS_PER_CHUNK);
      consumed += chunk.length;
      const fresh = chunk.filter((event) => event.position > checkpoint);
      if (fresh.length === 0) continue;
      await batch.fold(fresh.filter((event) => handlesEvent(projection, event)));
      checkpoint = fresh[fresh.length - 1].position;
      if (options.deadline !== undefined && performance.now() >= options.deadline) break;
    }
    if (checkpoint === stored.position) return { kind: 'applied', checkpoint, consumed };
    await batch.write();
    if (!(await this.checkpoints.advance(projection.name, stored, checkpoint))) {
      const now = await this.checkpoints.read(projection.name);
      return { kind: 'moved', checkpoint: now?.position ?? 0n };
    }
    return { kind: 'applied', checkpoint, consumed };
  }

  /** One by one: MongoDB has no transaction across the read models' collections here (see the port). */
  applyMany(entries: readonly ApplyEntry[], options: ApplyOptions = {}): Promise<ApplyManyResult[]> {
    return applyOneByOne(this, entries, options);
  }

  async readCheckpoint(name: string): Promise<bigint | undefined> {
    return (await this.checkpoints.read(name))?.position;
  }

  async writeCheckpoint(name: string, position: bigint): Promise<void> {
    await this.checkpoints.write(name, position, REACTOR_VERSION);
  }

  readRebuildTarget(name: string): Promise<bigint | undefined> {
    return this.checkpoints.readRebuildTarget(name);
  }

  writeRebuildTarget(name: string, target: bigint): Promise<void> {
    return this.checkpoints.writeRebuildTarget(name, target);
  }

  async dump(projection: Projection): Promise<unknown[]> {
    return this.modelOf(projection).dump();
  }

  /**
   * Applies handled events to the read model without reading or moving the checkpoint: what a crash between
   * the read model's writes and the checkpoint leaves behind (tests of the re-apply), and test kits.
   */
  async applyWithoutCheckpoint(projection: Projection, events: readonly RecordedEvent[]): Promise<void> {
    const batch = this.modelOf(projection).open();
    for (let i = 0; i < events.length; i += EVENTS_PER_CHUNK) {
      const chunk = events.slice(i, i + EVENTS_PER_CHUNK);
      await batch.fold(chunk.filter((event) => handlesEvent(projection, event)));
    }
    await batch.write();
  }

  private modelOf(projection: Projection): StoreModel {
    if (projection.kind === 'documents') return this.documentModel(projection);
    const tables =
      this.tables.find((model) => model.name === projection.name) ?? mongoTableModels().get(projection.name);
    if (tables) return this.tableModel(projection, tables);
    throw new Error(
      `no MongoDB adapter for the read model of table projection ${projection.name}: ` +
        `the MongoDB projection store keeps document projections and ${[...mongoTableModels().keys()].join(', ')} so far`,
    );
  }

  private documentModel(projection: DocumentProjection): StoreModel {
    const name = documentCollection(projection.collection);
    const collection = this.db.collection<StoredDocument>(name);
    return {
      collections: { [name]: this.indexes[projection.collection] ?? [] },
      open: () => {
        const fold = new DocumentFold(projection, collection);
        return { fold: (events) => fold.fold(events), write: () => fold.write() };
      },
      dump: async () => {
        const stored = await collection.find().sort({ _id: 1 }).toArray();
        return stored.map(({ _id, doc, position }) => ({ id: _id, doc, position: positionOf(position) }));
      },
    };
  }

  private tableModel(projection: TableProjection, tables: MongoTableModel): StoreModel {
    return {
      collections: tables.collections,
      open: () => {
        const writer = tables.open(this.db);
        return {
          // The view is synchronous: what it may be asked about is read before the chunk is evolved.
          fold: async (events) => {
            await writer.load(events);
            for (const event of events) writer.write(event);
          },
          write: () => writer.flush(),
        };
      },
      dump: () => tables.dump(this.db),
    };
  }

  /** Creates the collections and their indexes explicitly (nothing is created implicitly by a first write). */
  private async create(collections: MongoCollections): Promise<void> {
    for (const [name, indexes] of Object.entries(collections)) {
      await this.db.createCollection(name).catch(ignoreCode(NAMESPACE_EXISTS));
      // One index per command: FerretDB v1.24 drops the connection when one `createIndexes` names several
      // indexes that all exist already (every prepare after the first, e.g. a restart).
      for (const index of indexes) await this.db.collection(name).createIndexes([index]);
    }
  }

  private async drop(collections: MongoCollections): Promise<void> {
    for (const name of Object.keys(collections)) {
      await this.db.dropCollection(name).catch(ignoreCode(NAMESPACE_NOT_FOUND));
    }
  }
}

/** One read model as this store keeps it: its collections, a batch (fold in memory, then write), its dump. */
interface StoreModel {
  readonly collections: MongoCollections;
  open(): { fold(events: readonly RecordedEvent[]): Promise<void>; write(): Promise<void> };
  dump(): Promise<unknown[]>;
}

function ignoreCode(code: number): (error: unknown) => void {
  return (error) => {
    if ((error as { code?: unknown }).code !== code) throw error;
  };
}
