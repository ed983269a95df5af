import { readStoreProvider } from '../../platform/read-store/read-store-switch.js';
import { CONTACT_INBOX } from './contact-inbox.port.js';
import { mongoContactInboxProvider } from './mongo/mongo-read-model.providers.js';
import { sqliteContactInboxProvider } from './sqlite/sqlite-contact-inbox.js';

/** The contact inbox on the configured read store (READ_STORE). */
export const contactInboxProvider = readStoreProvider(CONTACT_INBOX, {
  sqlite: sqliteContactInboxProvider,
  mongo: mongoContactInboxProvider,
});
