import type { DatabaseSync } from 'node:sqlite';
import { modeOf, type MatchCriteria } from '@insolvenz/backend/alerts/domain/events.js';
import { prepared } from '@insolvenz/backend/platform/sqlite/prepared.js';
import { sqliteTables } from '../../../store/sqlite/sqlite-tables.js';
import type { StoredSubscription, SubscriptionChange, SubscriptionsView } from '../subscriptions.changes.js';
import { subscriptionsProjection } from '../subscriptions.projection.js';
import { SUBSCRIPTIONS_SCHEMA, SUBSCRIPTIONS_TEARDOWN } from './subscriptions.schema.js';
import { applyRecipientChange } from './alert-recipients.sqlite.js';

/**
 * The subscriptions read model in SQLite: `rm_subscriptions`, the matcher's term index, owners' plans and the
 * recipients' state of issue #12 (see the schema).
 */
export const subscriptionsSqlite = sqliteTables(subscriptionsProjection, {
  setup: (db) => db.exec(SUBSCRIPTIONS_SCHEMA),
  teardown: (db) => db.exec(SUBSCRIPTIONS_TEARDOWN),
  dump: (db) => [
    ...db.prepare('SELECT * FROM rm_subscriptions ORDER BY id').all(),
    ...db.prepare('SELECT * FROM rm_subscription_terms ORDER BY term, subscription_id').all(),
    ...db.prepare('SELECT * FROM rm_alert_owner_plans ORDER BY owner_id').all(),
    ...db.prepare('SELECT * FROM rm_alert_owners ORDER BY owner_id').all(),
    ...db.prepare('SELECT * FROM rm_alert_recipients ORDER BY recipient_key').all(),
    ...db.prepare('SELECT * FROM rm_alert_address_digests ORDER BY address_key').all(),
  ],
  open: (db) => ({ view: subscriptionsView(db), apply: (change) => applyChange(db, change) }),
});

function subscriptionsView(db: DatabaseSync): SubscriptionsView {
  return {
    subscription: (id) => {
      const statement = prepared(
        db,
        `SELECT owner_id, position, name_tokens, keyword_tokens, case_ref, register_ref, legal_form, register_court,
           address_key
         FROM rm_subscriptions WHERE id = ?`,
      );
      statement.setReadBigInts(true);
      const row = statement.get(id) as SubscriptionRow | undefined;
      return row ? storedSubscription(row) : undefined;
    },
    recipientPosition: (key) => {
      const statement = prepared(db, 'SELECT position FROM rm_alert_recipients WHERE recipient_key = ?');
      statement.setReadBigInts(true);
      return (statement.get(key) as { position: bigint } | undefined)?.position;
    },
  };
}

interface SubscriptionRow {
  owner_id: string;
  position: bigint;
  name_tokens: string;
  keyword_tokens: string;
  case_ref: string | null;
  register_ref: string | null;
  legal_form: string | null;
  register_court: string;
  address_key: string;
}

function storedSubscription(row: SubscriptionRow): StoredSubscription {
  const criteria: MatchCriteria = {
    nameTokens: row.name_tokens === '' ? [] : row.name_tokens.split(' '),
    keywordTokens: JSON.parse(row.keyword_tokens) as string[][],
    caseRef: row.case_ref,
    registerRef: row.register_ref,
    legalForm: row.legal_form,
    registerCourt: row.register_court === '' ? [] : row.register_court.split(' '),
  };
  return { ownerId: row.owner_id, position: row.position, criteria, addressKey: row.address_key };
}

function applyChange(db: DatabaseSync, change: SubscriptionChange): void {
  switch (change.kind) {
    case 'add-subscription': {
      const r = change.row;
      prepared(
        db,
        `INSERT INTO rm_subscriptions (id, owner_id, email, company_name, keywords, case_number, court,
           register_number, active, source, created_at, updated_at, last_notification, name_tokens, keyword_tokens,
           case_ref, register_ref, legal_form, register_court, address_key, recipient_key, created_position, position,
           mode)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        change.id,
        change.ownerId,
        r.email,
        r.companyName,
        JSON.stringify(r.keywords),
        r.caseNumber,
        r.court,
        r.registerNumber,
        r.active ? 1 : 0,
        change.source,
        change.createdAt,
        r.criteria.nameTokens.join(' '),
        JSON.stringify(r.criteria.keywordTokens),
        r.criteria.caseRef,
        r.criteria.registerRef,
        r.criteria.legalForm ?? null,
        (r.criteria.registerCourt ?? []).join(' '),
        r.addressKey,
        r.recipientKey,
        change.position,
        change.position,
        modeOf(r),
      );
      return;
    }
    case 'update-subscription': {
      const r = change.row;
      prepared(
        db,
        `UPDATE rm_subscriptions SET email = ?, company_name = ?, keywords = ?, case_number = ?, court = ?,
           register_number = ?, active = ?, updated_at = ?, name_tokens = ?, keyword_tokens = ?, case_ref = ?,
           register_ref = ?, legal_form = ?, register_court = ?, address_key = ?, recipient_key = ?, position = ?,
           mode = ?
         WHERE id = ?`,
      ).run(
        r.email,
        r.companyName,
        JSON.stringify(r.keywords),
        r.caseNumber,
        r.court,
        r.registerNumber,
        r.active ? 1 : 0,
        change.updatedAt,
        r.criteria.nameTokens.join(' '),
        JSON.stringify(r.criteria.keywordTokens),
        r.criteria.caseRef,
        r.criteria.registerRef,
        r.criteria.legalForm ?? null,
        (r.criteria.registerCourt ?? []).join(' '),
        r.addressKey,
        r.recipientKey,
        change.position,
        modeOf(r),
        change.id,
      );
      return;
    }
    case 'toggle-subscription':
      prepared(db, 'UPDATE rm_subscriptions SET active = ?, updated_at = ?, position = ? WHERE id = ?').run(
        change.active ? 1 : 0,
        change.at,
        change.position,
        change.id,
      );
      return;
    case 'delete-subscription':
      prepared(db, 'DELETE FROM rm_subscriptions WHERE id = ?').run(change.id);
      return;
    case 'replace-terms': {
      prepared(db, 'DELETE FROM rm_subscription_terms WHERE subscription_id = ?').run(change.id);
      const insert = prepared(db, 'INSERT OR IGNORE INTO rm_subscription_terms (term, subscription_id) VALUES (?, ?)');
      for (const term of change.terms) insert.run(term, change.id);
      return;
    }
    case 'mark-notified':
      prepared(db, 'UPDATE rm_subscriptions SET last_notification = ?, position = ? WHERE id = ?').run(
        change.sentAt,
        change.position,
        change.id,
      );
      return;
    case 'set-owner-plan':
      prepared(
        db,
        `INSERT INTO rm_alert_owner_plans (owner_id, plan) VALUES (?, ?)
         ON CONFLICT (owner_id) DO UPDATE SET plan = excluded.plan`,
      ).run(change.ownerId, change.plan);
      return;
    default:
      applyRecipientChange(db, change);
  }
}
