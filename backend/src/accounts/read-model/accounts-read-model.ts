import { Inject, Injectable } from '@nestjs/common';
import type { DatabaseSync } from 'node:sqlite';
import { READ_DB } from '../../platform/read-store/read-db.js';
import { prepared } from '../../platform/sqlite/prepared.js';
import type { UserRow } from './user-view.js';

export interface UserListQuery {
  readonly search?: string;
  readonly plan?: string;
  readonly status?: 'active' | 'inactive';
  readonly page: number;
  readonly limit: number;
}

export interface ApiKeyRow {
  readonly key_id: string;
  readonly user_id: string;
  readonly name: string;
  readonly secret_hash: string;
  readonly created_at: string;
  readonly revoked_at: string | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Queries over the accounts read model (projections/src/read-models/accounts). */
@Injectable()
export class AccountsReadModel {
  constructor(@Inject(READ_DB) private readonly db: DatabaseSync) {}

  userById(userId: string): UserRow | undefined {
    return prepared(this.db, 'SELECT * FROM rm_users WHERE id = ?').get(userId) as UserRow | undefined;
  }

  userByEmail(email: string): UserRow | undefined {
    return prepared(this.db, 'SELECT * FROM rm_users WHERE email_key = ?').get(email.trim().toLowerCase()) as
      UserRow | undefined;
  }

  userByStripeCustomer(customerId: string): UserRow | undefined {
    return prepared(this.db, 'SELECT * FROM rm_users WHERE stripe_customer_id = ?').get(customerId) as
      UserRow | undefined;
  }

  /** The user of an open, unexpired session of an active account, or undefined. */
  sessionUser(userId: string, sessionId: string, now: Date): UserRow | undefined {
    return prepared(
      this.db,
      `SELECT u.* FROM rm_user_sessions s JOIN rm_users u ON u.id = s.user_id
         WHERE s.session_id = ? AND s.user_id = ? AND s.expires_at > ? AND u.is_active = 1`,
    ).get(sessionId, userId, now.toISOString()) as UserRow | undefined;
  }

  apiKey(keyId: string): ApiKeyRow | undefined {
    return prepared(this.db, 'SELECT * FROM rm_api_keys WHERE key_id = ?').get(keyId) as ApiKeyRow | undefined;
  }

  apiKeysOf(userId: string): ApiKeyRow[] {
    return prepared(this.db, 'SELECT * FROM rm_api_keys WHERE user_id = ? ORDER BY created_at DESC, key_id').all(
      userId,
    ) as unknown as ApiKeyRow[];
  }

  listUsers(query: UserListQuery): { rows: UserRow[]; total: number } {
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
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const total = (prepared(this.db, `SELECT count(*) AS n FROM rm_users ${clause}`).get(...params) as { n: number }).n;
    const rows = prepared(
      this.db,
      `SELECT * FROM rm_users ${clause} ORDER BY created_at DESC, id LIMIT ? OFFSET ?`,
    ).all(...params, query.limit, (query.page - 1) * query.limit) as unknown as UserRow[];
    return { rows, total };
  }
}
