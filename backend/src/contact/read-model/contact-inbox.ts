import { Inject, Injectable } from '@nestjs/common';
import type { DatabaseSync } from 'node:sqlite';
import { READ_DB } from '../../platform/read-store/read-db.js';
import { readModelMissing } from '../../platform/read-store/read-model-missing.js';
import { toContactMessageView, type ContactMessageRow, type ContactMessageView } from './contact-message-view.js';

/** Queries of the contact read model (never the event log). */
@Injectable()
export class ContactInbox {
  constructor(@Inject(READ_DB) private readonly db: DatabaseSync) {}

  /** Newest first, a page of `limit` after `offset`, with the total count. */
  list(page: { limit: number; offset: number }): { messages: ContactMessageView[]; total: number } {
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

  find(id: string): ContactMessageView | null {
    try {
      const row = this.db.prepare('SELECT * FROM rm_contact_messages WHERE id = ?').get(id) as
        ContactMessageRow | undefined;
      return row ? toContactMessageView(row) : null;
    } catch (error) {
      if (readModelMissing(error)) return null;
      throw error;
    }
  }
}
