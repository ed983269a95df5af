import type { SavedSearchEvent } from '@insolvenz/backend/saved-searches/domain/events.js';
import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import type { Projection } from '../../runner/projection.js';
import { SAVED_SEARCHES_SCHEMA, SAVED_SEARCHES_TEARDOWN } from './saved-searches.schema.js';

/** Folded as the decider compares names: blanks collapsed, letter case ignored. */
const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('de-DE');

/** Saved searches per user (issue #13). The `position < ?` guard makes a redelivered update a no-op. */
export const savedSearchesProjection: Projection = {
  name: 'saved-searches',
  version: 1,
  handles: new Set(['SavedSearchCreated', 'SavedSearchUpdated', 'SavedSearchDeleted']),
  setup: (db) => db.exec(SAVED_SEARCHES_SCHEMA),
  teardown: (db) => db.exec(SAVED_SEARCHES_TEARDOWN),
  apply: (db, recorded) => {
    const event = recorded as RecordedEvent<SavedSearchEvent>;
    const position = Number(event.position);
    switch (event.type) {
      case 'SavedSearchCreated': {
        const d = event.data;
        db.prepare(
          `INSERT INTO rm_saved_searches (id, owner_id, name, name_key, criteria, alert, created_at, updated_at,
             created_position, position)
           VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?, ?)
           ON CONFLICT (id) DO NOTHING`,
        ).run(
          d.savedSearchId,
          d.ownerId,
          d.name,
          nameKey(d.name),
          JSON.stringify(d.criteria),
          d.alert ? 1 : 0,
          d.createdAt,
          position,
          position,
        );
        return;
      }
      case 'SavedSearchUpdated': {
        const d = event.data;
        db.prepare(
          `UPDATE rm_saved_searches SET name = ?, name_key = ?, criteria = ?, alert = ?, updated_at = ?, position = ?
           WHERE id = ? AND position < ?`,
        ).run(
          d.name,
          nameKey(d.name),
          JSON.stringify(d.criteria),
          d.alert ? 1 : 0,
          d.updatedAt,
          position,
          d.savedSearchId,
          position,
        );
        return;
      }
      case 'SavedSearchDeleted':
        db.prepare('DELETE FROM rm_saved_searches WHERE id = ?').run(event.data.savedSearchId);
        return;
    }
  },
  dump: (db) => db.prepare('SELECT * FROM rm_saved_searches ORDER BY id').all(),
};
