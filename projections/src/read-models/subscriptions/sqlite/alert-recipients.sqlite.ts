import type { DatabaseSync } from 'node:sqlite';
import { prepared } from '@insolvenz/backend/platform/sqlite/prepared.js';
import type { SubscriptionChange } from '../subscriptions.changes.js';

type RecipientChange = Extract<
  SubscriptionChange,
  {
    kind:
      | 'set-owner'
      | 'set-owner-email'
      | 'remove-owner'
      | 'add-recipient'
      | 'set-recipient-request'
      | 'set-recipient-status'
      | 'set-address-digest'
      | 'clear-address-digest';
  }
>;

/** The owners', recipients' and digest days' tables of issue #12 (`rm_alert_*`). */
export function applyRecipientChange(db: DatabaseSync, change: RecipientChange): void {
  switch (change.kind) {
    case 'set-owner':
      prepared(
        db,
        `INSERT INTO rm_alert_owners (owner_id, email_key, name) VALUES (?, ?, ?)
         ON CONFLICT (owner_id) DO UPDATE SET email_key = excluded.email_key, name = excluded.name`,
      ).run(change.ownerId, change.emailKey, change.name);
      return;
    case 'set-owner-email':
      prepared(db, 'UPDATE rm_alert_owners SET email_key = ? WHERE owner_id = ?').run(change.emailKey, change.ownerId);
      return;
    case 'remove-owner':
      prepared(db, 'DELETE FROM rm_alert_owners WHERE owner_id = ?').run(change.ownerId);
      prepared(db, 'DELETE FROM rm_alert_owner_plans WHERE owner_id = ?').run(change.ownerId);
      return;
    case 'add-recipient':
      prepared(
        db,
        `INSERT INTO rm_alert_recipients (recipient_key, owner_id, status, requested_at, position)
         VALUES (?, ?, ?, ?, ?)`,
      ).run(change.recipientKey, change.ownerId, change.status, change.requestedAt, change.position);
      return;
    case 'set-recipient-request':
      prepared(db, 'UPDATE rm_alert_recipients SET requested_at = ?, position = ? WHERE recipient_key = ?').run(
        change.requestedAt,
        change.position,
        change.recipientKey,
      );
      return;
    case 'set-recipient-status':
      prepared(db, 'UPDATE rm_alert_recipients SET status = ?, position = ? WHERE recipient_key = ?').run(
        change.status,
        change.position,
        change.recipientKey,
      );
      return;
    case 'set-address-digest':
      prepared(
        db,
        `INSERT INTO rm_alert_address_digests (address_key, digest_day, digest_id) VALUES (?, ?, ?)
         ON CONFLICT (address_key) DO UPDATE SET digest_day = excluded.digest_day, digest_id = excluded.digest_id`,
      ).run(change.addressKey, change.digestDay, change.digestId);
      return;
    case 'clear-address-digest':
      prepared(db, 'UPDATE rm_alert_address_digests SET digest_day = NULL WHERE digest_id = ?').run(change.digestId);
      return;
  }
}
