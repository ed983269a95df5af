import type { FactoryProvider } from '@nestjs/common';
import type { DatabaseSync } from 'node:sqlite';
import { READ_DB } from '../../../platform/read-store/sqlite/read-db.js';
import { readModelMissing } from '../../../platform/read-store/sqlite/read-model-missing.js';
import { WalCheckpointThread } from '../../../platform/sqlite/wal-checkpoints/wal-checkpoint-thread.js';
import { SAVED_SEARCH_QUERIES, type SavedSearchQueries } from '../saved-search-queries.port.js';
import type { SavedSearchView } from '../saved-search.view.js';

/** A row of `rm_saved_searches` (projections/src/read-models/saved-searches). */
interface SavedSearchRow {
  id: string;
  owner_id: string;
  name: string;
  name_key: string;
  criteria: string;
  alert: number;
  /** Absent before the read model's rebuild (issue #30). */
  mode?: string | null;
  created_at: string;
  updated_at: string | null;
}

function toSavedSearchView(row: SavedSearchRow): SavedSearchView {
  return {
    id: row.id,
    name: row.name,
    criteria: JSON.parse(row.criteria) as Record<string, string>,
    alert: row.alert === 1,
    mode: row.mode === 'sofort' ? 'sofort' : 'täglich',
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** `SavedSearchQueries` over `rm_saved_searches`; a missing read model (fresh DATA_DIR) reads as empty. */
export class SqliteSavedSearchQueries implements SavedSearchQueries {
  constructor(private readonly db: DatabaseSync) {}

  async ofOwner(ownerId: string): Promise<SavedSearchView[]> {
    return this.rows('SELECT * FROM rm_saved_searches WHERE owner_id = ? ORDER BY created_position', ownerId).map(
      toSavedSearchView,
    );
  }

  async findOwn(id: string, ownerId: string): Promise<SavedSearchView | null> {
    const row = this.rows('SELECT * FROM rm_saved_searches WHERE id = ? AND owner_id = ?', id, ownerId)[0];
    return row ? toSavedSearchView(row) : null;
  }

  async nameKeysOfOwner(ownerId: string, exceptId: string | null = null): Promise<string[]> {
    return this.rows('SELECT * FROM rm_saved_searches WHERE owner_id = ?', ownerId)
      .filter((row) => row.id !== exceptId)
      .map((row) => row.name_key);
  }

  /** The projection deleted the row; the WAL's old frames still hold it until truncated. */
  async eraseSavedSearch(_id: string): Promise<boolean> {
    return WalCheckpointThread.truncate(this.db, 5);
  }

  private rows(sql: string, ...params: string[]): SavedSearchRow[] {
    try {
      return this.db.prepare(sql).all(...params) as unknown as SavedSearchRow[];
    } catch (error) {
      if (readModelMissing(error)) return [];
      throw error;
    }
  }
}

export const sqliteSavedSearchQueriesProvider: FactoryProvider<SavedSearchQueries> = {
  provide: SAVED_SEARCH_QUERIES,
  inject: [READ_DB],
  useFactory: (db: DatabaseSync) => new SqliteSavedSearchQueries(db),
};
