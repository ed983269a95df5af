import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import type mongoose from 'mongoose';
import {
  HeldWrites,
  LoadedDocuments,
  type MongoWrite,
  mongoTables,
  withoutNulls,
} from '../../../store/mongo/mongo-tables.js';
import { positionOf, storedPosition } from '../../../store/mongo/stored-position.js';
import type { AccountChange } from '../accounts.changes.js';
import { accountsProjection } from '../accounts.projection.js';

export const USERS = 'rm_users';
export const USER_SESSIONS = 'rm_user_sessions';
export const API_KEYS = 'rm_api_keys';

/**
 * A user as `rm_users` keeps it (the SQLite row's columns in camelCase). `emailKey` is the lower-cased address
 * (unique: login, the uniqueness check) and `nameKey` the lower-cased "first last" (the admin's user search):
 * folded when written, so queries never need a case-insensitive regex or a collation. Null fields are not
 * stored (`withoutNulls`): a loaded document may lack them.
 */
export type UserDocument = {
  _id: string;
  email: string;
  emailKey: string;
  nameKey: string;
  firstName: string;
  lastName: string;
  role: string;
  isActive: boolean;
  emailConfirmed: boolean;
  pendingEmail: string | null;
  plan: string;
  planPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  createdAt: string;
  updatedAt: string;
  lastLoginAt: string | null;
  /** Of the last event applied to the account: `evolve`'s guard. */
  position: string;
};

type SessionDocument = {
  _id: string;
  userId: string;
  expiresAt: string;
  position: string;
};

type ApiKeyDocument = {
  _id: string;
  userId: string;
  name: string;
  secretHash: string;
  createdAt: string;
  revokedAt: string | null;
  position: string;
};

/**
 * The accounts read model on MongoDB: `rm_users`, `rm_user_sessions`, `rm_api_keys`, with the indexes
 * `MongoAccountQueries` uses. Applies every change as `accounts.sqlite.ts` does.
 *
 * The changes of one event are held until its closing `account-applied` (which brings the position), then
 * become position-guarded writes: at most one replacement of the user document per event (so the unique
 * address index sees the same sequence of addresses as SQLite) and the session and key writes. Sessions and
 * keys are written before the users: the user's position guards the whole account in `evolve`.
 */
export const accountsMongo = mongoTables(accountsProjection, {
  collections: {
    [USERS]: [
      { key: { emailKey: 1 }, name: 'email_key', unique: true },
      { key: { stripeCustomerId: 1 }, name: 'stripe_customer' },
      { key: { createdAt: -1, _id: 1 }, name: 'newest_first' },
    ],
    [USER_SESSIONS]: [{ key: { userId: 1 }, name: 'by_user' }],
    [API_KEYS]: [{ key: { userId: 1, createdAt: -1, _id: 1 }, name: 'by_user_newest_first' }],
  },
  dump: async (db) => [
    ...(await db.collection(USERS).find().sort({ _id: 1 }).toArray()),
    ...(await db.collection(USER_SESSIONS).find().sort({ _id: 1 }).toArray()),
    ...(await db.collection(API_KEYS).find().sort({ _id: 1 }).toArray()),
  ],
  open: (db) => new AccountsWriter(db),
});

class AccountsWriter {
  private readonly users: LoadedDocuments<UserDocument>;
  private readonly writes = new HeldWrites();
  /** Changes of the event being applied, until its `account-applied`. */
  private pending: AccountChange[] = [];

  readonly view = {
    userPosition: (userId: string): bigint | undefined => {
      const user = this.users.get(userId);
      return user ? positionOf(user.position) : undefined;
    },
  };

  constructor(private readonly db: mongoose.mongo.Db) {
    this.users = new LoadedDocuments(db.collection<UserDocument>(USERS));
  }

  async load(events: readonly RecordedEvent[]): Promise<void> {
    // Every account event lives in the user's stream and names the user.
    await this.users.load(events.map((event) => (event.data as { userId: string }).userId));
  }

  apply(change: AccountChange): void {
    if (change.kind === 'erase-user') {
      // The erasure is the account's last event: everything of it goes, whatever position it was written at.
      this.users.set(change.userId, null);
      this.writes.add(USER_SESSIONS, { deleteMany: { filter: { userId: change.userId } } });
      this.writes.add(API_KEYS, { deleteMany: { filter: { userId: change.userId } } });
      this.writes.add(USERS, { deleteOne: { filter: { _id: change.userId } } });
      return;
    }
    if (change.kind !== 'account-applied') {
      this.pending.push(change);
      return;
    }
    const position = storedPosition(change.position);
    const before = this.users.get(change.userId);
    let user = before;
    for (const pending of this.pending) user = this.decide(user, pending, position);
    this.pending = [];
    if (!user) return;
    user = { ...user, position, updatedAt: change.at };
    this.users.set(change.userId, user);
    const { _id, ...stored } = user;
    const fields = withoutNulls(stored);
    this.writes.add(
      USERS,
      before
        ? { replaceOne: { filter: { _id, position: { $lt: position } }, replacement: fields } }
        : // Registration: never overwrites the account if it was written before a crash.
          { updateOne: { filter: { _id }, update: { $setOnInsert: fields }, upsert: true } },
    );
  }

