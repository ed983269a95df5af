import type { FactoryProvider } from '@nestjs/common';
import type { DatabaseSync } from 'node:sqlite';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { READ_DB } from '../../../platform/read-store/sqlite/read-db.js';
import { WalCheckpointThread } from '../../../platform/sqlite/wal-checkpoints/wal-checkpoint-thread.js';
import { prepared } from '../../../platform/sqlite/prepared.js';
import { WriteMarkedCache, type WriteMarkedCacheOptions } from '../../../platform/sqlite/write-marked-cache.js';
import type { Plan, Role } from '../../domain/events.js';
import {
  ACCOUNT_QUERIES,
  type AccountQueries,
  type AccountRecord,
  type ApiKeyRecord,
  type UserListQuery,
} from '../account-queries.port.js';
import { ACCOUNTS_WRITE_MARK } from '../accounts-write-mark.js';

/** A row of `rm_users` (with its session's end where a session was asked for). */
interface UserRow {
  readonly id: string;
  readonly email: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly role: string;
  readonly is_active: number;
  readonly email_confirmed: number;
  readonly pending_email: string | null;
  readonly plan: string;
  readonly plan_period_end: string | null;
  readonly cancel_at_period_end: number;
  readonly stripe_customer_id: string | null;
  readonly stripe_subscription_id: string | null;
  readonly created_at: string;
  readonly last_login_at: string | null;
  readonly session_expires_at?: string;
}

/** A row of `rm_api_keys`. */
interface ApiKeyRow {
  readonly key_id: string;
  readonly user_id: string;
  readonly name: string;
  readonly secret_hash: string;
  readonly created_at: string;
  readonly revoked_at: string | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function toAccount(row: UserRow): AccountRecord {
  return Object.freeze({
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role as Role,
    isActive: row.is_active === 1,
    emailConfirmed: row.email_confirmed === 1,
    pendingEmail: row.pending_email,
    plan: row.plan as Plan,
    planPeriodEnd: row.plan_period_end,
    cancelAtPeriodEnd: row.cancel_at_period_end === 1,
    stripeCustomerId: row.stripe_customer_id,
    stripeSubscriptionId: row.stripe_subscription_id,
    createdAt: row.created_at,
    lastLoginAt: row.last_login_at,
  });
}

function toApiKey(row: ApiKeyRow): ApiKeyRecord {
  return {
    keyId: row.key_id,
    userId: row.user_id,
    name: row.name,
    secretHash: row.secret_hash,
    createdAt: row.created_at,
    revokedAt: row.revoked_at,
  };
}

/** An open session as the read model answered it: its user and when it ends. */
interface OpenSession {
  readonly user: AccountRecord;
  readonly expiresAtMs: number;
}

/**
 * `AccountQueries` over the SQLite tables of the accounts projection (`rm_users`, `rm_user_sessions`, `rm_api_keys`).
 * What every request asks (its open session; for a personal API key the key and its owner) is remembered between
 * requests (`WriteMarkedCache`: dropped at this process's next write to the accounts read model, asked again
 * after 1 s against other processes' writes) where this process writes the read model, as the embedded API does.
 * Records handed out are frozen (one object may serve many requests). `cache: false` asks the database every time.
 */
export class SqliteAccountQueries implements AccountQueries {
  private readonly sessions: WriteMarkedCache<OpenSession> | undefined;
  private readonly keys: WriteMarkedCache<ApiKeyRecord> | undefined;
  private readonly users: WriteMarkedCache<AccountRecord> | undefined;

  constructor(
    private readonly db: DatabaseSync,
    options: { readonly cache?: boolean | WriteMarkedCacheOptions } = {},
  ) {
    const cache = options.cache ?? true;
    if (cache === false) return;
    const cacheOptions = cache === true ? {} : cache;
    this.sessions = new WriteMarkedCache(db, ACCOUNTS_WRITE_MARK, cacheOptions);
    // Personal API keys (and their owners) are used by few clients, sessions by every user of the web app.
    this.keys = new WriteMarkedCache(db, ACCOUNTS_WRITE_MARK, { capacity: 2_000, ...cacheOptions });
    this.users = new WriteMarkedCache(db, ACCOUNTS_WRITE_MARK, { capacity: 2_000, ...cacheOptions });
  }

  async userById(userId: string): Promise<AccountRecord | null> {
    const remembered = this.users?.get(userId);
    if (remembered) return remembered;
    const user = this.user('SELECT * FROM rm_users WHERE id = ?', userId);
    if (user) this.users?.set(userId, user);
    return user;
  }

  async userByEmail(email: string): Promise<AccountRecord | null> {
    return this.user('SELECT * FROM rm_users WHERE email_key = ?', email.trim().toLowerCase());
  }

