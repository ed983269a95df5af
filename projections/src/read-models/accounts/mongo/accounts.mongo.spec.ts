import type { UserEvent } from '@insolvenz/backend/accounts/domain/events.js';
import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { databaseOf, openMongoConnection } from '@insolvenz/backend/platform/read-store/mongo/mongo-connection.js';
import { openDatabase } from '@insolvenz/backend/platform/sqlite/open-database.js';
import type { Connection } from 'mongoose';
import { MongoProjectionStore } from '../../../store/mongo/mongo-projection-store.js';
import { describeWithMongo, freshDatabaseUrl } from '../../../store/mongo/mongo-test-database.test-kit.js';
import { withoutNulls } from '../../../store/mongo/mongo-tables.js';
import { storedPosition } from '../../../store/mongo/stored-position.js';
import { SqliteProjectionStore } from '../../../store/sqlite/sqlite-projection-store.js';
import { accountsProjection } from '../accounts.projection.js';
import { accountsMongo, API_KEYS, USER_SESSIONS, USERS } from './accounts.mongo.js';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 8, minute)).toISOString();

/** Every account event kind: registrations, logins (one expiring others), address swaps, keys, plans, roles. */
function accountLog(): RecordedEvent[] {
  const registered = (userId: string, email: string, minute: number): UserEvent => ({
    type: 'UserRegistered',
    data: {
      userId,
      email,
      firstName: `Vor${userId}`,
      lastName: 'Müller',
      passwordHash: 'x',
      role: 'user',
      registeredAt: at(minute),
      ...(userId === 'u2' ? { emailConfirmed: false } : {}),
    },
  });
  const events: [UserEvent, number][] = [
    [registered('u1', 'Anna@Example.de', 1), 1],
    [registered('u2', 'bernd@example.de', 2), 2],
    [{ type: 'UserLoggedIn', data: { userId: 'u1', sessionId: 's1', expiresAt: at(10), at: at(3) } }, 3],
    [{ type: 'UserLoggedIn', data: { userId: 'u1', sessionId: 's2', expiresAt: at(40), at: at(4) } }, 4],
    // s1 expired by now: the login removes it.
    [{ type: 'UserLoggedIn', data: { userId: 'u1', sessionId: 's3', expiresAt: at(50), at: at(11) } }, 11],
    [{ type: 'UserLoggedIn', data: { userId: 'ghost', sessionId: 's0', expiresAt: at(50), at: at(11) } }, 11],
    [{ type: 'UserLoggedOut', data: { userId: 'u1', sessionId: 's2', at: at(12) } }, 12],
    [{ type: 'UserLoggedIn', data: { userId: 'u2', sessionId: 's4', expiresAt: at(50), at: at(12) } }, 12],
    [{ type: 'UserPasswordChanged', data: { userId: 'u2', passwordHash: 'y', changedAt: at(13) } }, 13],
    [{ type: 'UserLoggedIn', data: { userId: 'u2', sessionId: 's5', expiresAt: at(55), at: at(14) } }, 14],
    [
      {
        type: 'UserEmailConfirmationRequested',
        data: { userId: 'u2', email: 'BERND@example.de', requestId: 'r1', expiresAt: at(59), at: at(15) },
      },
      15,
    ],
    [
      {
        type: 'UserEmailConfirmationRequested',
        data: { userId: 'u1', email: 'anna@neu.de', requestId: 'r2', expiresAt: at(59), at: at(16) },
      },
      16,
    ],
    // u1 leaves Anna@Example.de, u2 takes it in the same batch: the unique address index sees SQLite's order.
    [{ type: 'UserEmailConfirmed', data: { userId: 'u1', email: 'anna@neu.de', requestId: 'r2', at: at(17) } }, 17],
    [
      {
        type: 'UserProfileChanged',
        data: { userId: 'u2', firstName: 'Bernd', lastName: 'Bäcker', email: 'anna@example.de' },
      },
      18,
    ],
    [{ type: 'UserDeactivated', data: { userId: 'u1', at: at(19) } }, 19],
    [{ type: 'UserActivated', data: { userId: 'u1', at: at(20) } }, 20],
    [{ type: 'UserRoleChanged', data: { userId: 'u1', role: 'admin', at: at(21) } }, 21],
    [{ type: 'BillingCustomerLinked', data: { userId: 'u2', stripeCustomerId: 'cus_2' } }, 22],
    [
      {
        type: 'UserPlanChanged',
        data: {
          userId: 'u2',
          plan: 'pro_yearly',
          source: 'stripe',
          periodEnd: at(59),
          cancelAtPeriodEnd: true,
          stripeSubscriptionId: 'sub_2',
          at: at(23),
        },
      },
      23,
    ],
    [{ type: 'ApiKeyIssued', data: { userId: 'u1', keyId: 'k1', name: 'ERP', secretHash: 'h1', at: at(24) } }, 24],
    [{ type: 'ApiKeyIssued', data: { userId: 'u1', keyId: 'k2', name: 'CRM', secretHash: 'h2', at: at(25) } }, 25],
    [{ type: 'ApiKeyRevoked', data: { userId: 'u1', keyId: 'k1', at: at(26) } }, 26],
  ];
  return events.map(([event, minute], index) => {
    const position = BigInt(index + 1);
    return {
      ...event,
      streamName: `user-${event.data.userId}`,
      revision: position,
      position,
      recordedAt: new Date(at(minute)),
      metadata: {
        eventId: `event-${index}`,
        correlationId: 'spec',
        causationId: null,
        actorId: 'system:test',
        occurredAt: at(minute),
        schemaVersion: 1,
      },
    } as RecordedEvent;
  });
}