  async flush(): Promise<void> {
    if (this.pending.length > 0) throw new Error('accounts: changes without their closing account-applied');
    await this.writes.flush(this.db, [USER_SESSIONS, API_KEYS, USERS]);
  }

  /** The user after `change`; holds the change's session and key writes. */
  private decide(user: UserDocument | null, change: AccountChange, position: string): UserDocument | null {
    const older = { $lt: position };
    switch (change.kind) {
      case 'register-user':
        return {
          _id: change.userId,
          email: change.email,
          emailKey: change.email.toLowerCase(),
          nameKey: nameKey(change.firstName, change.lastName),
          firstName: change.firstName,
          lastName: change.lastName,
          role: change.role,
          isActive: true,
          emailConfirmed: change.emailConfirmed,
          pendingEmail: null,
          plan: 'free',
          planPeriodEnd: null,
          cancelAtPeriodEnd: false,
          stripeCustomerId: null,
          stripeSubscriptionId: null,
          createdAt: change.registeredAt,
          updatedAt: change.registeredAt,
          lastLoginAt: null,
          position,
        };
      case 'request-email':
        return user && { ...user, pendingEmail: user.emailKey === change.email.toLowerCase() ? null : change.email };
      case 'confirm-email':
        return (
          user && {
            ...user,
            email: change.email,
            emailKey: change.email.toLowerCase(),
            emailConfirmed: true,
            pendingEmail: null,
          }
        );
      case 'change-profile':
        return (
          user && {
            ...user,
            firstName: change.firstName,
            lastName: change.lastName,
            nameKey: nameKey(change.firstName, change.lastName),
            email: change.email,
            emailKey: change.email.toLowerCase(),
          }
        );
      case 'end-sessions':
        this.writes.add(USER_SESSIONS, { deleteMany: { filter: { userId: change.userId, position: older } } });
        return user;
      case 'open-session': {
        const session = { userId: change.userId, expiresAt: change.expiresAt, position };
        // As SQLite: the new session goes in, then the user's expired sessions go (a session expired on arrival too).
        this.writes.add(
          USER_SESSIONS,
          ...(change.expiresAt > change.at
            ? upsert(change.sessionId, session, position)
            : [{ deleteOne: { filter: { _id: change.sessionId, position: older } } }]),
          { deleteMany: { filter: { userId: change.userId, expiresAt: { $lte: change.at }, position: older } } },
        );
        return user && { ...user, lastLoginAt: change.at };
      }
      case 'close-session':
        this.writes.add(USER_SESSIONS, { deleteOne: { filter: { _id: change.sessionId, position: older } } });
        return user;
      case 'set-active':
        return user && { ...user, isActive: change.active };
      case 'set-role':
        return user && { ...user, role: change.role };
      case 'set-plan':
        return (
          user && {
            ...user,
            plan: change.plan,
            planPeriodEnd: change.periodEnd,
            cancelAtPeriodEnd: change.cancelAtPeriodEnd,
            stripeSubscriptionId: change.stripeSubscriptionId,
          }
        );
      case 'link-billing-customer':
        return user && { ...user, stripeCustomerId: change.stripeCustomerId };
      case 'issue-api-key': {
        const key: Omit<ApiKeyDocument, '_id'> = {
          userId: change.userId,
          name: change.name,
          secretHash: change.secretHash,
          createdAt: change.at,
          revokedAt: null,
          position,
        };
        this.writes.add(API_KEYS, ...upsert(change.keyId, key, position));
        return user;
      }
      case 'revoke-api-key':
        this.writes.add(API_KEYS, {
          updateOne: {
            filter: { _id: change.keyId, position: older },
            update: { $set: { revokedAt: change.at, position } },
          },
        });
        return user;
      case 'account-applied':
      case 'erase-user':
        throw new Error(`${change.kind} is handled by apply`);
    }
  }
}

function nameKey(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`.toLowerCase();
}

/**
 * INSERT OR REPLACE, safe to run twice: replaces an older document, inserts a missing one, and leaves a newer
 * one (written before a crash) alone. An upsert filtered on the position would instead try to insert the id
 * again when a newer document exists and fail the ordered batch on the duplicate key.
 */
function upsert(id: string, document: Omit<SessionDocument | ApiKeyDocument, '_id'>, position: string): MongoWrite[] {
  const fields = withoutNulls(document);
  return [
    { replaceOne: { filter: { _id: id, position: { $lt: position } }, replacement: fields } },
    { updateOne: { filter: { _id: id }, update: { $setOnInsert: fields }, upsert: true } },
  ];
}
