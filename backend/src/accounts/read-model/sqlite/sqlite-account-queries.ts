import type { FactoryProvider } from '@nestjs/common';
import type { DatabaseSync } from 'node:sqlite';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { READ_DB } from '../../../platform/read-store/sqlite/read-db.js';
import { checkpointAndTruncateWal } from '../../../platform/sqlite/open-database.js';
import { prepared } from '../../../platform/sqlite/prepared.js';
import type { Plan, Role } from '../../domain/events.js';
import {
  ACCOUNT_QUERIES,
  type AccountQueries,
  type AccountRecord,
  type ApiKeyRecord,
  type UserListQuery,
} from '../account-queries.port.js';
import { OpenSessionCache, type OpenSessionCacheOptions } from './open-session-cache.js';

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
  return {
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
  };
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

/**
 * `AccountQueries` over the SQLite tables of the accounts projection (`rm_users`, `rm_user_sessions`, `rm_api_keys`).
 * Open sessions are remembered between requests (`OpenSessionCache`) where this process writes the read model,
 * as the embedded API does; `sessionCache: false` asks the database every time.
 */
export class SqliteAccountQueries implements AccountQueries {
  private readonly sessions: OpenSessionCache | undefined;

  constructor(
    private readonly db: DatabaseSync,
    options: { readonly sessionCache?: boolean | OpenSessionCacheOptions } = {},
  ) {
    const cache = options.sessionCache ?? true;
    this.sessions = cache === false ? undefined : new OpenSessionCache(db, cache === true ? {} : cache);
  }

  async userById(userId: string): Promise<AccountRecord | null> {
    return this.user('SELECT * FROM rm_users WHERE id = ?', userId);
  }

  async userByEmail(email: string): Promise<AccountRecord | null> {
    return this.user('SELECT * FROM rm_users WHERE email_key = ?', email.trim().toLowerCase());
  }

  async userByStripeCustomer(customerId: string): Promise<AccountRecord | null> {
    return this.user('SELECT * FROM rm_users WHERE stripe_customer_id = ?', customerId);
  }

  async userOfOpenSession(userId: string, sessionId: string, now: Date): Promise<AccountRecord | null> {
    const remembered = this.sessions?.user(userId, sessionId, now);
    if (remembered) return remembered;
    const row = prepared(
      this.db,
      `SELECT u.*, s.expires_at AS session_expires_at FROM rm_user_sessions s JOIN rm_users u ON u.id = s.user_id
         WHERE s.session_id = ? AND s.user_id = ? AND s.expires_at > ? AND u.is_active = 1`,
    ).get(sessionId, userId, now.toISOString()) as UserRow | undefined;
    if (!row) return null;
    const user = Object.freeze(toAccount(row));
    if (row.session_expires_at) this.sessions?.remember(userId, sessionId, user, row.session_expires_at);
    return user;
  }

  async apiKey(keyId: string): Promise<ApiKeyRecord | null> {
    const row = prepared(this.db, 'SELECT * FROM rm_api_keys WHERE key_id = ?').get(keyId) as ApiKeyRow | undefined;
    return row ? toApiKey(row) : null;
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
    return checkpointAndTruncateWal(this.db, 5);
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
  useFactory: (db: DatabaseSync, config: AppConfig) =>
    new SqliteAccountQueries(db, { sessionCache: config.work.projections }),
};
