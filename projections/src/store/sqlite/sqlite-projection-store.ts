import type { DatabaseSync } from 'node:sqlite';
import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { inTransaction } from '@insolvenz/backend/platform/sqlite/open-database.js';
import { markWritten } from '@insolvenz/backend/platform/sqlite/write-marks.js';
import { handlesEvent, type Projection } from '../projection.js';
import type {
  ApplyEntry,
  ApplyManyResult,
  ApplyOptions,
  ApplyOutcome,
  ProjectionStore,
} from '../projection-store.port.js';
import {
  CHECKPOINT_SCHEMA,
  REACTOR_VERSION,
  readCheckpoint,
  readRebuildTarget,
  writeCheckpoint,
  writeRebuildTarget,
} from './checkpoints.js';
import { sqliteDocuments } from './sqlite-documents.js';
import type { SqliteReadModel } from './sqlite-read-model.js';
import { sqliteTableModels } from './sqlite-table-models.js';
import type { SqliteTableModel } from './sqlite-tables.js';

/**
 * The projection store of the embedded profile: read models and checkpoints in one SQLite database, each batch
 * in one transaction with its checkpoint. The work itself is synchronous (node:sqlite); the port's promises only
 * hand the result back, so no other work interleaves with an open transaction. Every write raises the read
 * model's write mark (`platform/sqlite/write-marks.ts`), by which the API's caches on the same connection
 * (open sessions, the search index's generation) learn of it without a query.
 */
export class SqliteProjectionStore implements ProjectionStore {
  private readonly models = new Map<string, SqliteReadModel>();
  /** Read models rebuilt from the first event whose deferred indexes are not built yet (bulk load). */
  private readonly bulkLoading = new Set<string>();
  /** Read models prepared at checkpoint 0: the first batch decides whether a bulk load is worth it. */
  private readonly fromFirstEvent = new Set<string>();

  /** `tables`: adapters of table projections beyond the application's own (tests bring their projections). */
  constructor(
    private readonly db: DatabaseSync,
    private readonly tables: readonly SqliteTableModel[] = [],
  ) {}

  async prepare(projection: Projection, options: { readonly reset?: boolean } = {}): Promise<bigint> {
    return this.prepareNow(projection, options);
  }

  async apply(
    projection: Projection,
    events: readonly RecordedEvent[],
    expected: bigint,
    options: ApplyOptions = {},
  ): Promise<ApplyOutcome> {
    return this.applyNow(projection, events, expected, options);
  }

  async applyMany(entries: readonly ApplyEntry[], options: ApplyOptions = {}): Promise<ApplyManyResult[]> {
    return this.applyManyNow(entries, options);
  }

  /**
   * `applyMany` without the promise: one transaction for every part, each part in its own savepoint
   * (`inTransaction` nested), so a failing read model is rolled back alone and the others commit together.
   */
  applyManyNow(entries: readonly ApplyEntry[], options: ApplyOptions = {}): ApplyManyResult[] {
    return inTransaction(this.db, () => {
      const results: ApplyManyResult[] = [];
      for (const { projection, events, expected } of entries) {
        if (results.length > 0 && options.deadline !== undefined && performance.now() >= options.deadline) {
          results.push({ kind: 'skipped' });
          continue;
        }
        try {
          results.push(this.applyNow(projection, events, expected, options));
        } catch (error) {
          results.push({ kind: 'failed', error });
        }
      }
      return results;
    });
  }

  async readCheckpoint(name: string): Promise<bigint | undefined> {
    this.db.exec(CHECKPOINT_SCHEMA);
    return readCheckpoint(this.db, name)?.position;
  }

  async writeCheckpoint(name: string, position: bigint): Promise<void> {
    writeCheckpoint(this.db, name, position, REACTOR_VERSION);
  }

  async readRebuildTarget(name: string): Promise<bigint | undefined> {
    this.db.exec(CHECKPOINT_SCHEMA);
    return readRebuildTarget(this.db, name);
  }

  async writeRebuildTarget(name: string, target: bigint): Promise<void> {
    this.db.exec(CHECKPOINT_SCHEMA);
    writeRebuildTarget(this.db, name, target);
  }

  async dump(projection: Projection): Promise<unknown[]> {
    return this.dumpNow(projection);
  }

  /** `dump` without the promise. */
  dumpNow(projection: Projection): unknown[] {
    return this.modelOf(projection).dump(this.db);
  }

