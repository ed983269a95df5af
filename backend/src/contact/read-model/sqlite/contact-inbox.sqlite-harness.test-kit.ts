import type { ContactEvent } from '../../domain/events.js';
import { sqliteReadModelFrom } from '../../../platform/read-store/sqlite/projections-under-test.test-kit.js';
import type { ContactInbox } from '../contact-inbox.port.js';
import { SqliteContactInbox } from './sqlite-contact-inbox.js';

// Loaded at run time like the projections host does (the backend does not depend on the projections package).
const CONTACT_PROJECTION = '@insolvenz/projections/read-models/contact-messages/contact-messages.projection.js';

/** The contact read model built by the real projection in an in-memory database, read through the adapter. */
export async function sqliteContactInbox(events: ContactEvent[]): Promise<ContactInbox> {
  return new SqliteContactInbox(
    await sqliteReadModelFrom(
      [CONTACT_PROJECTION, 'contactMessagesProjection'],
      events,
      (event) => `contact-${event.data.messageId}`,
    ),
  );
}
