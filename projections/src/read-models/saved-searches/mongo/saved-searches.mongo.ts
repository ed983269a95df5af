import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import type { SavedSearchEvent } from '@insolvenz/backend/saved-searches/domain/events.js';
import { GuardedDocuments } from '../../../store/mongo/guarded-documents.js';
import { mongoTables } from '../../../store/mongo/mongo-tables.js';
import { positionOf, storedPosition } from '../../../store/mongo/stored-position.js';
import { type SavedSearchChange, savedSearchesProjection } from '../saved-searches.projection.js';

export const SAVED_SEARCHES = 'rm_saved_searches';

/**
 * A saved search as `rm_saved_searches` keeps it (the SQLite row's columns in camelCase). `criteria` stays the
 * JSON text the projection decides: nothing queries inside it, and its keys never meet MongoDB's field-name
 * rules. `createdPosition` (a stored position) orders an owner's list and tells the alert matcher which cases
 * the saved search may see. A saved search never updated lacks `updatedAt` (null fields are not stored).
 */
export type SavedSearchDocument = {
  _id: string;
  ownerId: string;
  name: string;
  nameKey: string;
  criteria: string;
  alert: boolean;
  /** Issue #30: `sofort` or `täglich`. */
  mode: string;
  createdAt: string;
  updatedAt: string | null;
  createdPosition: string;
  /** Of the last event applied to the saved search: `evolve`'s guard. */
  position: string;
};

/**
 * The saved searches on MongoDB: one document per saved search in `rm_saved_searches`. Applies every change as
 * `saved-searches.sqlite.ts` does; a deleted saved search's document is deleted whole (its stream is
 * hard-deleted too). Indexes: an owner's list in creation order, and the alerting ones by creation (the
 * alert matcher's `alert = 1 AND created_position < ?`).
 */
export const savedSearchesMongo = mongoTables(savedSearchesProjection, {
  collections: {
    [SAVED_SEARCHES]: [
      { key: { ownerId: 1, createdPosition: 1 }, name: 'by_owner' },
      { key: { alert: 1, createdPosition: 1 }, name: 'alerting' },
    ],
  },
  dump: (db) => db.collection(SAVED_SEARCHES).find().sort({ _id: 1 }).toArray(),
  open: (db) => {
    const searches = new GuardedDocuments<SavedSearchDocument>(db, SAVED_SEARCHES);
    return {
      view: {
        position: (id: string) => {
          const search = searches.get(id);
          return search ? positionOf(search.position) : undefined;
        },
      },
      // Every saved-search event names its saved search.
      load: (events: readonly RecordedEvent[]) =>
        searches.load(events.map((event) => (event as RecordedEvent<SavedSearchEvent>).data.savedSearchId)),
      apply: (change: SavedSearchChange) => applyChange(searches, change),
      flush: () => searches.flush(),
    };
  },
});

function applyChange(searches: GuardedDocuments<SavedSearchDocument>, change: SavedSearchChange): void {
  switch (change.kind) {
    case 'add': {
      const position = storedPosition(change.position);
      searches.put({
        _id: change.id,
        ownerId: change.ownerId,
        name: change.name,
        nameKey: change.nameKey,
        criteria: change.criteria,
        alert: change.alert,
        mode: change.mode,
        createdAt: change.createdAt,
        updatedAt: null,
        createdPosition: position,
        position,
      });
      return;
    }
    case 'update': {
      // As SQLite's UPDATE: a saved search the read model lacks stays absent.
      const search = searches.get(change.id);
      if (!search) return;
      searches.put({
        ...search,
        name: change.name,
        nameKey: change.nameKey,
        criteria: change.criteria,
        alert: change.alert,
        mode: change.mode,
        updatedAt: change.updatedAt,
        position: storedPosition(change.position),
      });
      return;
    }
    case 'delete':
      searches.remove(change.id);
      return;
  }
}
