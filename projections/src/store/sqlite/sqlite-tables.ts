import type { DatabaseSync } from 'node:sqlite';
import type { TableProjection } from '../projection.js';
import type { DeferredUpkeep, SqliteReadModel, SqliteReadModelWriter } from './sqlite-read-model.js';

/**
 * The SQLite adapter of one table projection: the view its `evolve` reads and the statements its changes become.
 * `View` reads inside the batch's transaction, so it sees the changes applied before.
 */
export interface SqliteTables<View, Change> {
  setup(db: DatabaseSync): void;
  teardown(db: DatabaseSync): void;
  dump(db: DatabaseSync): unknown[];
  /** See `SqliteReadModel.deferredIndexes`. */
  readonly deferredIndexes?: DeferredUpkeep;
  /** Events per chunk when the adapter holds changes back for set-based statements (see `flush`). */
  readonly eventsPerChunk?: number;
  open(db: DatabaseSync): SqliteTablesWriter<View, Change>;
}

export interface SqliteTablesWriter<View, Change> {
  readonly view: View;
  apply(change: Change): void;
  /** Writes changes held back (e.g. a run of erasures as one statement per table). Optional. */
  flush?(): void;
  /** Writes changes held back for the whole transaction (see `SqliteReadModelWriter.finish`). Optional. */
  finish?(): void;
}

export interface SqliteTableModel {
  readonly name: string;
  readonly model: SqliteReadModel;
}

/** Pairs a table projection with its SQLite adapter (the types make sure they speak the same changes). */
export function sqliteTables<View, Change>(
  projection: TableProjection<View, Change>,
  tables: SqliteTables<View, Change>,
): SqliteTableModel {
  return {
    name: projection.name,
    model: {
      setup: (db) => tables.setup(db),
      teardown: (db) => tables.teardown(db),
      dump: (db) => tables.dump(db),
      eventsPerChunk: tables.eventsPerChunk ?? 1,
      deferredIndexes: tables.deferredIndexes,
      open: (db): SqliteReadModelWriter => {
        const writer = tables.open(db);
        return {
          write: (event) => {
            for (const change of projection.evolve(writer.view, event)) writer.apply(change);
          },
          flush: () => writer.flush?.(),
          finish: () => writer.finish?.(),
        };
      },
    },
  };
}
