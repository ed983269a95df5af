import type { DatabaseSync } from 'node:sqlite';
import { USER_EVENT_TYPES, type UserEvent } from '@insolvenz/backend/accounts/domain/events.js';
import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import type { Projection } from '../../runner/projection.js';
import { ACCOUNTS_SCHEMA, ACCOUNTS_TEARDOWN } from './accounts.schema.js';

type Handled = RecordedEvent<UserEvent>;

/** Users, sessions and API keys for authentication, the admin's user list and the dashboard counts. */
export const accountsProjection: Projection = {
  name: 'accounts',
  // 2: e-mail confirmation (email_confirmed, pending_email)
  version: 2,
  handles: USER_EVENT_TYPES,
  setup: (db) => db.exec(ACCOUNTS_SCHEMA),
  teardown: (db) => db.exec(ACCOUNTS_TEARDOWN),
  apply: (db, recorded) => {
    const event = recorded as Handled;
    const userId = event.data.userId;
    const row = db.prepare('SELECT position FROM rm_users WHERE id = ?').get(userId) as
      { position: number } | undefined;
    // Every account event lives in the user's stream: the user row's position guards the whole account.
    if (row && BigInt(row.position) >= event.position) return;
    if (!row && event.type !== 'UserRegistered') return;
    applyEvent(db, event);
    const at = event.metadata.occurredAt;
    db.prepare('UPDATE rm_users SET position = ?, updated_at = ? WHERE id = ?').run(Number(event.position), at, userId);
  },
  dump: (db) => [
    ...db.prepare('SELECT * FROM rm_users ORDER BY id').all(),
    ...db.prepare('SELECT * FROM rm_user_sessions ORDER BY session_id').all(),
    ...db.prepare('SELECT * FROM rm_api_keys ORDER BY key_id').all(),
  ],
};

function applyEvent(db: DatabaseSync, event: Handled): void {
  const userId = event.data.userId;
  const endSessions = () => db.prepare('DELETE FROM rm_user_sessions WHERE user_id = ?').run(userId);
  switch (event.type) {
    case 'UserRegistered': {
      const d = event.data;
      db.prepare(
        `INSERT INTO rm_users (id, email, email_key, first_name, last_name, role, is_active, email_confirmed, plan,
           created_at, updated_at, position)
         VALUES (?, ?, ?, ?, ?, ?, 1, ?, 'free', ?, ?, ?)`,
      ).run(
        userId,
        d.email,
        d.email.toLowerCase(),
        d.firstName,
        d.lastName,
        d.role,
        // Registrations from before e-mail confirmation existed count as confirmed.
        d.emailConfirmed === false ? 0 : 1,
        d.registeredAt,
        d.registeredAt,
        0,
      );
      return;
    }
    case 'UserEmailConfirmationRequested': {
      // Only a different address is shown as pending; a link for the own address just awaits its use.
      db.prepare(
        'UPDATE rm_users SET pending_email = CASE WHEN email_key = lower(?) THEN NULL ELSE ? END WHERE id = ?',
      ).run(event.data.email, event.data.email, userId);
      return;
    }
    case 'UserEmailConfirmed':
      db.prepare(
        'UPDATE rm_users SET email = ?, email_key = ?, email_confirmed = 1, pending_email = NULL WHERE id = ?',
      ).run(event.data.email, event.data.email.toLowerCase(), userId);
      return;
    case 'UserProfileChanged': {
      const d = event.data;
      db.prepare('UPDATE rm_users SET first_name = ?, last_name = ?, email = ?, email_key = ? WHERE id = ?').run(
        d.firstName,
        d.lastName,
        d.email,
        d.email.toLowerCase(),
        userId,
      );
      return;
    }
    case 'UserPasswordChanged':
      endSessions();
      return;
    case 'UserLoggedIn':
      db.prepare('INSERT OR REPLACE INTO rm_user_sessions (session_id, user_id, expires_at) VALUES (?, ?, ?)').run(
        event.data.sessionId,
        userId,
        event.data.expiresAt,
      );
      // Expired sessions are cleaned up as the user logs in again, so the table stays small.
      db.prepare('DELETE FROM rm_user_sessions WHERE user_id = ? AND expires_at <= ?').run(userId, event.data.at);
      db.prepare('UPDATE rm_users SET last_login_at = ? WHERE id = ?').run(event.data.at, userId);
      return;
    case 'UserLoggedOut':
      db.prepare('DELETE FROM rm_user_sessions WHERE session_id = ?').run(event.data.sessionId);
      return;
    case 'UserActivated':
      db.prepare('UPDATE rm_users SET is_active = 1 WHERE id = ?').run(userId);
      return;
    case 'UserDeactivated':
      db.prepare('UPDATE rm_users SET is_active = 0 WHERE id = ?').run(userId);
      endSessions();
      return;
    case 'UserRoleChanged':
      db.prepare('UPDATE rm_users SET role = ? WHERE id = ?').run(event.data.role, userId);
      return;
    case 'UserPlanChanged': {
      const d = event.data;
      db.prepare(
        `UPDATE rm_users SET plan = ?, plan_period_end = ?, cancel_at_period_end = ?, stripe_subscription_id = ?
         WHERE id = ?`,
      ).run(d.plan, d.periodEnd, d.cancelAtPeriodEnd ? 1 : 0, d.stripeSubscriptionId, userId);
      return;
    }
    case 'BillingCustomerLinked':
      db.prepare('UPDATE rm_users SET stripe_customer_id = ? WHERE id = ?').run(event.data.stripeCustomerId, userId);
      return;
    case 'ApiKeyIssued': {
      const d = event.data;
      db.prepare(
        'INSERT OR REPLACE INTO rm_api_keys (key_id, user_id, name, secret_hash, created_at) VALUES (?, ?, ?, ?, ?)',
      ).run(d.keyId, userId, d.name, d.secretHash, d.at);
      return;
    }
    case 'ApiKeyRevoked':
      db.prepare('UPDATE rm_api_keys SET revoked_at = ? WHERE key_id = ?').run(event.data.at, event.data.keyId);
      return;
  }
}