/** The SQLite read model of the same events, in the MongoDB documents' shape (null columns not stored). */
function sqliteAccounts(events: readonly RecordedEvent[]): unknown[] {
  const store = new SqliteProjectionStore(openDatabase(':memory:'));
  store.prepareNow(accountsProjection);
  store.applyNow(accountsProjection, events, 0n);
  return (store.dumpNow(accountsProjection) as Record<string, unknown>[]).map((row) => withoutNulls(asDocument(row)));
}

function asDocument(row: Record<string, unknown>): Record<string, unknown> {
  if ('session_id' in row) return { _id: row.session_id, userId: row.user_id, expiresAt: row.expires_at };
  if ('key_id' in row) {
    const { key_id, user_id, name, secret_hash, created_at, revoked_at } = row;
    return {
      _id: key_id,
      userId: user_id,
      name,
      secretHash: secret_hash,
      createdAt: created_at,
      revokedAt: revoked_at,
    };
  }
  return {
    _id: row.id,
    email: row.email,
    emailKey: row.email_key,
    nameKey: `${row.first_name as string} ${row.last_name as string}`.toLowerCase(),
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    isActive: row.is_active === 1,
    emailConfirmed: row.email_confirmed === 1,
    pendingEmail: row.pending_email,
    plan: row.plan,
    planPeriodEnd: row.plan_period_end,
    cancelAtPeriodEnd: row.cancel_at_period_end === 1,
    stripeCustomerId: row.stripe_customer_id,
    stripeSubscriptionId: row.stripe_subscription_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    lastLoginAt: row.last_login_at,
    position: storedPosition(BigInt(row.position as number)),
  };
}

/** Sessions and keys carry their own guard position in MongoDB (SQLite keeps none): compared without it. */
function withoutChildPositions(dump: unknown[]): unknown[] {
  return (dump as Record<string, unknown>[]).map((doc) => {
    if ('emailKey' in doc) return doc;
    const { position: _position, ...rest } = doc;
    return rest;
  });
}

