import type mongoose from 'mongoose';
import type { Plan, Role } from '../../domain/events.js';
import type { AccountQueries, AccountRecord, ApiKeyRecord, UserListQuery } from '../account-queries.port.js';

/**
 * A document of `rm_users` (projections/src/read-models/accounts/mongo/accounts.mongo.ts). Null fields are not
 * stored: an absent field reads as null.
 */
interface UserDocument {
  readonly _id: string;
  readonly email: string;
  readonly emailKey: string;
  readonly nameKey: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly role: string;
  readonly isActive: boolean;
  readonly emailConfirmed: boolean;
  readonly pendingEmail?: string | null;
  readonly plan: string;
  readonly planPeriodEnd?: string | null;
  readonly cancelAtPeriodEnd: boolean;
  readonly stripeCustomerId?: string | null;
  readonly stripeSubscriptionId?: string | null;
  readonly createdAt: string;
  readonly lastLoginAt?: string | null;
}

/** A document of `rm_user_sessions`. */
interface SessionDocument {
  readonly _id: string;
  readonly userId: string;
  readonly expiresAt: string;
}

/** A document of `rm_api_keys`. */
interface ApiKeyDocument {
  readonly _id: string;
  readonly userId: string;
  readonly name: string;
  readonly secretHash: string;
  readonly createdAt: string;
  readonly revokedAt?: string | null;
}

/** Matches `text` literally inside a string (user input never reaches the regex engine as a pattern). */
const containing = (text: string) => ({ $regex: text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') });

function toAccount(doc: UserDocument): AccountRecord {
  return {
    id: doc._id,
    email: doc.email,
    firstName: doc.firstName,
    lastName: doc.lastName,
    role: doc.role as Role,
    isActive: doc.isActive,
    emailConfirmed: doc.emailConfirmed,
    pendingEmail: doc.pendingEmail ?? null,
    plan: doc.plan as Plan,
    planPeriodEnd: doc.planPeriodEnd ?? null,
    cancelAtPeriodEnd: doc.cancelAtPeriodEnd,
    stripeCustomerId: doc.stripeCustomerId ?? null,
    stripeSubscriptionId: doc.stripeSubscriptionId ?? null,
    createdAt: doc.createdAt,
    lastLoginAt: doc.lastLoginAt ?? null,
  };
}

function toApiKey(doc: ApiKeyDocument): ApiKeyRecord {
  return {
    keyId: doc._id,
    userId: doc.userId,
    name: doc.name,
    secretHash: doc.secretHash,
    createdAt: doc.createdAt,
    revokedAt: doc.revokedAt ?? null,
  };
}

/**
 * `AccountQueries` over the MongoDB collections of the accounts projection (`rm_users`, `rm_user_sessions`,
 * `rm_api_keys`; indexes created by the projection store). Same answers, order and totals as the SQLite adapter;
 * letter case is folded in the stored keys (`emailKey`, `nameKey`), never by a collation.
 */
export class MongoAccountQueries implements AccountQueries {
  private readonly users: mongoose.mongo.Collection<UserDocument>;
  private readonly sessions: mongoose.mongo.Collection<SessionDocument>;
  private readonly apiKeys: mongoose.mongo.Collection<ApiKeyDocument>;

  constructor(db: mongoose.mongo.Db) {
    this.users = db.collection<UserDocument>('rm_users');
    this.sessions = db.collection<SessionDocument>('rm_user_sessions');
    this.apiKeys = db.collection<ApiKeyDocument>('rm_api_keys');
  }

  async userById(userId: string): Promise<AccountRecord | null> {
    return this.user({ _id: userId });
  }

  async userByEmail(email: string): Promise<AccountRecord | null> {
    return this.user({ emailKey: email.trim().toLowerCase() });
  }

  async userByStripeCustomer(customerId: string): Promise<AccountRecord | null> {
    return this.user({ stripeCustomerId: customerId });
  }

  async userOfOpenSession(userId: string, sessionId: string, now: Date): Promise<AccountRecord | null> {
    const session = await this.sessions.findOne({ _id: sessionId, userId, expiresAt: { $gt: now.toISOString() } });
    return session ? this.user({ _id: userId, isActive: true }) : null;
  }

  async apiKey(keyId: string): Promise<ApiKeyRecord | null> {
    const doc = await this.apiKeys.findOne({ _id: keyId });
    return doc ? toApiKey(doc) : null;
  }

  async apiKeysOf(userId: string): Promise<ApiKeyRecord[]> {
    const docs = await this.apiKeys.find({ userId }).sort({ createdAt: -1, _id: 1 }).toArray();
    return docs.map(toApiKey);
  }

  async listUsers(query: UserListQuery): Promise<{ users: AccountRecord[]; total: number }> {
    const search = query.search ? containing(query.search.trim().toLowerCase()) : undefined;
    const filter: mongoose.mongo.Filter<UserDocument> = {
      ...(search && { $or: [{ emailKey: search }, { nameKey: search }] }),
      ...(query.plan && { plan: query.plan }),
      ...(query.status && { isActive: query.status === 'active' }),
      ...(query.role && { role: query.role }),
    };
    const total = await this.users.countDocuments(filter);
    // MongoDB reads a limit of 0 as "no limit"; SQLite's LIMIT 0 returns nothing.
    if (query.limit <= 0) return { users: [], total };
    const docs = await this.users
      .find(filter)
      .sort({ createdAt: -1, _id: 1 })
      .skip((query.page - 1) * query.limit)
      .limit(query.limit)
      .toArray();
    return { users: docs.map(toAccount), total };
  }

  async activeAdminCount(): Promise<number> {
    return this.users.countDocuments({ role: 'admin', isActive: true });
  }

  async unconfirmedAccountsRegisteredBy(registeredBy: string, limit: number): Promise<string[]> {
    if (limit <= 0) return [];
    const docs = await this.users
      .find(
        {
          createdAt: { $lte: registeredBy },
          emailConfirmed: false,
          role: 'user',
          plan: 'free',
          // Matches a missing field too (null fields are not stored).
          stripeCustomerId: null,
          stripeSubscriptionId: null,
        },
        { projection: { _id: 1 } },
      )
      .sort({ createdAt: 1, _id: 1 })
      .limit(limit)
      .toArray();
    return docs.map((doc) => doc._id);
  }

  /** A deleted document is gone from the collection and its indexes; what the server keeps on disk is its own. */
  async purgeErasedAccountTraces(): Promise<boolean> {
    return true;
  }

  private async user(filter: mongoose.mongo.Filter<UserDocument>): Promise<AccountRecord | null> {
    const doc = await this.users.findOne(filter);
    return doc ? toAccount(doc) : null;
  }
}
