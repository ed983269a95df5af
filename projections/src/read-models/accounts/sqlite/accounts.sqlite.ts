import type { DatabaseSync } from 'node:sqlite';
import { prepared } from '@insolvenz/backend/platform/sqlite/prepared.js';
import { sqliteTables } from '../../../store/sqlite/sqlite-tables.js';
import type { AccountChange } from '../accounts.changes.js';
import { accountsProjection } from '../accounts.projection.js';
import { ACCOUNTS_SCHEMA, ACCOUNTS_TEARDOWN } from './accounts.schema.js';

/** The accounts read model in SQLite: `rm_users`, `rm_user_sessions`, `rm_api_keys`. */
export const accountsSqlite = sqliteTables(accountsProjection, {
  setup: (db) => db.exec(ACCOUNTS_SCHEMA),
  teardown: (db) => db.exec(ACCOUNTS_TEARDOWN),
  dump: (db) => [
    ...db.prepare('SELECT * FROM rm_users ORDER BY id').all(),
    ...db.prepare('SELECT * FROM rm_user_sessions ORDER BY session_id').all(),
    ...db.prepare('SELECT * FROM rm_api_keys ORDER BY key_id').all(),
  ],
  open: (db) => ({
    view: {
      userPosition: (userId) => {
        const statement = prepared(db, 'SELECT position FROM rm_users WHERE id = ?');
        statement.setReadBigInts(true);
        return (statement.get(userId) as { position: bigint } | undefined)?.position;
      },
    },
    apply: (change) => applyChange(db, change),
  }),
});

function applyChange(db: DatabaseSync, change: AccountChange): void {
  switch (change.kind) {
    case 'register-user':
      prepared(
        db,
        `INSERT INTO rm_users (id, email, email_key, first_name, last_name, role, is_active, email_confirmed, plan,
           created_at, updated_at, position)
         VALUES (?, ?, ?, ?, ?, ?, 1, ?, 'free', ?, ?, ?)`,
      ).run(
        change.userId,
        change.email,
        change.email.toLowerCase(),
        change.firstName,
        change.lastName,
        change.role,
        change.emailConfirmed ? 1 : 0,
        change.registeredAt,
        change.registeredAt,
        0,
      );
      return;
    case 'request-email':
      prepared(
        db,
        'UPDATE rm_users SET pending_email = CASE WHEN email_key = lower(?) THEN NULL ELSE ? END WHERE id = ?',
      ).run(change.email, change.email, change.userId);
      return;
    case 'confirm-email':
      prepared(
        db,
        'UPDATE rm_users SET email = ?, email_key = ?, email_confirmed = 1, pending_email = NULL WHERE id = ?',
      ).run(change.email, change.email.toLowerCase(), change.userId);
      return;
    case 'change-profile':
      prepared(db, 'UPDATE rm_users SET first_name = ?, last_name = ?, email = ?, email_key = ? WHERE id = ?').run(
        change.firstName,
        change.lastName,
        change.email,
        change.email.toLowerCase(),
        change.userId,
      );
      return;
    case 'end-sessions':
      prepared(db, 'DELETE FROM rm_user_sessions WHERE user_id = ?').run(change.userId);
      return;
    case 'open-session':
      prepared(db, 'INSERT OR REPLACE INTO rm_user_sessions (session_id, user_id, expires_at) VALUES (?, ?, ?)').run(
        change.sessionId,
        change.userId,
        change.expiresAt,
      );
      prepared(db, 'DELETE FROM rm_user_sessions WHERE user_id = ? AND expires_at <= ?').run(change.userId, change.at);
      prepared(db, 'UPDATE rm_users SET last_login_at = ? WHERE id = ?').run(change.at, change.userId);
      return;
    case 'close-session':
      prepared(db, 'DELETE FROM rm_user_sessions WHERE session_id = ?').run(change.sessionId);
      return;
    case 'set-active':
      prepared(db, 'UPDATE rm_users SET is_active = ? WHERE id = ?').run(change.active ? 1 : 0, change.userId);
      return;
    case 'set-role':
      prepared(db, 'UPDATE rm_users SET role = ? WHERE id = ?').run(change.role, change.userId);
      return;
    case 'set-plan':
      prepared(
        db,
        `UPDATE rm_users SET plan = ?, plan_period_end = ?, cancel_at_period_end = ?, stripe_subscription_id = ?
         WHERE id = ?`,
      ).run(
        change.plan,
        change.periodEnd,
        change.cancelAtPeriodEnd ? 1 : 0,
        change.stripeSubscriptionId,
        change.userId,
      );
      return;
    case 'link-billing-customer':
      prepared(db, 'UPDATE rm_users SET stripe_customer_id = ? WHERE id = ?').run(
        change.stripeCustomerId,
        change.userId,
      );
      return;
    case 'issue-api-key':
      prepared(
        db,
        'INSERT OR REPLACE INTO rm_api_keys (key_id, user_id, name, secret_hash, created_at) VALUES (?, ?, ?, ?, ?)',
      ).run(change.keyId, change.userId, change.name, change.secretHash, change.at);
      return;
    case 'revoke-api-key':
      prepared(db, 'UPDATE rm_api_keys SET revoked_at = ? WHERE key_id = ?').run(change.at, change.keyId);
      return;
    case 'erase-user':
      prepared(db, 'DELETE FROM rm_user_sessions WHERE user_id = ?').run(change.userId);
      prepared(db, 'DELETE FROM rm_api_keys WHERE user_id = ?').run(change.userId);
      prepared(db, 'DELETE FROM rm_users WHERE id = ?').run(change.userId);
      return;
    case 'account-applied':
      prepared(db, 'UPDATE rm_users SET position = ?, updated_at = ? WHERE id = ?').run(
        change.position,
        change.at,
        change.userId,
      );
      return;
  }
}