describeWithMongo('accounts read model on MongoDB', () => {
  const connections: Connection[] = [];
  const freshStore = async () => {
    const connection = await openMongoConnection(freshDatabaseUrl());
    connections.push(connection);
    const store = new MongoProjectionStore(databaseOf(connection));
    await store.prepare(accountsProjection);
    return { store, db: databaseOf(connection) };
  };
  afterEach(async () => {
    for (const connection of connections.splice(0)) {
      await databaseOf(connection).dropDatabase();
      await connection.close();
    }
  });

  it('holds what the SQLite read model holds after the same events', async () => {
    const log = accountLog();
    const { store } = await freshStore();
    await store.apply(accountsProjection, log, 0n);
    expect(withoutChildPositions(await store.dump(accountsProjection))).toEqual(sqliteAccounts(log));
    const dump = (await store.dump(accountsProjection)) as { _id: string }[];
    expect(dump.map((doc) => doc._id)).toEqual(['u1', 'u2', 's5', 'k1', 'k2']);
  });

  it('builds the same read model live, one event per batch, as a rebuild in one batch', async () => {
    const log = accountLog();
    const { store: live } = await freshStore();
    let checkpoint = 0n;
    for (const event of log) {
      const outcome = await live.apply(accountsProjection, [event], checkpoint);
      if (outcome.kind !== 'applied') throw new Error(`expected applied, got ${outcome.kind}`);
      checkpoint = outcome.checkpoint;
    }
    const { store: rebuilt } = await freshStore();
    await rebuilt.apply(accountsProjection, log, 0n);
    expect(await live.dump(accountsProjection)).toEqual(await rebuilt.dump(accountsProjection));
    expect(await live.readCheckpoint('accounts')).toBe(log[log.length - 1].position);
  });

  it('changes nothing when a batch is applied again after a crash before its checkpoint', async () => {
    const log = accountLog();
    const { store: uninterrupted } = await freshStore();
    await uninterrupted.apply(accountsProjection, log, 0n);

    const { store } = await freshStore();
    const first = log.slice(0, 5);
    await store.apply(accountsProjection, first, 0n);
    // The crash: every document of the rest written, the checkpoint not moved.
    await store.applyWithoutCheckpoint(accountsProjection, log.slice(5));
    expect(await store.readCheckpoint('accounts')).toBe(first[4].position);
    // Delivered again, in shorter batches than before.
    let checkpoint = first[4].position;
    for (let i = 5; i < log.length; i += 4) {
      const outcome = await store.apply(accountsProjection, log.slice(i, i + 4), checkpoint);
      if (outcome.kind !== 'applied') throw new Error(`expected applied, got ${outcome.kind}`);
      checkpoint = outcome.checkpoint;
    }
    expect(await store.dump(accountsProjection)).toEqual(await uninterrupted.dump(accountsProjection));
  });

  it('changes nothing when a crash came between the sessions and keys and the users', async () => {
    const log = accountLog();
    const { store: uninterrupted } = await freshStore();
    await uninterrupted.apply(accountsProjection, log, 0n);

    const { store, db } = await freshStore();
    await store.apply(accountsProjection, log.slice(0, 3), 0n);
    // The sessions and keys of the rest written, the users not (they are written last).
    const { store: scratch, db: scratchDb } = await freshStore();
    await scratch.apply(accountsProjection, log, 0n);
    for (const name of [USER_SESSIONS, API_KEYS]) {
      await db.collection(name).deleteMany({});
      const docs = await scratchDb.collection(name).find().toArray();
      if (docs.length > 0) await db.collection(name).insertMany(docs);
    }
    await store.apply(accountsProjection, log.slice(3), log[2].position);
    expect(await store.dump(accountsProjection)).toEqual(await uninterrupted.dump(accountsProjection));
  });

  it('drops and rebuilds the read model on a replay reset', async () => {
    const log = accountLog();
    const { store, db } = await freshStore();
    await store.apply(accountsProjection, log, 0n);
    const live = await store.dump(accountsProjection);

    expect(await store.prepare(accountsProjection, { reset: true })).toBe(0n);
    expect(await store.dump(accountsProjection)).toEqual([]);
    const indexes = await db.collection(USERS).indexes();
    expect(indexes.find((index) => index.name === 'email_key')).toMatchObject({ unique: true });
    await store.apply(accountsProjection, log, 0n);
    expect(await store.dump(accountsProjection)).toEqual(live);
  });

  it('refuses to answer for an account it did not read first', async () => {
    const { db } = await freshStore();
    const writer = accountsMongo.open(db);
    await writer.load(accountLog().slice(0, 1));
    expect(() => writer.write(accountLog()[1])).toThrow('rm_users: u2 was not loaded');
  });
});
