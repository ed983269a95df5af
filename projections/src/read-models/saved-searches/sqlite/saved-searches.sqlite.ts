import type { DatabaseSync } from 'node:sqlite';
import { prepared } from '@insolvenz/backend/platform/sqlite/prepared.js';
import { sqliteTables } from '../../../store/sqlite/sqlite-tables.js';
import { savedSearchesProjection, type SavedSearchChange } from '../saved-searches.projection.js';
import { SAVED_SEARCHES_SCHEMA, SAVED_SEARCHES_TEARDOWN } from './saved-searches.schema.js';

/** The saved searches in SQLite (`rm_saved_searches`). */
export const savedSearchesSqlite = sqliteTables(savedSearchesProjection, {
  setup: (db) => db.exec(SAVED_SEARCHES_SCHEMA),
  teardown: (db) => db.exec(SAVED_SEARCHES_TEARDOWN),
  dump: (db) => db.prepare('SELECT * FROM rm_saved_searches ORDER BY id').all(),
  open: (db) => ({
    view: {
      position: (id) => {
        const statement = prepared(db, 'SELECT position FROM rm_saved_searches WHERE id = ?');
        statement.setReadBigInts(true);
        return (statement.get(id) as { position: bigint } | undefined)?.position;
      },
    },
    apply: (change) => applyChange(db, change),
  }),
});

function applyChange(db: DatabaseSync, change: SavedSearchChange): void {
  switch (change.kind) {
    case 'add':
      prepared(
        db,
        `INSERT INTO rm_saved_searches (id, owner_id, name, name_key, criteria, alert, created_at, updated_at,
           created_position, position, mode)
         VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?)`,
      ).run(
        change.id,
        change.ownerId,
        change.name,
        change.nameKey,
        change.criteria,
        change.alert ? 1 : 0,
        change.createdAt,
        change.position,
        change.position,
        change.mode,
      );
      return;
    case 'update':
      prepared(
        db,
        `UPDATE rm_saved_searches SET name = ?, name_key = ?, criteria = ?, alert = ?, updated_at = ?, position = ?,
           mode = ?
         WHERE id = ?`,
      ).run(
        change.name,
        change.nameKey,
        change.criteria,
        change.alert ? 1 : 0,
        change.updatedAt,
        change.position,
        change.mode,
        change.id,
      );
      return;
    case 'delete':
      prepared(db, 'DELETE FROM rm_saved_searches WHERE id = ?').run(change.id);
      return;
  }
}
