import type { DatabaseSync } from 'node:sqlite';
import { prepared } from '@insolvenz/backend/platform/sqlite/prepared.js';
import { sqliteTables } from '../../../store/sqlite/sqlite-tables.js';
import { type WebhookEndpointChange, webhookEndpointsProjection } from '../webhook-endpoints.projection.js';
import { WEBHOOK_ENDPOINTS_SCHEMA, WEBHOOK_ENDPOINTS_TEARDOWN } from './webhook-endpoints.schema.js';

/** The webhook endpoints in SQLite (`rm_webhook_endpoints`). */
export const webhookEndpointsSqlite = sqliteTables(webhookEndpointsProjection, {
  setup: (db) => db.exec(WEBHOOK_ENDPOINTS_SCHEMA),
  teardown: (db) => db.exec(WEBHOOK_ENDPOINTS_TEARDOWN),
  dump: (db) => db.prepare('SELECT * FROM rm_webhook_endpoints ORDER BY id').all(),
  open: (db) => ({
    view: {
      position: (id) => {
        const statement = prepared(db, 'SELECT position FROM rm_webhook_endpoints WHERE id = ?');
        statement.setReadBigInts(true);
        return (statement.get(id) as { position: bigint } | undefined)?.position;
      },
    },
    apply: (change) => applyChange(db, change),
  }),
});

function applyChange(db: DatabaseSync, change: WebhookEndpointChange): void {
  switch (change.kind) {
    case 'add':
      prepared(
        db,
        `INSERT INTO rm_webhook_endpoints (id, owner_id, url, description, feed, disabled_reason, secret_hint,
           secret_rotated_at, created_at, updated_at, created_position, position)
         VALUES (?, ?, ?, ?, ?, NULL, ?, NULL, ?, NULL, ?, ?)`,
      ).run(
        change.id,
        change.ownerId,
        change.url,
        change.description,
        change.feed,
        change.secretHint,
        change.createdAt,
        change.position,
        change.position,
      );
      return;
    case 'update':
      prepared(
        db,
        'UPDATE rm_webhook_endpoints SET url = ?, description = ?, feed = ?, updated_at = ?, position = ? WHERE id = ?',
      ).run(change.url, change.description, change.feed, change.updatedAt, change.position, change.id);
      return;
    case 'switch':
      prepared(
        db,
        'UPDATE rm_webhook_endpoints SET disabled_reason = ?, updated_at = ?, position = ? WHERE id = ?',
      ).run(change.disabledReason, change.at, change.position, change.id);
      return;
    case 'secret':
      prepared(
        db,
        'UPDATE rm_webhook_endpoints SET secret_hint = ?, secret_rotated_at = ?, position = ? WHERE id = ?',
      ).run(change.secretHint, change.rotatedAt, change.position, change.id);
      return;
    case 'delete':
      prepared(db, 'DELETE FROM rm_webhook_endpoints WHERE id = ?').run(change.id);
      return;
  }
}