  /** `prepare` without the promise (replay tools and test kits that build a read model synchronously). */
  prepareNow(projection: Projection, options: { readonly reset?: boolean } = {}): bigint {
    const model = this.modelOf(projection);
    markWritten(this.db, projection.name);
    const checkpoint = inTransaction(this.db, () => {
      this.db.exec(CHECKPOINT_SCHEMA);
      const stored = readCheckpoint(this.db, projection.name);
      if (options.reset || (stored && stored.version !== projection.version)) {
        model.teardown(this.db);
        model.setup(this.db);
        writeCheckpoint(this.db, projection.name, 0n, projection.version);
        return 0n;
      }
      model.setup(this.db);
      if (!stored) writeCheckpoint(this.db, projection.name, 0n, projection.version);
      return stored?.position ?? 0n;
    });
    // `setup` above has created every index again, so a process that stopped mid-way starts complete.
    this.bulkLoading.delete(projection.name);
    this.fromFirstEvent.delete(projection.name);
    if (checkpoint === 0n && model.deferredIndexes) this.fromFirstEvent.add(projection.name);
    return checkpoint;
  }

  /** `apply` without the promise. */
  applyNow(
    projection: Projection,
    events: readonly RecordedEvent[],
    expected: bigint,
    options: ApplyOptions = {},
  ): ApplyOutcome {
    const model = this.modelOf(projection);
    // A batch of events the read model ignores moves only its checkpoint: the caches keep what they read.
    if (this.bulkLoading.has(projection.name) || this.fromFirstEvent.has(projection.name)) {
      markWritten(this.db, projection.name);
    } else {
      for (const event of events) {
        if (!handlesEvent(projection, event)) continue;
        markWritten(this.db, projection.name);
        break;
      }
    }
    return inTransaction(this.db, () => {
      const stored = readCheckpoint(this.db, projection.name)?.position ?? 0n;
      if (stored !== expected) return { kind: 'moved', checkpoint: stored };
      // From the first event with a backlog behind it: a bulk load until a batch without one (below).
      if (this.fromFirstEvent.delete(projection.name) && stored === 0n && options.backlog) {
        model.deferredIndexes?.drop(this.db);
        this.bulkLoading.add(projection.name);
      }
      const writer = model.open(this.db);
      let checkpoint = stored;
      let consumed = 0;
      // The deadline is checked between chunks (single events, or a folded chunk), so a slice stays short.
      while (consumed < events.length) {
        const chunk = events.slice(consumed, consumed + model.eventsPerChunk);
        consumed += chunk.length;
        const fresh = chunk.filter((event) => event.position > checkpoint);
        if (fresh.length === 0) continue;
        for (const event of fresh) if (handlesEvent(projection, event)) writer.write(event);
        writer.flush();
        checkpoint = fresh[fresh.length - 1].position;
        if (options.deadline !== undefined && performance.now() >= options.deadline) break;
      }
      writer.finish?.();
      if (checkpoint !== stored) writeCheckpoint(this.db, projection.name, checkpoint, projection.version);
      if (this.bulkLoading.has(projection.name)) model.deferredIndexes?.touch?.(this.db);
      // The tail of a catch-up after a bulk load: one deferred index per transaction, so the end at the head is short.
      if (options.behind && !options.backlog && this.bulkLoading.has(projection.name))
        model.deferredIndexes?.createStep?.(this.db);
      // Caught up with the log after a bulk load: the deferred indexes, built over the loaded rows at once. Not
      // in the tail of a catch-up (`behind`: the last `CATCH_UP_LAG` positions, no backlog any more but read in
      // short slices, so small transactions), which would otherwise pay the row triggers and every index (issue #33).
      if (
        !options.backlog &&
        !options.behind &&
        consumed === events.length &&
        this.bulkLoading.delete(projection.name)
      ) {
        model.deferredIndexes?.create(this.db);
      }
      return { kind: 'applied', checkpoint, consumed };
    });
  }

  /**
   * Applies handled events in one transaction without reading or moving the checkpoint: for test kits and
   * benchmarks that build a read model directly, and for tests of redelivery (the read model's own guards).
   */
  writeNow(projection: Projection, events: readonly RecordedEvent[]): void {
    const model = this.modelOf(projection);
    markWritten(this.db, projection.name);
    inTransaction(this.db, () => {
      const writer = model.open(this.db);
      for (const event of events) if (handlesEvent(projection, event)) writer.write(event);
      writer.flush();
      writer.finish?.();
    });
  }

  private modelOf(projection: Projection): SqliteReadModel {
    let model = this.models.get(projection.name);
    if (!model) {
      model =
        projection.kind === 'documents'
          ? sqliteDocuments(projection)
          : (this.tables.find((tables) => tables.name === projection.name)?.model ??
            sqliteTableModels().get(projection.name));
      if (!model) throw new Error(`no SQLite adapter for the read model of projection ${projection.name}`);
      this.models.set(projection.name, model);
    }
    return model;
  }
}
