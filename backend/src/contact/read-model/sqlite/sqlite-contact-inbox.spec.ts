import { contactInboxContract } from '../contract/contact-inbox.contract.test-kit.js';
import { sqliteContactInbox } from './contact-inbox.sqlite-harness.test-kit.js';

contactInboxContract('SQLite', sqliteContactInbox);