  async userByStripeCustomer(customerId: string): Promise<AccountRecord | null> {
    return this.user('SELECT * FROM rm_users WHERE stripe_customer_id = ?', customerId);
  }

  async userOfOpenSession(userId: string, sessionId: string, now: Date): Promise<AccountRecord | null> {
    const key = `${userId}\n${sessionId}`;
    const remembered = this.sessions?.get(key);
    // The session's end by the application clock (which tests and demos move), as the statement compares it.
    if (remembered && now.getTime() < remembered.expiresAtMs) return remembered.user;
    const row = prepared(
      this.db,
      `SELECT u.*, s.expires_at AS session_expires_at FROM rm_user_sessions s JOIN rm_users u ON u.id = s.user_id
         WHERE s.session_id = ? AND s.user_id = ? AND s.expires_at > ? AND u.is_active = 1`,
    ).get(sessionId, userId, now.toISOString()) as UserRow | undefined;
    if (!row) {
      this.sessions?.delete(key);
      return null;
    }
    const user = toAccount(row);
    const expiresAtMs = Date.parse(row.session_expires_at ?? '');
    if (!Number.isNaN(expiresAtMs)) this.sessions?.set(key, { user, expiresAtMs });
    return user;
  }

  async apiKey(keyId: string): Promise<ApiKeyRecord | null> {
    const remembered = this.keys?.get(keyId);
    if (remembered) return remembered;
    const row = prepared(this.db, 'SELECT * FROM rm_api_keys WHERE key_id = ?').get(keyId) as ApiKeyRow | undefined;
    if (!row) return null;
    const key = Object.freeze(toApiKey(row));
    this.keys?.set(keyId, key);
    return key;
  }

  async apiKeysOf(userId: string): Promise<ApiKeyRecord[]> {
    const rows = prepared(this.db, 'SELECT * FROM rm_api_keys WHERE user_id = ? ORDER BY created_at DESC, key_id').all(
      userId,
    ) as unknown as ApiKeyRow[];
    return rows.map(toApiKey);
  }

  async listUsers(query: UserListQuery): Promise<{ users: AccountRecord[]; total: number }> {
    const where: string[] = [];
    const params: (string | number)[] = [];
    if (query.search) {
      const pattern = `%${escapeLike(query.search.trim().toLowerCase())}%`;
      where.push(`(email_key LIKE ? ESCAPE '\\' OR lower(first_name || ' ' || last_name) LIKE ? ESCAPE '\\')`);
      params.push(pattern, pattern);
    }
    if (query.plan) {
      where.push('plan = ?');
      params.push(query.plan);
    }
    if (query.status) {
      where.push('is_active = ?');
      params.push(query.status === 'active' ? 1 : 0);
    }
    if (query.role) {
      where.push('role = ?');
      params.push(query.role);
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const total = (prepared(this.db, `SELECT count(*) AS n FROM rm_users ${clause}`).get(...params) as { n: number }).n;
    const rows = prepared(
      this.db,
      `SELECT * FROM rm_users ${clause} ORDER BY created_at DESC, id LIMIT ? OFFSET ?`,
    ).all(...params, query.limit, (query.page - 1) * query.limit) as unknown as UserRow[];
    return { users: rows.map(toAccount), total };
  }

  async activeAdminCount(): Promise<number> {
    const sql = "SELECT count(*) AS n FROM rm_users WHERE role = 'admin' AND is_active = 1";
    return (prepared(this.db, sql).get() as { n: number }).n;
  }

  async unconfirmedAccountsRegisteredBy(registeredBy: string, limit: number): Promise<string[]> {
    const rows = prepared(
      this.db,
      `SELECT id FROM rm_users
         WHERE created_at <= ? AND email_confirmed = 0 AND role = 'user' AND plan = 'free'
           AND stripe_customer_id IS NULL AND stripe_subscription_id IS NULL
         ORDER BY created_at, id LIMIT ?`,
    ).all(registeredBy, limit) as unknown as { id: string }[];
    return rows.map((row) => row.id);
  }

  async purgeErasedAccountTraces(): Promise<boolean> {
    return WalCheckpointThread.truncate(this.db, 5);
  }

  private user(sql: string, ...params: string[]): AccountRecord | null {
    const row = prepared(this.db, sql).get(...params) as UserRow | undefined;
    return row ? toAccount(row) : null;
  }
}

export const sqliteAccountQueriesProvider: FactoryProvider<AccountQueries> = {
  provide: ACCOUNT_QUERIES,
  inject: [READ_DB, APP_CONFIG],
  // The cache learns of the read model's changes from its writer in this process (the projections).
  useFactory: (db: DatabaseSync, config: AppConfig) => new SqliteAccountQueries(db, { cache: config.work.projections }),
};
