import { jest } from '@jest/globals';
import type { ContactEvent } from '@insolvenz/backend/contact/domain/events.js';
import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { databaseOf, openMongoConnection } from '@insolvenz/backend/platform/read-store/mongo/mongo-connection.js';
import { openDatabase } from '@insolvenz/backend/platform/sqlite/open-database.js';
import mongoose, { type Connection } from 'mongoose';
import { MongoProjectionStore } from '../../../store/mongo/mongo-projection-store.js';
import { describeWithMongo, freshDatabaseUrl } from '../../../store/mongo/mongo-test-database.test-kit.js';
import { withoutNulls } from '../../../store/mongo/mongo-tables.js';
import { storedPosition } from '../../../store/mongo/stored-position.js';
import { SqliteProjectionStore } from '../../../store/sqlite/sqlite-projection-store.js';
import { contactMessagesProjection } from '../contact-messages.projection.js';
import { CONTACT_MESSAGES, contactMessagesMongo } from './contact-messages.mongo.js';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 8, minute)).toISOString();

const received = (messageId: string, minute: number, inquiryType: 'billing' | null = 'billing'): ContactEvent => ({
  type: 'ContactMessageReceived',
  data: {
    messageId,
    name: `Absender ${messageId}`,
    email: `${messageId}@example.de`,
    subject: `Betreff ${messageId}`,
    inquiryType,
    message: `Nachricht ${messageId}`,
    privacyAgreed: true,
    receivedAt: at(minute),
  },
});

/** Every contact event kind: messages read, replied (with and without reading), one received and erased. */
function contactLog(): RecordedEvent[] {
  const events: ContactEvent[] = [
    received('m1', 1),
    received('m2', 2, null),
    received('m3', 3),
    { type: 'ContactMessageRead', data: { messageId: 'm1', readAt: at(4), readBy: 'admin' } },
    { type: 'ContactMessageReplied', data: { messageId: 'm1', repliedAt: at(5), repliedBy: 'admin', reply: null } },
    // Read again after the reply: stays replied.
    { type: 'ContactMessageRead', data: { messageId: 'm1', readAt: at(6), readBy: 'admin' } },
    {
      type: 'ContactMessageReplied',
      data: { messageId: 'm2', repliedAt: at(7), repliedBy: 'admin', reply: { text: 'Ja.', mailMessageId: 'x' } },
    },
    { type: 'ContactMessageRead', data: { messageId: 'm3', readAt: at(8), readBy: 'admin' } },
    { type: 'ContactMessageDeleted', data: { messageId: 'm3', deletedAt: at(9), deletedBy: 'admin' } },
    received('m4', 10),
    { type: 'ContactMessageRead', data: { messageId: 'unknown', readAt: at(11), readBy: 'admin' } },
    { type: 'ContactMessageRead', data: { messageId: 'm4', readAt: at(12), readBy: 'admin' } },
  ];
  return events.map((event, index) => {
    const position = BigInt(index + 1);
    const audit = event.type === 'ContactMessageDeleted';
    return {
      ...event,
      streamName: `${audit ? 'contactaudit' : 'contact'}-${event.data.messageId}`,
      revision: position,
      position,
      recordedAt: new Date(at(index)),
      metadata: {
        eventId: `event-${index}`,
        correlationId: 'spec',
        causationId: null,
        actorId: 'system:test',
        occurredAt: at(index),
        schemaVersion: 1,
      },
    } as RecordedEvent;
  });
}

/** The SQLite read model of the same events, in the MongoDB documents' shape (null columns not stored). */
function sqliteMessages(events: readonly RecordedEvent[]): unknown[] {
  const store = new SqliteProjectionStore(openDatabase(':memory:'));
  store.prepareNow(contactMessagesProjection);
  store.applyNow(contactMessagesProjection, events, 0n);
  return (store.dumpNow(contactMessagesProjection) as Record<string, unknown>[]).map((row) =>
    withoutNulls({
      _id: row.id,
      name: row.name,
      email: row.email,
      subject: row.subject,
      inquiryType: row.inquiry_type,
      message: row.message,
      privacyAgreed: row.privacy_agreed === 1,
      status: row.status,
      createdAt: row.created_at,
      readAt: row.read_at,
      repliedAt: row.replied_at,
      position: storedPosition(BigInt(row.position as number)),
    }),
  );
}

