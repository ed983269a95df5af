import type { DatabaseSync } from 'node:sqlite';
import type {
  UserEmailConfirmed,
  UserProfileChanged,
  UserRegistered,
} from '@insolvenz/backend/accounts/domain/events.js';
import type {
  AlertDigestFailed,
  AlertDigestPrepared,
  RecipientEvent,
} from '@insolvenz/backend/alerts/domain/events.js';
import { berlinDate } from '@insolvenz/backend/platform/clock/berlin-time.js';
import { foldAddress } from '@insolvenz/backend/platform/text/address-key.js';

export type AlertRecipientsEvent =
  RecipientEvent | UserRegistered | UserProfileChanged | UserEmailConfirmed | AlertDigestPrepared | AlertDigestFailed;

export const ALERT_RECIPIENTS_EVENT_TYPES: readonly AlertRecipientsEvent['type'][] = [
  'RecipientConfirmationRequested',
  'RecipientConfirmationMailFailed',
  'RecipientConfirmed',
  'RecipientRefused',
  'UserRegistered',
  'UserProfileChanged',
  'UserEmailConfirmed',
  'AlertDigestPrepared',
  'AlertDigestFailed',
];

function setRecipient(db: DatabaseSync, key: string, ownerId: string, position: number, status: string): void {
  db.prepare(
    `INSERT INTO rm_alert_recipients (recipient_key, owner_id, status, requested_at, position) VALUES (?, ?, ?, NULL, ?)
     ON CONFLICT (recipient_key) DO UPDATE SET status = excluded.status, position = excluded.position
     WHERE rm_alert_recipients.position < excluded.position`,
  ).run(key, ownerId, status, position);
}

/**
 * The part of the subscriptions read model that issue #12 added: owners' current account addresses, the
 * double opt-in state per (owner, address) and the day of each address's last digest. Idempotent: recipient
 * rows are guarded by position; the others are plain upserts of the event's values.
 */
export function applyAlertRecipients(db: DatabaseSync, event: AlertRecipientsEvent, position: number): void {
  switch (event.type) {
    case 'UserRegistered':
    case 'UserProfileChanged': {
      const { userId, email, firstName, lastName } = event.data;
      db.prepare(
        `INSERT INTO rm_alert_owners (owner_id, email_key, name) VALUES (?, ?, ?)
         ON CONFLICT (owner_id) DO UPDATE SET email_key = excluded.email_key, name = excluded.name`,
      ).run(userId, foldAddress(email), `${firstName} ${lastName}`.trim());
      return;
    }
    case 'UserEmailConfirmed':
      // A changed address takes effect only when its link is used: from then on it is the owner's own address.
      db.prepare('UPDATE rm_alert_owners SET email_key = ? WHERE owner_id = ?').run(
        foldAddress(event.data.email),
        event.data.userId,
      );
      return;
    case 'RecipientConfirmationRequested': {
      const d = event.data;
      db.prepare(
        `INSERT INTO rm_alert_recipients (recipient_key, owner_id, status, requested_at, position)
         VALUES (?, ?, 'pending', ?, ?)
         ON CONFLICT (recipient_key) DO UPDATE SET requested_at = excluded.requested_at, position = excluded.position
         WHERE rm_alert_recipients.position < excluded.position`,
      ).run(d.recipientKey, d.ownerId, d.requestedAt, position);
      return;
    }
    case 'RecipientConfirmationMailFailed':
      db.prepare(
        'UPDATE rm_alert_recipients SET requested_at = NULL, position = ? WHERE recipient_key = ? AND position < ?',
      ).run(position, event.data.recipientKey, position);
      return;
    case 'RecipientConfirmed':
      setRecipient(db, event.data.recipientKey, event.data.ownerId, position, 'confirmed');
      return;
    case 'RecipientRefused':
      setRecipient(db, event.data.recipientKey, event.data.ownerId, position, 'refused');
      return;
    case 'AlertDigestPrepared': {
      // The address the digest went to is the subscription's address when it was prepared (events apply in order).
      const row = db.prepare('SELECT address_key FROM rm_subscriptions WHERE id = ?').get(event.data.subscriptionId) as
        { address_key: string } | undefined;
      if (!row) return;
      db.prepare(
        `INSERT INTO rm_alert_address_digests (address_key, digest_day, digest_id) VALUES (?, ?, ?)
         ON CONFLICT (address_key) DO UPDATE SET digest_day = excluded.digest_day, digest_id = excluded.digest_id`,
      ).run(row.address_key, berlinDate(new Date(event.data.preparedAt)), event.data.digestId);
      return;
    }
    case 'AlertDigestFailed':
      // Nothing left: the address may get its digest later the same day.
      db.prepare('UPDATE rm_alert_address_digests SET digest_day = NULL WHERE digest_id = ?').run(event.data.digestId);
      return;
  }
}
