import type { DatabaseSync } from 'node:sqlite';
import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { inTransaction } from '@insolvenz/backend/platform/sqlite/open-database.js';
import { WalCheckpointThread } from '@insolvenz/backend/platform/sqlite/wal-checkpoints/wal-checkpoint-thread.js';
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
import type { DeferredUpkeep, SqliteReadModel } from './sqlite-read-model.js';
import { sqliteTableModels } from './sqlite-table-models.js';
import type { SqliteTableModel } from './sqlite-tables.js';

/**
 * Runs one piece of a bulk load's upkeep (an SQL script, one transaction) on the database's file elsewhere than on
 * this thread; false when it cannot (then it runs here). By default the read-model file's WAL checkpoint thread,
 * with this thread's background work paused meanwhile (`WalCheckpointThread.execOffTheLoop`).
 */
export type UpkeepOffTheLoop = (db: DatabaseSync, script: string) => Promise<boolean>;

/** Upkeep decided in a transaction of `apply`, built after its commit: one piece (the tail) or all that is left. */
interface DueUpkeep {
  readonly projection: Projection;
  readonly upkeep: DeferredUpkeep;
  readonly all: boolean;
}

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

  /** What the transactions of `apply`/`applyMany` left to build after their commit (off the event loop). */
  private due: DueUpkeep[] = [];

  /** `tables`: adapters of table projections beyond the application's own (tests bring their projections). */
  constructor(
    private readonly db: DatabaseSync,
    private readonly tables: readonly SqliteTableModel[] = [],
    private readonly offTheLoop: UpkeepOffTheLoop = WalCheckpointThread.execOffTheLoop,
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
    const outcome = this.applyOne(projection, events, expected, options, true);
    await this.buildDueUpkeep();
    return outcome;
  }

  async applyMany(entries: readonly ApplyEntry[], options: ApplyOptions = {}): Promise<ApplyManyResult[]> {
    const results = this.applyAll(entries, options, true);
    await this.buildDueUpkeep();
    return results;
  }

  /**
   * `applyMany` without the promise: one transaction for every part, each part in its own savepoint
   * (`inTransaction` nested), so a failing read model is rolled back alone and the others commit together.
   */
  applyManyNow(entries: readonly ApplyEntry[], options: ApplyOptions = {}): ApplyManyResult[] {
    return this.applyAll(entries, options, false);
  }

  private applyAll(entries: readonly ApplyEntry[], options: ApplyOptions, deferUpkeep: boolean): ApplyManyResult[] {
    return inTransaction(this.db, () => {
      const results: ApplyManyResult[] = [];
      for (const { projection, events, expected } of entries) {
        if (results.length > 0 && options.deadline !== undefined && performance.now() >= options.deadline) {
          results.push({ kind: 'skipped' });
          continue;
        }
        try {
          results.push(this.applyOne(projection, events, expected, options, deferUpkeep));
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

  /** `apply` without the promise: what a bulk load leaves to build is built here, in the transaction. */
  applyNow(
    projection: Projection,
    events: readonly RecordedEvent[],
    expected: bigint,
    options: ApplyOptions = {},
  ): ApplyOutcome {
    return this.applyOne(projection, events, expected, options, false);
  }

  /**
   * `deferUpkeep`: what a bulk load leaves to build is noted in `due` for `buildDueUpkeep` after the commit,
   * instead of being built in the transaction on this thread.
   */
  private applyOne(
    projection: Projection,
    events: readonly RecordedEvent[],
    expected: bigint,
    options: ApplyOptions,
    deferUpkeep: boolean,
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
      const upkeep = model.deferredIndexes;
      if (upkeep && this.bulkLoading.has(projection.name)) upkeep.touch?.(this.db);
      // The tail of a catch-up after a bulk load: one piece per transaction, so the end at the head is short.
      if (upkeep && options.behind && !options.backlog && this.bulkLoading.has(projection.name)) {
        if (deferUpkeep) this.due.push({ projection, upkeep, all: false });
        else buildPiece(this.db, upkeep);
      }
      // Caught up with the log after a bulk load: the rest, built over the loaded rows at once. Not in the tail of
      // a catch-up (`behind`: the last `CATCH_UP_LAG` positions, no backlog any more but read in short slices, so
      // small transactions), which would otherwise pay the row triggers and every index (issue #33).
      if (
        upkeep &&
        !options.backlog &&
        !options.behind &&
        consumed === events.length &&
        this.bulkLoading.delete(projection.name)
      ) {
        if (deferUpkeep) this.due.push({ projection, upkeep, all: true });
        else upkeep.create(this.db);
      }
      return { kind: 'applied', checkpoint, consumed };
    });
  }

  /**
   * Builds what the last `apply`/`applyMany` left (`due`), each piece in a transaction of its own, off the event
   * loop where the file has a thread (`offTheLoop`), else here. The caller (a runner's slice) awaits it, so no
   * other write of the read models runs meanwhile. Should a piece fail, a bulk load of all that is left goes on
   * (the read model stays in bulk-load mode, the next batch at the head tries again), so its counters never miss
   * rows written without their triggers.
   */
  private async buildDueUpkeep(): Promise<void> {
    const due = this.due;
    this.due = [];
    for (const { projection, upkeep, all } of due) {
      try {
        const pieces = upkeep.pieces?.(this.db) ?? [];
        for (const piece of all ? pieces : pieces.slice(0, pieces.length > 1 ? 1 : 0)) {
          const elsewhere = await this.offTheLoop(this.db, piece).catch(() => false);
          if (!elsewhere) inTransaction(this.db, () => this.db.exec(piece));
          markWritten(this.db, projection.name);
        }
        // Whatever a read model builds beyond its pieces (and a check that nothing is missing): cheap by now.
        if (all) inTransaction(this.db, () => upkeep.create(this.db));
      } catch (error) {
        if (all) this.bulkLoading.add(projection.name);
        throw error;
      }
    }
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

/** One piece of a bulk load's upkeep, here in the open transaction, but never the last (left for the head). */
function buildPiece(db: DatabaseSync, upkeep: DeferredUpkeep): void {
  const pieces = upkeep.pieces?.(db) ?? [];
  if (pieces.length > 1) db.exec(pieces[0]);
}
