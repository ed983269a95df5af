import type { DatabaseSync } from 'node:sqlite';
import type { UserPlanChanged } from '@insolvenz/backend/accounts/domain/events.js';
import {
  recipientKey,
  subscriptionIndexTerms,
  type MatchCriteria,
  type SubscriptionEvent,
} from '@insolvenz/backend/alerts/domain/events.js';
import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { foldAddress } from '@insolvenz/backend/platform/text/address-key.js';
import type { Projection } from '../../runner/projection.js';
import { SUBSCRIPTIONS_SCHEMA, SUBSCRIPTIONS_TEARDOWN } from './subscriptions.schema.js';
import {
  ALERT_RECIPIENTS_EVENT_TYPES,
  applyAlertRecipients,
  type AlertRecipientsEvent,
} from './alert-recipients.apply.js';

function replaceTerms(db: DatabaseSync, id: string, criteria: MatchCriteria | null): void {
  db.prepare('DELETE FROM rm_subscription_terms WHERE subscription_id = ?').run(id);
  if (criteria === null) return;
  const insert = db.prepare('INSERT OR IGNORE INTO rm_subscription_terms (term, subscription_id) VALUES (?, ?)');
  for (const term of subscriptionIndexTerms(criteria)) insert.run(term, id);
}

function ownerOf(db: DatabaseSync, id: string): string {
  const row = db.prepare('SELECT owner_id FROM rm_subscriptions WHERE id = ?').get(id) as
    { owner_id: string } | undefined;
  return row?.owner_id ?? '';
}

function criteriaOf(db: DatabaseSync, id: string): MatchCriteria | null {
  const row = db
    .prepare('SELECT name_tokens, keyword_tokens, case_ref, register_ref FROM rm_subscriptions WHERE id = ?')
    .get(id) as
    { name_tokens: string; keyword_tokens: string; case_ref: string | null; register_ref: string | null } | undefined;
  if (!row) return null;
  return {
    nameTokens: row.name_tokens === '' ? [] : row.name_tokens.split(' '),
    keywordTokens: JSON.parse(row.keyword_tokens) as string[][],
    caseRef: row.case_ref,
    registerRef: row.register_ref,
  };
}

/**
 * Subscriptions of every user, their match-index terms and their owners' plans. Row updates are guarded by
 * `position < ?`, so a redelivered event changes nothing.
 */
