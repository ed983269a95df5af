import type mongoose from 'mongoose';
import { mongoReadModelUnderTest } from '../../../platform/read-store/mongo/mongo-read-model-under-test.test-kit.js';
import type { ContactEvent } from '../../domain/events.js';
import type { ContactInbox } from '../contact-inbox.port.js';
import type { ContactInboxHarness } from '../contract/contact-inbox.contract.test-kit.js';
import { MongoContactInbox } from './mongo-contact-inbox.js';

/**
 * The contact read model built by the real projection through the real MongoDB projection store, in a fresh
 * database per call; `build` also gives that database (erasure checks scan it); `dropAll` drops them.
 */
export function mongoContactInboxHarness(): {
  harness: ContactInboxHarness;
  build(events: ContactEvent[]): Promise<{ inbox: ContactInbox; db: mongoose.mongo.Db }>;
  dropAll(): Promise<void>;
} {
  const readModel = mongoReadModelUnderTest(
    'contact-messages/contact-messages.projection.js',
    'contactMessagesProjection',
    // As the application records them: the erasure on the audit stream, the rest on the message's stream.
    (event) => {
      const { type, data } = event as ContactEvent;
      return `${type === 'ContactMessageDeleted' ? 'contactaudit' : 'contact'}-${data.messageId}`;
    },
  );
  const build = async (events: ContactEvent[]) => {
    const db = await readModel.build(events);
    return { inbox: new MongoContactInbox(db), db };
  };
  return { harness: async (events) => (await build(events)).inbox, build, dropAll: readModel.dropAll };
}
