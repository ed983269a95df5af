import type { ContactMessageView } from './contact-message-view.js';

/** The admin's contact inbox, from the contact read model (projections/src/read-models/contact-messages). */
export const CONTACT_INBOX = Symbol('CONTACT_INBOX');

export interface ContactInbox {
  /** Newest first, a page of `limit` after `offset`, with the total count. */
  list(page: { limit: number; offset: number }): Promise<{ messages: ContactMessageView[]; total: number }>;
  find(id: string): Promise<ContactMessageView | null>;
  /** Ids of the messages received before `cutoff` (ISO time), oldest first, at most `limit` (the retention's sweep). */
  receivedBefore(cutoff: string, limit: number): Promise<string[]>;
  /**
   * Once the projection has removed an erased message, removes every other trace the store keeps of it (for
   * SQLite: the old WAL frames that still hold its text). False when that could not be done now (readers
   * busy); the store then overwrites the traces as it goes on.
   */
  eraseMessage(id: string): Promise<boolean>;
}
