import type { FactoryProvider } from '@nestjs/common';
import type { DatabaseSync } from 'node:sqlite';
import { READ_DB } from '../../../platform/read-store/sqlite/read-db.js';
import { readModelMissing } from '../../../platform/read-store/sqlite/read-model-missing.js';
import { WalCheckpointThread } from '../../../platform/sqlite/wal-checkpoints/wal-checkpoint-thread.js';
import type { ContactMessageStatus } from '../../domain/contact-decider.js';
import { CONTACT_INBOX, type ContactInbox } from '../contact-inbox.port.js';
import type { ContactMessageView } from '../contact-message-view.js';

/** A row of `rm_contact_messages`. */
interface ContactMessageRow {
  id: string;
  name: string;
  email: string;
  subject: string;
  inquiry_type: string | null;
  message: string;
  privacy_agreed: number;
  status: ContactMessageStatus;
  created_at: string;
  read_at: string | null;
  replied_at: string | null;
}

function toContactMessageView(row: ContactMessageRow): ContactMessageView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    inquiryType: row.inquiry_type,
    privacyAgreed: row.privacy_agreed === 1,
    status: row.status,
    createdAt: row.created_at,
    created_at: row.created_at,
    readAt: row.read_at,
    repliedAt: row.replied_at,
  };
}

/** `ContactInbox` over `rm_contact_messages`; a missing read model (fresh DATA_DIR) reads as empty. */
export class SqliteContactInbox implements ContactInbox {
  constructor(private readonly db: DatabaseSync) {}

  async list(page: { limit: number; offset: number }): Promise<{ messages: ContactMessageView[]; total: number }> {
    try {
      const rows = this.db
        .prepare('SELECT * FROM rm_contact_messages ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?')
        .all(page.limit, page.offset) as unknown as ContactMessageRow[];
      const { n } = this.db.prepare('SELECT COUNT(*) AS n FROM rm_contact_messages').get() as { n: number };
      return { messages: rows.map(toContactMessageView), total: n };
    } catch (error) {
      if (readModelMissing(error)) return { messages: [], total: 0 };
      throw error;
    }
  }

  async find(id: string): Promise<ContactMessageView | null> {
    try {
      const row = this.db.prepare('SELECT * FROM rm_contact_messages WHERE id = ?').get(id) as
        ContactMessageRow | undefined;
      return row ? toContactMessageView(row) : null;
    } catch (error) {
      if (readModelMissing(error)) return null;
      throw error;
    }
  }

  async receivedBefore(cutoff: string, limit: number): Promise<string[]> {
    try {
      const rows = this.db
        .prepare('SELECT id FROM rm_contact_messages WHERE created_at < ? ORDER BY created_at, id LIMIT ?')
        .all(cutoff, limit) as { id: string }[];
      return rows.map((row) => row.id);
    } catch (error) {
      if (readModelMissing(error)) return [];
      throw error;
    }
  }

  /** The projection deleted the row; the WAL's old frames still hold its text until truncated. */
  async eraseMessage(_id: string): Promise<boolean> {
    return WalCheckpointThread.truncate(this.db, 5);
  }
}

export const sqliteContactInboxProvider: FactoryProvider<ContactInbox> = {
  provide: CONTACT_INBOX,
  inject: [READ_DB],
  useFactory: (db: DatabaseSync) => new SqliteContactInbox(db),
};
