import { recipientKey, type MatchCriteria, type SubscriptionFields } from '@insolvenz/backend/alerts/domain/events.js';
import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { databaseOf, openMongoConnection } from '@insolvenz/backend/platform/read-store/mongo/mongo-connection.js';
import type { Connection } from 'mongoose';
import { MongoProjectionStore } from '../../../store/mongo/mongo-projection-store.js';
import { describeWithMongo, freshDatabaseUrl } from '../../../store/mongo/mongo-test-database.test-kit.js';
import { subscriptionsProjection } from '../subscriptions.projection.js';
import {
  ALERT_ADDRESS_DIGESTS,
  ALERT_OWNER_PLANS,
  ALERT_OWNERS,
  ALERT_RECIPIENTS,
  SUBSCRIPTIONS,
  subscriptionsMongo,
} from './subscriptions.mongo.js';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 8, minute)).toISOString();

const ANNA = 'user-anna';
const BERT = 'user-bert';

function fields(input: Partial<SubscriptionFields>): SubscriptionFields {
  return {
    email: 'anna@example.de',
    companyName: 'Müller Bau GmbH',
    keywords: [],
    active: true,
    caseNumber: null,
    court: null,
    registerNumber: null,
    ...input,
  };
}

/** The folded matching keys as the backend computes them when a subscription is written. */
const criteria = (nameTokens: string[], more: Partial<MatchCriteria> = {}): MatchCriteria => ({
  nameTokens,
  keywordTokens: [],
  caseRef: null,
  registerRef: null,
  ...more,
});

const created = (
  subscriptionId: string,
  ownerId: string,
  input: Partial<SubscriptionFields>,
  match: MatchCriteria,
  minute: number,
) => ({
  type: 'SubscriptionCreated',
  data: { ...fields(input), subscriptionId, ownerId, criteria: match, source: 'form', createdAt: at(minute) },
});

const updated = (subscriptionId: string, input: Partial<SubscriptionFields>, match: MatchCriteria, minute: number) => ({
  type: 'SubscriptionUpdated',
  data: { ...fields(input), subscriptionId, criteria: match, updatedAt: at(minute) },
});

const toggled = (subscriptionId: string, active: boolean, minute: number) => ({
  type: 'SubscriptionToggled',
  data: { subscriptionId, active, at: at(minute), via: 'user' },
});

const registered = (userId: string, email: string, firstName: string) => ({
  type: 'UserRegistered',
  data: { userId, email, firstName, lastName: 'Muster', passwordHash: 'x', role: 'user', registeredAt: at(0) },
});

const plan = (userId: string, planName: string) => ({
  type: 'UserPlanChanged',
  data: {
    userId,
    plan: planName,
    source: 'admin',
    periodEnd: null,
    cancelAtPeriodEnd: false,
    stripeSubscriptionId: null,
    at: at(1),
  },
});

const kredit = recipientKey(ANNA, 'kredit@example.de');

