import type mongoose from 'mongoose';
import type { ContactMessageStatus } from '../../domain/contact-decider.js';
import type { ContactInbox } from '../contact-inbox.port.js';
import type { ContactMessageView } from '../contact-message-view.js';

/**
 * A document of `rm_contact_messages` (projections/src/read-models/contact-messages/mongo). Null fields are not
 * stored: an absent field reads as null.
 */
interface ContactMessageDocument {
  readonly _id: string;
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly inquiryType?: string | null;
  readonly message: string;
  readonly privacyAgreed: boolean;
  readonly status: ContactMessageStatus;
  readonly createdAt: string;
  readonly readAt?: string | null;
  readonly repliedAt?: string | null;
}

function toContactMessageView(doc: ContactMessageDocument): ContactMessageView {
  return {
    id: doc._id,
    name: doc.name,
    email: doc.email,
    subject: doc.subject,
    message: doc.message,
    inquiryType: doc.inquiryType ?? null,
    privacyAgreed: doc.privacyAgreed,
    status: doc.status,
    createdAt: doc.createdAt,
    created_at: doc.createdAt,
    readAt: doc.readAt ?? null,
    repliedAt: doc.repliedAt ?? null,
  };
}

/**
 * `ContactInbox` over the MongoDB collection of the contact projection (`rm_contact_messages`, its
 * `newest_first` index created by the projection store). Same answers, order and totals as the SQLite adapter;
 * a collection not created yet reads as empty, as MongoDB answers for it.
 */
export class MongoContactInbox implements ContactInbox {
  private readonly messages: mongoose.mongo.Collection<ContactMessageDocument>;

  constructor(db: mongoose.mongo.Db) {
    this.messages = db.collection<ContactMessageDocument>('rm_contact_messages');
  }

  async list(page: { limit: number; offset: number }): Promise<{ messages: ContactMessageView[]; total: number }> {
    const total = await this.messages.countDocuments({});
    // MongoDB reads a limit of 0 as "no limit"; SQLite's LIMIT 0 returns nothing.
    if (page.limit <= 0) return { messages: [], total };
    const docs = await this.messages
      .find({})
      .sort({ createdAt: -1, _id: -1 })
      .skip(page.offset)
      .limit(page.limit)
      .toArray();
    return { messages: docs.map(toContactMessageView), total };
  }

  async find(id: string): Promise<ContactMessageView | null> {
    const doc = await this.messages.findOne({ _id: id });
    return doc ? toContactMessageView(doc) : null;
  }

  async receivedBefore(cutoff: string, limit: number): Promise<string[]> {
    if (limit <= 0) return [];
    const docs = await this.messages
      .find({ createdAt: { $lt: cutoff } }, { projection: { _id: 1 } })
      .sort({ createdAt: 1, _id: 1 })
      .limit(limit)
      .toArray();
    return docs.map((doc) => doc._id);
  }

  /**
   * The projection deletes an erased message's document whole and the read model keeps no other copy (no
   * tombstone, no history): done once that document is gone. False while it is still there (the projection
   * has not applied the erasure yet).
   */
  async eraseMessage(id: string): Promise<boolean> {
    return (await this.messages.countDocuments({ _id: id }, { limit: 1 })) === 0;
  }
}
