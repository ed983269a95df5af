import type { ContactEvent } from '@insolvenz/backend/contact/domain/events.js';
import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import type { Projection } from '../../runner/projection.js';
import { CONTACT_MESSAGES_SCHEMA, CONTACT_MESSAGES_TEARDOWN } from './contact-messages.schema.js';

/**
 * Contact messages for the admin dashboard (SPEC.md §2–§4). Each row keeps the global position of the last
 * event applied to it; the `position < ?` guards make a redelivered event a no-op.
 */
export const contactMessagesProjection: Projection = {
  name: 'contact-messages',
  version: 1,
  handles: new Set(['ContactMessageReceived', 'ContactMessageRead', 'ContactMessageReplied', 'ContactMessageDeleted']),
  setup: (db) => db.exec(CONTACT_MESSAGES_SCHEMA),
  teardown: (db) => db.exec(CONTACT_MESSAGES_TEARDOWN),
  apply: (db, recorded) => {
    const event = recorded as RecordedEvent<ContactEvent>;
    const position = Number(event.position);
    switch (event.type) {
      case 'ContactMessageReceived': {
        const d = event.data;
        db.prepare(
          `INSERT INTO rm_contact_messages (id, name, email, subject, inquiry_type, message, privacy_agreed, status,
             created_at, read_at, replied_at, position)
           VALUES (?, ?, ?, ?, ?, ?, ?, 'unread', ?, NULL, NULL, ?)
           ON CONFLICT (id) DO NOTHING`,
        ).run(
          d.messageId,
          d.name,
          d.email,
          d.subject,
          d.inquiryType,
          d.message,
          d.privacyAgreed ? 1 : 0,
          d.receivedAt,
          position,
        );
        return;
      }
      case 'ContactMessageRead':
        db.prepare(
          `UPDATE rm_contact_messages SET status = CASE status WHEN 'unread' THEN 'read' ELSE status END,
             read_at = ?, position = ? WHERE id = ? AND position < ?`,
        ).run(event.data.readAt, position, event.data.messageId, position);
        return;
      case 'ContactMessageReplied':
        db.prepare(
          `UPDATE rm_contact_messages SET status = 'replied', replied_at = ?, position = ? WHERE id = ? AND position < ?`,
        ).run(event.data.repliedAt, position, event.data.messageId, position);
        return;
      case 'ContactMessageDeleted':
        db.prepare('DELETE FROM rm_contact_messages WHERE id = ?').run(event.data.messageId);
        return;
    }
  },
  dump: (db) => db.prepare('SELECT * FROM rm_contact_messages ORDER BY id').all(),
};