/** Every change kind of the subscriptions projection, in a log of real event shapes. */
function subscriptionLog(): RecordedEvent[] {
  const events: { type: string; data: object }[] = [
    registered(ANNA, 'Anna@Example.de', 'Anna'),
    registered(BERT, 'bert@example.de', 'Bert'),
    plan(ANNA, 'pro_monthly'),
    created('s1', ANNA, { keywords: ['Köln'] }, criteria(['muller', 'bau'], { keywordTokens: [['koln']] }), 3),
    created(
      's2',
      ANNA,
      { email: 'Kredit@example.de', companyName: 'Schmidt Handel', registerNumber: 'HRB 777' },
      criteria(['schmidt', 'handel'], { registerRef: 'hrb 777' }),
      4,
    ),
    {
      type: 'RecipientConfirmationRequested',
      data: { recipientKey: kredit, ownerId: ANNA, requestId: 'r1', trigger: 'subscription', requestedAt: at(5) },
    },
    { type: 'RecipientConfirmationMailFailed', data: { recipientKey: kredit, requestId: 'r1', failedAt: at(6) } },
    {
      type: 'RecipientConfirmationRequested',
      data: { recipientKey: kredit, ownerId: ANNA, requestId: 'r2', trigger: 'resend', requestedAt: at(7) },
    },
    { type: 'RecipientConfirmed', data: { recipientKey: kredit, ownerId: ANNA, confirmedAt: at(8) } },
    created('s3', BERT, { email: 'bert@example.de', companyName: 'Bert Logistik' }, criteria(['bert', 'logistik']), 9),
    toggled('s3', false, 10),
    updated('s1', { companyName: 'Müller Logistik', email: 'info@example.de' }, criteria(['muller', 'logistik']), 11),
    { type: 'AlertDigestPrepared', data: { subscriptionId: 's2', digestId: 'd1', caseIds: [1], preparedAt: at(12) } },
    {
      type: 'AlertDigestSent',
      data: { subscriptionId: 's2', digestId: 'd1', caseIds: [1], sentAt: at(13), mailMessageId: 'm', confirmed: true },
    },
    { type: 'AlertDigestPrepared', data: { subscriptionId: 's1', digestId: 'd2', caseIds: [2], preparedAt: at(14) } },
    { type: 'AlertDigestFailed', data: { subscriptionId: 's1', digestId: 'd2', failedAt: at(15), reason: 'SMTP' } },
    {
      type: 'UserProfileChanged',
      data: { userId: ANNA, firstName: 'Anna', lastName: 'Neu', email: 'info@example.de' },
    },
    { type: 'UserEmailConfirmed', data: { userId: BERT, email: 'Bert@Neu.de', requestId: 'r3', at: at(17) } },
    {
      type: 'RecipientRefused',
      data: { recipientKey: recipientKey(BERT, 'x@example.de'), ownerId: BERT, refusedAt: at(18) },
    },
    { type: 'SubscriptionDeleted', data: { subscriptionId: 's3', deletedAt: at(19), deletedBy: BERT } },
    created('s4', BERT, { email: 'bert@neu.de', companyName: 'Kurz GmbH' }, criteria(['kurz']), 20),
    { type: 'SubscriptionDeleted', data: { subscriptionId: 's4', deletedAt: at(21), deletedBy: BERT } },
    toggled('s2', false, 22),
    toggled('s2', true, 23),
    plan(ANNA, 'free'),
  ];
  return events.map((event, index) => {
    const position = BigInt(index + 1);
    return {
      ...event,
      streamName: `stream-${index}`,
      revision: 0n,
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

describeWithMongo('subscriptions read model on MongoDB', () => {
  const connections: Connection[] = [];
  const freshStore = async () => {
    const connection = await openMongoConnection(freshDatabaseUrl());
    connections.push(connection);
    const store = new MongoProjectionStore(databaseOf(connection));
    await store.prepare(subscriptionsProjection);
    return { store, db: databaseOf(connection) };
  };
  afterEach(async () => {
    for (const connection of connections.splice(0)) {
      await databaseOf(connection).dropDatabase();
      await connection.close();
    }
  });

  it('holds every change of the log: subscriptions with their terms, owners, plans, recipients, digest days', async () => {
    const log = subscriptionLog();
    const { store, db } = await freshStore();
    await store.apply(subscriptionsProjection, log, 0n);
    const subscriptions = await db.collection(SUBSCRIPTIONS).find().sort({ _id: 1 }).toArray();
    expect(subscriptions.map((doc) => doc._id)).toEqual(['s1', 's2']);
    expect(subscriptions[0]).toMatchObject({
      email: 'info@example.de',
      companyName: 'Müller Logistik',
      updatedAt: at(11),
      terms: ['p:logistik|muller'],
      createdPosition: '00000000000000000004',
      position: '00000000000000000012',
    });
    // Null fields and empty lists are not stored (absent reads as null or empty).
    expect(subscriptions[0]).not.toHaveProperty('lastNotification');
    expect(subscriptions[0]).not.toHaveProperty('keywords');
    expect(subscriptions[1]).toMatchObject({
      emailKey: 'kredit@example.de',
      active: true,
      lastNotification: at(13),
      terms: expect.arrayContaining(['r:hrb 777']),
    });
    expect(await db.collection(ALERT_OWNER_PLANS).find().toArray()).toEqual([
      { _id: ANNA, plan: 'free', position: '00000000000000000025' },
    ]);
    expect(await db.collection(ALERT_OWNERS).find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: ANNA, emailKey: 'info@example.de', name: 'Anna Neu', position: '00000000000000000017' },
      { _id: BERT, emailKey: 'bert@neu.de', name: 'Bert Muster', position: '00000000000000000018' },
    ]);
    expect(await db.collection<{ _id: string }>(ALERT_RECIPIENTS).findOne({ _id: kredit })).toEqual({
      _id: kredit,
      ownerId: ANNA,
      status: 'confirmed',
      requestedAt: at(7),
      position: '00000000000000000009',
    });
    const digests = await db.collection(ALERT_ADDRESS_DIGESTS).find().sort({ _id: 1 }).toArray();
    expect(digests).toEqual([
      { _id: 'info@example.de', digestId: 'd2', position: '00000000000000000016' },
      { _id: 'kredit@example.de', digestDay: '2026-11-21', digestId: 'd1', position: '00000000000000000013' },
    ]);
  });

  it('indexes a subscription under its terms only while it is active', async () => {
    const log = subscriptionLog();
    const { store, db } = await freshStore();
    // Up to s2's deactivation (position 23), then its reactivation.
    await store.apply(subscriptionsProjection, log.slice(0, 23), 0n);
    expect(await db.collection<{ _id: string }>(SUBSCRIPTIONS).findOne({ _id: 's2' })).not.toHaveProperty('terms');
    expect(await db.collection(SUBSCRIPTIONS).countDocuments({ terms: { $in: ['r:hrb 777'] } })).toBe(0);
    await store.apply(subscriptionsProjection, log.slice(23, 24), log[22].position);
    expect(await db.collection(SUBSCRIPTIONS).countDocuments({ terms: { $in: ['r:hrb 777'] } })).toBe(1);
  });

  it('builds the same read model live, one event per batch, as a rebuild in one batch', async () => {
    const log = subscriptionLog();
    const { store: live } = await freshStore();
    let checkpoint = 0n;
    for (const event of log) {
      const outcome = await live.apply(subscriptionsProjection, [event], checkpoint);
      if (outcome.kind !== 'applied') throw new Error(`expected applied, got ${outcome.kind}`);
      checkpoint = outcome.checkpoint;
    }
    const { store: rebuilt } = await freshStore();
    await rebuilt.apply(subscriptionsProjection, log, 0n);
    expect(await live.dump(subscriptionsProjection)).toEqual(await rebuilt.dump(subscriptionsProjection));
    expect(await live.readCheckpoint('subscriptions')).toBe(log[log.length - 1].position);
  });

  it('changes nothing when a batch is applied again after a crash before its checkpoint', async () => {
    const log = subscriptionLog();
    const { store: uninterrupted } = await freshStore();
    await uninterrupted.apply(subscriptionsProjection, log, 0n);
    const expected = await uninterrupted.dump(subscriptionsProjection);

    for (const split of [3, 8, 12, 19]) {
      const { store } = await freshStore();
      await store.apply(subscriptionsProjection, log.slice(0, split), 0n);
      // The crash: every document of the rest written, the checkpoint not moved.
      await store.applyWithoutCheckpoint(subscriptionsProjection, log.slice(split));
      expect(await store.readCheckpoint('subscriptions')).toBe(log[split - 1].position);
      // Delivered again, in shorter batches than before.
      let checkpoint = log[split - 1].position;
      for (let i = split; i < log.length; i += 3) {
        const outcome = await store.apply(subscriptionsProjection, log.slice(i, i + 3), checkpoint);
        if (outcome.kind !== 'applied') throw new Error(`expected applied, got ${outcome.kind}`);
        checkpoint = outcome.checkpoint;
      }
      expect(await store.dump(subscriptionsProjection)).toEqual(expected);
    }
  });

  it('changes nothing when a crash came between the collections of one batch', async () => {
    const log = subscriptionLog();
    const { store: uninterrupted, db: full } = await freshStore();
    await uninterrupted.apply(subscriptionsProjection, log, 0n);

    const { store, db } = await freshStore();
    await store.apply(subscriptionsProjection, log.slice(0, 4), 0n);
    // Owners, plans, digest days and recipients of the rest written; the subscriptions (written last) not.
    for (const name of [ALERT_OWNER_PLANS, ALERT_OWNERS, ALERT_ADDRESS_DIGESTS, ALERT_RECIPIENTS]) {
      await db.collection(name).deleteMany({});
      const docs = await full.collection(name).find().toArray();
      if (docs.length > 0) await db.collection(name).insertMany(docs);
    }
    await store.apply(subscriptionsProjection, log.slice(4), log[3].position);
    expect(await store.dump(subscriptionsProjection)).toEqual(await uninterrupted.dump(subscriptionsProjection));
  });

  it('drops and rebuilds the read model on a replay reset', async () => {
    const log = subscriptionLog();
    const { store, db } = await freshStore();
    await store.apply(subscriptionsProjection, log, 0n);
    const live = await store.dump(subscriptionsProjection);

    expect(await store.prepare(subscriptionsProjection, { reset: true })).toBe(0n);
    expect(await store.dump(subscriptionsProjection)).toEqual([]);
    const indexes = await db.collection(SUBSCRIPTIONS).indexes();
    expect(indexes.map((index) => index.name)).toEqual(
      expect.arrayContaining(['by_owner', 'by_email', 'by_term', 'active_email']),
    );
    const owners = await db.collection(ALERT_OWNERS).indexes();
    expect(owners.map((index) => index.name)).toContain('by_email');
    await store.apply(subscriptionsProjection, log, 0n);
    expect(await store.dump(subscriptionsProjection)).toEqual(live);
  });

  it('prepares again after a restart, its indexes in place, and goes on from its checkpoint', async () => {
    const log = subscriptionLog();
    const { store, db } = await freshStore();
    await store.apply(subscriptionsProjection, log.slice(0, 10), 0n);
    const restarted = new MongoProjectionStore(db);
    expect(await restarted.prepare(subscriptionsProjection)).toBe(log[9].position);
    await restarted.apply(subscriptionsProjection, log.slice(10), log[9].position);
    const { store: rebuilt } = await freshStore();
    await rebuilt.apply(subscriptionsProjection, log, 0n);
    expect(await restarted.dump(subscriptionsProjection)).toEqual(await rebuilt.dump(subscriptionsProjection));
  });

  it('refuses to answer for a subscription it did not read first', async () => {
    const { db } = await freshStore();
    const writer = subscriptionsMongo.open(db);
    const log = subscriptionLog();
    await writer.load(log.slice(3, 4));
    expect(() => writer.write(log[4])).toThrow('rm_subscriptions: s2 was not loaded');
  });
});
