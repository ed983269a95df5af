import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import type mongoose from 'mongoose';
import { handlesEvent, type DocumentProjection, type Projection } from '../projection.js';
import type { ApplyOptions, ApplyOutcome, ProjectionStore } from '../projection-store.port.js';
import { MongoCheckpoints, REACTOR_VERSION } from './mongo-checkpoints.js';
import { DocumentFold, documentCollection, type StoredDocument } from './mongo-documents.js';
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
 * Table projections (cases, accounts, subscriptions, …) need an adapter per read model, as in SQLite: not
 * written yet, so this store refuses them with an error naming the projection.
 */
export class MongoProjectionStore implements ProjectionStore {
  private readonly checkpoints: MongoCheckpoints;

  /** `indexes`: per collection name (without `rm_`), the indexes the query adapters of that read model use. */
  constructor(
    private readonly db: mongoose.mongo.Db,
    private readonly indexes: DocumentIndexes = {},
  ) {
    this.checkpoints = new MongoCheckpoints(db);
  }

  async prepare(projection: Projection, options: { readonly reset?: boolean } = {}): Promise<bigint> {
    const documents = this.documentsOf(projection);
    const stored = await this.checkpoints.read(projection.name);
    if (options.reset || (stored && stored.version !== projection.version)) {
      // The checkpoint first: a live runner's next advance sees the new epoch and stops.
      await this.checkpoints.write(projection.name, 0n, projection.version, { newEpoch: true });
      await this.drop(documents);
      await this.create(documents);
      return 0n;
    }
    await this.create(documents);
    if (!stored) await this.checkpoints.write(projection.name, 0n, projection.version);
    return stored?.position ?? 0n;
  }

  async apply(
    projection: Projection,
    events: readonly RecordedEvent[],
    expected: bigint,
    options: ApplyOptions = {},
  ): Promise<ApplyOutcome> {
    const documents = this.documentsOf(projection);
    const stored = (await this.checkpoints.read(projection.name)) ?? { position: 0n, version: 0, epoch: 0 };
    if (stored.position !== expected) return { kind: 'moved', checkpoint: stored.position };
    const fold = new DocumentFold(documents, this.collectionOf(documents));
    let checkpoint = stored.position;
    let consumed = 0;
    while (consumed < events.length) {
      const chunk = events.slice(consumed, consumed + EVENTS_PER_CHUNK);
      consumed += chunk.length;
      const fresh = chunk.filter((event) => event.position > checkpoint);
      if (fresh.length === 0) continue;
      await fold.fold(fresh.filter((event) => handlesEvent(projection, event)));
      checkpoint = fresh[fresh.length - 1].position;
      if (options.deadline !== undefined && performance.now() >= options.deadline) break;
    }
    if (checkpoint === stored.position) return { kind: 'applied', checkpoint, consumed };
    await fold.write();
    if (!(await this.checkpoints.advance(projection.name, stored, checkpoint))) {
      const now = await this.checkpoints.read(projection.name);
      return { kind: 'moved', checkpoint: now?.position ?? 0n };
    }
    return { kind: 'applied', checkpoint, consumed };
  }

  async readCheckpoint(name: string): Promise<bigint | undefined> {
    return (await this.checkpoints.read(name))?.position;
  }

  async writeCheckpoint(name: string, position: bigint): Promise<void> {
    await this.checkpoints.write(name, position, REACTOR_VERSION);
  }

  async dump(projection: Projection): Promise<unknown[]> {
    const documents = this.documentsOf(projection);
    const stored = await this.collectionOf(documents).find().sort({ _id: 1 }).toArray();
    return stored.map(({ _id, doc, position }) => ({ id: _id, doc, position: positionOf(position) }));
  }

  /**
   * Applies handled events to the documents without reading or moving the checkpoint: what a crash between
   * the documents' writes and the checkpoint leaves behind (tests of the re-apply), and test kits.
   */
  async applyWithoutCheckpoint(projection: Projection, events: readonly RecordedEvent[]): Promise<void> {
    const documents = this.documentsOf(projection);
    const fold = new DocumentFold(documents, this.collectionOf(documents));
    await fold.fold(events.filter((event) => handlesEvent(projection, event)));
    await fold.write();
  }

  private documentsOf(projection: Projection): DocumentProjection {
    if (projection.kind === 'documents') return projection;
    throw new Error(
      `no MongoDB adapter for the read model of table projection ${projection.name}: ` +
        'the MongoDB projection store keeps document projections only so far',
    );
  }

  private collectionOf(projection: DocumentProjection): mongoose.mongo.Collection<StoredDocument> {
    return this.db.collection<StoredDocument>(documentCollection(projection.collection));
  }

  /** Creates the collection and its indexes explicitly (nothing is created implicitly by a first write). */
  private async create(projection: DocumentProjection): Promise<void> {
    const name = documentCollection(projection.collection);
    await this.db.createCollection(name).catch(ignoreCode(NAMESPACE_EXISTS));
    const indexes = this.indexes[projection.collection] ?? [];
    if (indexes.length > 0) await this.db.collection(name).createIndexes([...indexes]);
  }

  private async drop(projection: DocumentProjection): Promise<void> {
    await this.db.dropCollection(documentCollection(projection.collection)).catch(ignoreCode(NAMESPACE_NOT_FOUND));
  }
}

function ignoreCode(code: number): (error: unknown) => void {
  return (error) => {
    if ((error as { code?: unknown }).code !== code) throw error;
  };
}
