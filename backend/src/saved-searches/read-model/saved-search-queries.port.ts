import type { SavedSearchView } from './saved-search.view.js';

/** Saved searches from their read model (projections/src/read-models/saved-searches), always scoped by owner. */
export const SAVED_SEARCH_QUERIES = Symbol('SAVED_SEARCH_QUERIES');

export interface SavedSearchQueries {
  /** The owner's saved searches, oldest first. */
  ofOwner(ownerId: string): Promise<SavedSearchView[]>;
  /** The owner's saved search, or null for an unknown id or someone else's. */
  findOwn(id: string, ownerId: string): Promise<SavedSearchView | null>;
  /** Name keys of the owner's saved searches (without `exceptId`): names are unique per owner. */
  nameKeysOfOwner(ownerId: string, exceptId?: string | null): Promise<string[]>;
  /**
   * Once the projection has removed a deleted saved search, removes every other trace the store keeps of it
   * (for SQLite: the old WAL frames that still hold its name and criteria). False when not possible now.
   */
  eraseSavedSearch(id: string): Promise<boolean>;
}
