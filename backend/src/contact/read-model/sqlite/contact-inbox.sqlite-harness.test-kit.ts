import type { ContactEvent } from '../../domain/events.js';
import type { RecordedEvent } from '../../../platform/event-store/event.js';
import { openDatabase } from '../../../platform/sqlite/open-database.js';
import type { ContactInbox } from '../contact-inbox.port.js';
import { SqliteContactInbox } from './sqlite-contact-inbox.js';
import { loadProjectionsUnderTest } from '../../../platform/read-store/sqlite/projections-under-test.test-kit.js';

// Loaded at run time like the projections host does (the backend does not depend on the projections package).
const CONTACT_PROJECTION = '@insolvenz/projections/read-models/contact-messages/contact-messages.projection.js';

/** The contact read model built by the real projection in an in-memory database, read through the adapter. */
export async function sqliteContactInbox(events: ContactEvent[]): Promise<ContactInbox> {
  const [projection] = await loadProjectionsUnderTest([[CONTACT_PROJECTION, 'contactMessagesProjection']]);
  const db = openDatabase(':memory:');
  projection.setup(db);
  events.forEach((event, index) => {
    const position = BigInt(index + 1);
    projection.apply(db, {
      ...event,
      streamName: `contact-${event.data.messageId}`,
      revision: position,
      position,
      recordedAt: new Date('2026-11-20T08:00:00.000Z'),
      metadata: {
        eventId: `event-${index}`,
        correlationId: 'contract',
        causationId: null,
        actorId: 'system:test',
        occurredAt: '2026-11-20T08:00:00.000Z',
        schemaVersion: 1,
      },
    } as RecordedEvent);
  });
  return new SqliteContactInbox(db);
}
