import type { DatabaseSync } from 'node:sqlite';
import { prepared } from '@insolvenz/backend/platform/sqlite/prepared.js';
import { sqliteTables } from '../../../store/sqlite/sqlite-tables.js';
import { contactMessagesProjection, type ContactMessageChange } from '../contact-messages.projection.js';
import { CONTACT_MESSAGES_SCHEMA, CONTACT_MESSAGES_TEARDOWN } from './contact-messages.schema.js';

/** The contact messages in SQLite (`rm_contact_messages`). */
export const contactMessagesSqlite = sqliteTables(contactMessagesProjection, {
  setup: (db) => db.exec(CONTACT_MESSAGES_SCHEMA),
  teardown: (db) => db.exec(CONTACT_MESSAGES_TEARDOWN),
  dump: (db) => db.prepare('SELECT * FROM rm_contact_messages ORDER BY id').all(),
  open: (db) => ({
    view: {
      position: (id) => {
        const statement = prepared(db, 'SELECT position FROM rm_contact_messages WHERE id = ?');
        statement.setReadBigInts(true);
        return (statement.get(id) as { position: bigint } | undefined)?.position;
      },
    },
    apply: (change) => applyChange(db, change),
  }),
});

function applyChange(db: DatabaseSync, change: ContactMessageChange): void {
  switch (change.kind) {
    case 'receive':
      prepared(
        db,
        `INSERT INTO rm_contact_messages (id, name, email, subject, inquiry_type, message, privacy_agreed, status,
           created_at, read_at, replied_at, position)
         VALUES (?, ?, ?, ?, ?, ?, ?, 'unread', ?, NULL, NULL, ?)`,
      ).run(
        change.id,
        change.name,
        change.email,
        change.subject,
        change.inquiryType,
        change.message,
        change.privacyAgreed ? 1 : 0,
        change.receivedAt,
        change.position,
      );
      return;
    case 'mark-read':
      prepared(
        db,
        `UPDATE rm_contact_messages SET status = CASE status WHEN 'unread' THEN 'read' ELSE status END,
           read_at = ?, position = ? WHERE id = ?`,
      ).run(change.readAt, change.position, change.id);
      return;
    case 'mark-replied':
      prepared(db, `UPDATE rm_contact_messages SET status = 'replied', replied_at = ?, position = ? WHERE id = ?`).run(
        change.repliedAt,
        change.position,
        change.id,
      );
      return;
    case 'delete':
      prepared(db, 'DELETE FROM rm_contact_messages WHERE id = ?').run(change.id);
      return;
  }
}
