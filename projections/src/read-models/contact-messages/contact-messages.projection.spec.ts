import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { ContactEvent } from '@insolvenz/backend/contact/domain/events.js';
import type { NewEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { SqliteEventStore } from '@insolvenz/backend/platform/event-store/sqlite/sqlite-event-store.js';
import { openDatabase } from '@insolvenz/backend/platform/sqlite/open-database.js';
import { rebuildProjection } from '../../replay/rebuild-projection.js';
import { contactMessagesProjection } from './contact-messages.projection.js';
import { SqliteProjectionStore } from '../../store/sqlite/sqlite-projection-store.js';

const sqlite = (db: DatabaseSync) => new SqliteProjectionStore(db);

const withMetadata = (event: ContactEvent): NewEvent => ({
  ...event,
  metadata: {
    eventId: randomUUID(),
    correlationId: 'c',
    causationId: null,
    actorId: 'admin-1',
    occurredAt: '2026-11-21T09:00:00.000Z',
    schemaVersion: 1,
  },
});

const received = (messageId: string, receivedAt: string): ContactEvent => ({
  type: 'ContactMessageReceived',
  data: {
    messageId,
    name: 'Jürgen Müller',
    email: 'juergen@example.de',
    subject: 'Frage',
    inquiryType: null,
    message: 'Eine Nachricht mit Text.',
    privacyAgreed: true,
    receivedAt,
  },
});

describe('contact-messages projection', () => {
  let store: SqliteEventStore;
  let live: DatabaseSync;
  let checkpoint: bigint;

  const catchUp = async () => {
    for (;;) {
      const batch = await store.readAll({ after: checkpoint, maxCount: 1 });
      if (batch.length === 0) return;
      const outcome = sqlite(live).applyNow(contactMessagesProjection, batch, checkpoint);
      checkpoint = outcome.checkpoint;
    }
  };
  const rows = (db: DatabaseSync) =>
    db.prepare('SELECT id, status, read_at, replied_at FROM rm_contact_messages ORDER BY created_at DESC').all();

  beforeEach(() => {
    store = new SqliteEventStore({ location: ':memory:' });
    live = openDatabase(':memory:');
    checkpoint = sqlite(live).prepareNow(contactMessagesProjection);
  });
  afterEach(async () => {
    await store.close();
    live.close();
  });

  it('follows the status, forgets deleted messages, and a rebuild equals the live model', async () => {
    const a = randomUUID();
    const b = randomUUID();
    await store.append(`contact-${a}`, [withMetadata(received(a, '2026-11-20T08:00:00.000Z'))], {
      expectedRevision: 'no_stream',
    });
    await store.append(`contact-${b}`, [withMetadata(received(b, '2026-11-21T08:00:00.000Z'))], {
      expectedRevision: 'no_stream',
    });
    await store.append(
      `contact-${a}`,
      [
        withMetadata({
          type: 'ContactMessageRead',
          data: { messageId: a, readAt: '2026-11-21T09:00:00.000Z', readBy: 'admin-1' },
        }),
        withMetadata({
          type: 'ContactMessageReplied',
          data: { messageId: a, repliedAt: '2026-11-21T09:05:00.000Z', repliedBy: 'admin-1', reply: null },
        }),
      ],
      { expectedRevision: 0n },
    );
    await catchUp();
    expect(rows(live)).toEqual([
      { id: b, status: 'unread', read_at: null, replied_at: null },
      { id: a, status: 'replied', read_at: '2026-11-21T09:00:00.000Z', replied_at: '2026-11-21T09:05:00.000Z' },
    ]);

    // Erasure as the delete handler does it: audit record first, then the message stream is hard-deleted.
    await store.append(
      `contactaudit-${b}`,
      [
        withMetadata({
          type: 'ContactMessageDeleted',
          data: { messageId: b, deletedAt: '2026-11-21T10:00:00.000Z', deletedBy: 'admin-1' },
        }),
      ],
      { expectedRevision: 'no_stream' },
    );
    await store.deleteStream(`contact-${b}`);
    await catchUp();
    expect(rows(live).map((r) => (r as { id: string }).id)).toEqual([a]);

    const rebuilt = openDatabase(':memory:');
    await rebuildProjection(store, sqlite(rebuilt), contactMessagesProjection);
    expect(sqlite(rebuilt).dumpNow(contactMessagesProjection)).toEqual(sqlite(live).dumpNow(contactMessagesProjection));
    rebuilt.close();
  });

  it('ignores a redelivered event', async () => {
    const a = randomUUID();
    await store.append(`contact-${a}`, [withMetadata(received(a, '2026-11-20T08:00:00.000Z'))], {
      expectedRevision: 'no_stream',
    });
    await store.append(
      `contact-${a}`,
      [
        withMetadata({
          type: 'ContactMessageReplied',
          data: { messageId: a, repliedAt: '2026-11-21T09:05:00.000Z', repliedBy: 'admin-1', reply: null },
        }),
      ],
      { expectedRevision: 0n },
    );
    await catchUp();
    const before = sqlite(live).dumpNow(contactMessagesProjection);
    const [first] = await store.readAll({ after: 0n, maxCount: 1 });
    sqlite(live).writeNow(contactMessagesProjection, [first]);
    const read = (await store.readStream(`contact-${a}`)).events[1];
    sqlite(live).writeNow(contactMessagesProjection, [read]);
    expect(sqlite(live).dumpNow(contactMessagesProjection)).toEqual(before);
  });
});
