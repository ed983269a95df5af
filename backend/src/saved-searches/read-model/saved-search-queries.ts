import { Inject, Injectable } from '@nestjs/common';
import type { DatabaseSync } from 'node:sqlite';
import { READ_DB } from '../../platform/read-store/read-db.js';
import { readModelMissing } from '../../platform/read-store/read-model-missing.js';
import { toSavedSearchView, type SavedSearchRow, type SavedSearchView } from './saved-search.view.js';

/** Queries of the saved-searches read model, always scoped by owner. */
@Injectable()
export class SavedSearchQueries {
  constructor(@Inject(READ_DB) private readonly db: DatabaseSync) {}

  /** The owner's saved searches, oldest first. */
  ofOwner(ownerId: string): SavedSearchView[] {
    return this.rows('SELECT * FROM rm_saved_searches WHERE owner_id = ? ORDER BY created_position', ownerId).map(
      toSavedSearchView,
    );
  }

  /** The owner's saved search, or null for an unknown id or someone else's. */
  findOwn(id: string, ownerId: string): SavedSearchView | null {
    const row = this.rows('SELECT * FROM rm_saved_searches WHERE id = ? AND owner_id = ?', id, ownerId)[0];
    return row ? toSavedSearchView(row) : null;
  }

  /** Name keys of the owner's saved searches (without `exceptId`): names are unique per owner. */
  nameKeysOfOwner(ownerId: string, exceptId: string | null = null): string[] {
    return this.rows('SELECT * FROM rm_saved_searches WHERE owner_id = ?', ownerId)
      .filter((row) => row.id !== exceptId)
      .map((row) => row.name_key);
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
