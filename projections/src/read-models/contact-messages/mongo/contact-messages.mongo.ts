import type { ContactEvent } from '@insolvenz/backend/contact/domain/events.js';
import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { GuardedDocuments } from '../../../store/mongo/guarded-documents.js';
import { mongoTables } from '../../../store/mongo/mongo-tables.js';
import { positionOf, storedPosition } from '../../../store/mongo/stored-position.js';
import { type ContactMessageChange, contactMessagesProjection } from '../contact-messages.projection.js';

export const CONTACT_MESSAGES = 'rm_contact_messages';

/**
 * A message as `rm_contact_messages` keeps it (the SQLite row's columns in camelCase). Null fields are not
 * stored (`withoutNulls`): a message without inquiry type, not read or not replied lacks those fields.
 */
export type ContactMessageDocument = {
  _id: string;
  name: string;
  email: string;
  subject: string;
  inquiryType: string | null;
  message: string;
  privacyAgreed: boolean;
  status: 'unread' | 'read' | 'replied';
  createdAt: string;
  readAt: string | null;
  repliedAt: string | null;
  /** Of the last event applied to the message: `evolve`'s guard. */
  position: string;
};

/**
 * The contact inbox on MongoDB: one document per message in `rm_contact_messages`, newest first through its
 * index (`MongoContactInbox`). Applies every change as `contact-messages.sqlite.ts` does; an erased message's
 * document is deleted whole (its stream is hard-deleted too, so a rebuild never brings it back).
 */
export const contactMessagesMongo = mongoTables(contactMessagesProjection, {
  collections: {
    [CONTACT_MESSAGES]: [{ key: { createdAt: -1, _id: -1 }, name: 'newest_first' }],
  },
  dump: (db) => db.collection(CONTACT_MESSAGES).find().sort({ _id: 1 }).toArray(),
  open: (db) => {
    const messages = new GuardedDocuments<ContactMessageDocument>(db, CONTACT_MESSAGES);
    return {
      view: {
        position: (id: string) => {
          const message = messages.get(id);
          return message ? positionOf(message.position) : undefined;
        },
      },
      // Every contact event names its message.
      load: (events: readonly RecordedEvent[]) =>
        messages.load(events.map((event) => (event as RecordedEvent<ContactEvent>).data.messageId)),
      apply: (change: ContactMessageChange) => applyChange(messages, change),
      flush: () => messages.flush(),
    };
  },
});

function applyChange(messages: GuardedDocuments<ContactMessageDocument>, change: ContactMessageChange): void {
  if (change.kind === 'delete') {
    messages.remove(change.id);
    return;
  }
  const position = storedPosition(change.position);
  if (change.kind === 'receive') {
    messages.put({
      _id: change.id,
      name: change.name,
      email: change.email,
      subject: change.subject,
      inquiryType: change.inquiryType,
      message: change.message,
      privacyAgreed: change.privacyAgreed,
      status: 'unread',
      createdAt: change.receivedAt,
      readAt: null,
      repliedAt: null,
      position,
    });
    return;
  }
  // As SQLite's UPDATE: a message the read model lacks stays absent.
  const message = messages.get(change.id);
  if (!message) return;
  if (change.kind === 'mark-read') {
    messages.put({
      ...message,
      status: message.status === 'unread' ? 'read' : message.status,
      readAt: change.readAt,
      position,
    });
  } else {
    messages.put({ ...message, status: 'replied', repliedAt: change.repliedAt, position });
  }
}