export const subscriptionsProjection: Projection = {
  name: 'subscriptions',
  // 2: name pairs and non-generic keywords in the match index. 3: recipients, owners, digest days (issue #12).
  version: 4,
  handles: new Set([
    'SubscriptionCreated',
    'SubscriptionUpdated',
    'SubscriptionToggled',
    'SubscriptionDeleted',
    'AlertDigestSent',
    'UserPlanChanged',
    ...ALERT_RECIPIENTS_EVENT_TYPES,
  ]),
  setup: (db) => db.exec(SUBSCRIPTIONS_SCHEMA),
  teardown: (db) => db.exec(SUBSCRIPTIONS_TEARDOWN),
  apply: (db, recorded) => {
    const event = recorded as RecordedEvent<SubscriptionEvent | UserPlanChanged | AlertRecipientsEvent>;
    const position = Number(event.position);
    switch (event.type) {
      case 'AlertDigestPrepared':
      case 'AlertDigestFailed':
      case 'UserRegistered':
      case 'UserProfileChanged':
      case 'UserEmailConfirmed':
      case 'RecipientConfirmationRequested':
      case 'RecipientConfirmationMailFailed':
      case 'RecipientConfirmed':
      case 'RecipientRefused':
        applyAlertRecipients(db, event, position);
        return;
      case 'UserPlanChanged':
        db.prepare(
          `INSERT INTO rm_alert_owner_plans (owner_id, plan) VALUES (?, ?)
           ON CONFLICT (owner_id) DO UPDATE SET plan = excluded.plan`,
        ).run(event.data.userId, event.data.plan);
        return;
      case 'SubscriptionCreated': {
        const d = event.data;
        const inserted = db
          .prepare(
            `INSERT INTO rm_subscriptions (id, owner_id, email, company_name, keywords, case_number, court,
               register_number, active, source, created_at, updated_at, last_notification, name_tokens, keyword_tokens,
               case_ref, register_ref, address_key, recipient_key, created_position, position)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL, ?, ?, ?, ?, ?, ?, ?, ?)
             ON CONFLICT (id) DO NOTHING`,
          )
          .run(
            d.subscriptionId,
            d.ownerId,
            d.email,
            d.companyName,
            JSON.stringify(d.keywords),
            d.caseNumber,
            d.court,
            d.registerNumber,
            d.active ? 1 : 0,
            d.source,
            d.createdAt,
            d.criteria.nameTokens.join(' '),
            JSON.stringify(d.criteria.keywordTokens),
            d.criteria.caseRef,
            d.criteria.registerRef,
            foldAddress(d.email),
            recipientKey(d.ownerId, d.email),
            position,
            position,
          );
        if (inserted.changes > 0) replaceTerms(db, d.subscriptionId, d.active ? d.criteria : null);
        return;
      }
      case 'SubscriptionUpdated': {
        const d = event.data;
        const updated = db
          .prepare(
            `UPDATE rm_subscriptions SET email = ?, company_name = ?, keywords = ?, case_number = ?, court = ?,
               register_number = ?, active = ?, updated_at = ?, name_tokens = ?, keyword_tokens = ?, case_ref = ?,
               register_ref = ?, address_key = ?, recipient_key = ?, position = ?
             WHERE id = ? AND position < ?`,
          )
          .run(
            d.email,
            d.companyName,
            JSON.stringify(d.keywords),
            d.caseNumber,
            d.court,
            d.registerNumber,
            d.active ? 1 : 0,
            d.updatedAt,
            d.criteria.nameTokens.join(' '),
            JSON.stringify(d.criteria.keywordTokens),
            d.criteria.caseRef,
            d.criteria.registerRef,
            foldAddress(d.email),
            recipientKey(ownerOf(db, d.subscriptionId), d.email),
            position,
            d.subscriptionId,
            position,
          );
        if (updated.changes > 0) replaceTerms(db, d.subscriptionId, d.active ? d.criteria : null);
        return;
      }
      case 'SubscriptionToggled': {
        const d = event.data;
        const updated = db
          .prepare('UPDATE rm_subscriptions SET active = ?, updated_at = ?, position = ? WHERE id = ? AND position < ?')
          .run(d.active ? 1 : 0, d.at, position, d.subscriptionId, position);
        if (updated.changes > 0) replaceTerms(db, d.subscriptionId, d.active ? criteriaOf(db, d.subscriptionId) : null);
        return;
      }
      case 'SubscriptionDeleted':
        db.prepare('DELETE FROM rm_subscriptions WHERE id = ?').run(event.data.subscriptionId);
        replaceTerms(db, event.data.subscriptionId, null);
        return;
      case 'AlertDigestSent':
        // An unconfirmed outcome (restart after a crash) may not have reached the user: not shown as sent.
        if (!event.data.confirmed) return;
        db.prepare('UPDATE rm_subscriptions SET last_notification = ?, position = ? WHERE id = ? AND position < ?').run(
          event.data.sentAt,
          position,
          event.data.subscriptionId,
          position,
        );
        return;
      default:
        return;
    }
  },
  dump: (db) => [
    ...db.prepare('SELECT * FROM rm_subscriptions ORDER BY id').all(),
    ...db.prepare('SELECT * FROM rm_subscription_terms ORDER BY term, subscription_id').all(),
    ...db.prepare('SELECT * FROM rm_alert_owner_plans ORDER BY owner_id').all(),
    ...db.prepare('SELECT * FROM rm_alert_owners ORDER BY owner_id').all(),
    ...db.prepare('SELECT * FROM rm_alert_recipients ORDER BY recipient_key').all(),
    ...db.prepare('SELECT * FROM rm_alert_address_digests ORDER BY address_key').all(),
  ],
};