describeWithMongo('contact messages read model on MongoDB', () => {
  const connections: Connection[] = [];
  const freshStore = async () => {
    const connection = await openMongoConnection(freshDatabaseUrl());
    connections.push(connection);
    const store = new MongoProjectionStore(databaseOf(connection));
    await store.prepare(contactMessagesProjection);
    return { store, db: databaseOf(connection) };
  };
  afterEach(async () => {
    for (const connection of connections.splice(0)) {
      await databaseOf(connection).dropDatabase();
      await connection.close();
    }
  });

  it('holds what the SQLite read model holds after the same events', async () => {
    const log = contactLog();
    const { store } = await freshStore();
    await store.apply(contactMessagesProjection, log, 0n);
    const dump = (await store.dump(contactMessagesProjection)) as { _id: string }[];
    expect(dump).toEqual(sqliteMessages(log));
    expect(dump.map((doc) => doc._id)).toEqual(['m1', 'm2', 'm4']);
  });

  it('builds the same read model live, one event per batch, as a rebuild in one batch', async () => {
    const log = contactLog();
    const { store: live } = await freshStore();
    let checkpoint = 0n;
    for (const event of log) {
      const outcome = await live.apply(contactMessagesProjection, [event], checkpoint);
      if (outcome.kind !== 'applied') throw new Error(`expected applied, got ${outcome.kind}`);
      checkpoint = outcome.checkpoint;
    }
    const { store: rebuilt } = await freshStore();
    await rebuilt.apply(contactMessagesProjection, log, 0n);
    expect(await live.dump(contactMessagesProjection)).toEqual(await rebuilt.dump(contactMessagesProjection));
    expect(await live.readCheckpoint('contact-messages')).toBe(log[log.length - 1].position);
  });

  it('changes nothing when a batch is applied again after a crash before its checkpoint', async () => {
    const log = contactLog();
    const { store: uninterrupted } = await freshStore();
    await uninterrupted.apply(contactMessagesProjection, log, 0n);

    const { store } = await freshStore();
    const first = log.slice(0, 2);
    await store.apply(contactMessagesProjection, first, 0n);
    // The crash: every document of the rest written, the checkpoint not moved.
    await store.applyWithoutCheckpoint(contactMessagesProjection, log.slice(2));
    expect(await store.readCheckpoint('contact-messages')).toBe(first[1].position);
    // Delivered again, in shorter batches than before. The erased message's stream is gone by then: its
    // received and read events are not delivered again, only the audit record.
    const erased = (event: RecordedEvent) => event.streamName === 'contact-m3';
    let checkpoint = first[1].position;
    const rest = log.slice(2).filter((event) => !erased(event));
    for (let i = 0; i < rest.length; i += 3) {
      const outcome = await store.apply(contactMessagesProjection, rest.slice(i, i + 3), checkpoint);
      if (outcome.kind !== 'applied') throw new Error(`expected applied, got ${outcome.kind}`);
      checkpoint = outcome.checkpoint;
    }
    expect(await store.dump(contactMessagesProjection)).toEqual(await uninterrupted.dump(contactMessagesProjection));
  });

  it('never writes a message received and erased in the same batch', async () => {
    const { store } = await freshStore();
    const bulkWrite = jest.spyOn(mongoose.mongo.Collection.prototype, 'bulkWrite');
    try {
      await store.applyWithoutCheckpoint(contactMessagesProjection, contactLog());
      const written = JSON.stringify(bulkWrite.mock.calls);
      expect(written).toContain('Nachricht m1');
      expect(written).not.toContain('Nachricht m3');
    } finally {
      bulkWrite.mockRestore();
    }
  });

  it('drops and rebuilds the read model on a replay reset', async () => {
    const log = contactLog();
    const { store, db } = await freshStore();
    await store.apply(contactMessagesProjection, log, 0n);
    const live = await store.dump(contactMessagesProjection);

    expect(await store.prepare(contactMessagesProjection, { reset: true })).toBe(0n);
    expect(await store.dump(contactMessagesProjection)).toEqual([]);
    const indexes = await db.collection(CONTACT_MESSAGES).indexes();
    expect(indexes.find((index) => index.name === 'newest_first')).toMatchObject({ key: { createdAt: -1, _id: -1 } });
    await store.apply(contactMessagesProjection, log, 0n);
    expect(await store.dump(contactMessagesProjection)).toEqual(live);
  });

  it('refuses to answer for a message it did not read first', async () => {
    const { db } = await freshStore();
    const writer = contactMessagesMongo.open(db);
    await writer.load(contactLog().slice(0, 1));
    expect(() => writer.write(contactLog()[1])).toThrow('rm_contact_messages: m2 was not loaded');
  });
});
