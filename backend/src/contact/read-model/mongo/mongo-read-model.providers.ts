import type { FactoryProvider } from '@nestjs/common';
import { MONGO_READ_DB, type MongoReadDb } from '../../../platform/read-store/mongo/mongo-read-db.js';
import { CONTACT_INBOX, type ContactInbox } from '../contact-inbox.port.js';
import { MongoContactInbox } from './mongo-contact-inbox.js';

export const mongoContactInboxProvider: FactoryProvider<ContactInbox> = {
  provide: CONTACT_INBOX,
  inject: [MONGO_READ_DB],
  useFactory: (db: MongoReadDb) => new MongoContactInbox(db),
};
