import type { FactoryProvider } from '@nestjs/common';
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { READ_DB } from '../../../platform/read-store/sqlite/read-db.js';
import { readModelMissing } from '../../../platform/read-store/sqlite/read-model-missing.js';
import { prepared } from '../../../platform/sqlite/prepared.js';
import type { RecipientStatus } from '../../domain/events.js';
import {
  SUBSCRIPTION_QUERIES,
  type CandidateLookup,
  type DigestTarget,
  type NoticeCandidates,
  type QueuedConfirmation,
  type SavedSearchCandidate,
  type SearchAlertTarget,
  type SubscriptionCandidate,
  type SubscriptionQueries,
  type SubscriptionTally,
} from '../subscription-queries.port.js';
import type { SubscriptionView } from '../subscription-view.js';
import { sqliteNoticeCandidates } from './sqlite-notice-candidates.js';
import { toSubscriptionView, type SubscriptionRow } from './subscription-row.js';

/**
 * A subscription with its recipient's double opt-in state: the owner's current account address is `own`,
 * otherwise the (owner, address) confirmation decides; no confirmation recorded yet counts as pending.
 */
const SELECT = `SELECT s.*,
    CASE WHEN o.email_key = s.address_key THEN 'own' ELSE coalesce(r.status, 'pending') END AS recipient_status,
    r.requested_at AS confirmation_requested_at
  FROM rm_subscriptions s
  LEFT JOIN rm_alert_owners o ON o.owner_id = s.owner_id
  LEFT JOIN rm_alert_recipients r ON r.recipient_key = s.recipient_key`;

/** The read models a match reads (projections/src/read-models/subscriptions, saved-searches). */
const MATCHED_READ_MODELS = ['subscriptions', 'saved-searches'] as const;

const position = (value: unknown): bigint | null =>
  value === null || value === undefined ? null : BigInt(value as number | bigint);

/** `SubscriptionQueries` on the read-model database (projections/src/read-models/subscriptions, saved-searches). */
export class SqliteSubscriptionQueries implements SubscriptionQueries {
  constructor(private readonly db: DatabaseSync) {}

  async ofOwner(ownerId: string): Promise<SubscriptionView[]> {
    return this.views(`${SELECT} WHERE s.owner_id = ? ORDER BY s.created_position`, ownerId);
  }

  async byEmail(email: string, ownerId: string | null): Promise<SubscriptionView[]> {
    return ownerId === null
      ? this.views(`${SELECT} WHERE s.email = ? COLLATE NOCASE ORDER BY s.created_position`, email)
      : this.views(
          `${SELECT} WHERE s.email = ? COLLATE NOCASE AND s.owner_id = ? ORDER BY s.created_position`,
          email,
          ownerId,
        );
  }

  async find(id: string): Promise<SubscriptionView | null> {
    return this.views(`${SELECT} WHERE s.id = ?`, id)[0] ?? null;
  }

  async countOfOwner(ownerId: string): Promise<number> {
    const row = this.get<{ n: number }>('SELECT count(*) AS n FROM rm_subscriptions WHERE owner_id = ?', ownerId);
    return row?.n ?? 0;
  }

  async tallyOfOwner(ownerId: string): Promise<SubscriptionTally> {
    const row = this.get<{ total: number; active: number | null }>(
      'SELECT count(*) AS total, sum(active) AS active FROM rm_subscriptions WHERE owner_id = ?',
      ownerId,
    );
    return { total: row?.total ?? 0, active: row?.active ?? 0 };
  }

  async queuedConfirmations(): Promise<QueuedConfirmation[]> {
    try {
      return this.db
        .prepare(
          `SELECT min(s.owner_id) AS ownerId, min(s.email) AS email
           FROM rm_alert_recipients r JOIN rm_subscriptions s ON s.recipient_key = r.recipient_key
           WHERE r.status = 'queued'
           GROUP BY r.recipient_key
           ORDER BY min(r.position), r.recipient_key`,
        )
        .all() as unknown as QueuedConfirmation[];
    } catch (error) {
      if (readModelMissing(error)) return [];
      throw error;
    }
  }

  async owner(ownerId: string): Promise<{ emailKey: string; name: string } | null> {
    const row = this.get<{ email_key: string; name: string }>(
      'SELECT email_key, name FROM rm_alert_owners WHERE owner_id = ?',
      ownerId,
    );
    return row ? { emailKey: row.email_key, name: row.name } : null;
  }

  /** Through the term index; a missing read model is an error here (the matcher retries, then parks). */
  async subscriptionCandidates(terms: readonly string[], before: bigint): Promise<SubscriptionCandidate[]> {
    return sqliteNoticeCandidates(this.db, [{ terms, before }])[0]!.subscriptions;
  }

  /** The projections' checkpoints commit with their rows, so any process on the same file may rely on them. */
  async appliedUpTo(): Promise<bigint> {
    try {
      const statement = prepared(
        this.db,
        'SELECT name, position FROM projection_checkpoints WHERE name IN (SELECT value FROM json_each(?))',
      );
      statement.setReadBigInts(true);
      const rows = statement.all(JSON.stringify(MATCHED_READ_MODELS)) as { name: string; position: bigint }[];
      if (rows.length < MATCHED_READ_MODELS.length) return 0n;
      return rows.reduce((low, row) => (row.position < low ? row.position : low), rows[0].position);
    } catch (error) {
      // No projection has run on this database yet.
      if (/no such table: projection_checkpoints/.test(String((error as { message?: unknown })?.message))) return 0n;
      throw error;
    }
  }

  async savedSearchCandidates(before: bigint): Promise<SavedSearchCandidate[]> {
    return sqliteNoticeCandidates(this.db, [{ terms: [], before }])[0]!.savedSearches;
  }

  async candidatesOfBatch(lookups: readonly CandidateLookup[]): Promise<NoticeCandidates[]> {
    return sqliteNoticeCandidates(this.db, lookups);
  }

  async digestTargets(ids: readonly string[]): Promise<DigestTarget[]> {
    const rows = this.db
      .prepare(
        `SELECT m.value AS id, p.plan AS plan, s.address_key AS address, s.created_position AS created_position,
           s.mode AS mode, s.active AS active,
           CASE WHEN s.id IS NULL THEN NULL WHEN o.email_key = s.address_key THEN 'own'
                ELSE coalesce(r.status, 'pending') END AS recipient
         FROM json_each(?) m
         LEFT JOIN rm_subscriptions s ON s.id = m.value
         LEFT JOIN rm_alert_owner_plans p ON p.owner_id = s.owner_id
         LEFT JOIN rm_alert_owners o ON o.owner_id = s.owner_id
         LEFT JOIN rm_alert_recipients r ON r.recipient_key = s.recipient_key
         ORDER BY m.key`,
      )
      .all(JSON.stringify(ids)) as {
      id: string;
      plan: string | null;
      address: string | null;
      recipient: RecipientStatus | null;
      created_position: number | bigint | null;
      mode: string | null;
      active: number | null;
    }[];
    return rows.map((row) => ({
      id: row.id,
      plan: row.plan,
      address: row.address,
      recipient: row.recipient,
      createdPosition: position(row.created_position),
      mode: row.mode === null ? null : row.mode === 'sofort' ? 'sofort' : 'täglich',
      active: row.active === null ? null : row.active === 1,
    }));
  }

  async watchingOwners(): Promise<string[]> {
    return this.column<{ owner_id: string }>(
      `SELECT owner_id FROM rm_subscriptions WHERE active = 1
       UNION SELECT owner_id FROM rm_saved_searches WHERE alert = 1 ORDER BY owner_id`,
    ).map((row) => row.owner_id);
  }

  /** Asked by an unsubscribe link naming an address (`rm_alert_owners_address`). */
  async ownersOfAddress(emailKey: string): Promise<string[]> {
    return this.column<{ owner_id: string }>(
      'SELECT owner_id FROM rm_alert_owners WHERE email_key = ? ORDER BY owner_id',
      emailKey,
    ).map((row) => row.owner_id);
  }

  async alertingSavedSearchesOf(ownerId: string): Promise<string[]> {
    return this.column<{ id: string }>(
      'SELECT id FROM rm_saved_searches WHERE owner_id = ? AND alert = 1 ORDER BY created_position',
      ownerId,
    ).map((row) => row.id);
  }

  async searchAlertTargets(ids: readonly string[]): Promise<SearchAlertTarget[]> {
    const rows = this.db
      .prepare(
        `SELECT m.value AS id, s.id AS found, s.name, s.criteria, s.alert, s.mode, p.plan, o.email_key AS address,
           s.created_position AS created_position
         FROM json_each(?) m
         LEFT JOIN rm_saved_searches s ON s.id = m.value
         LEFT JOIN rm_alert_owner_plans p ON p.owner_id = s.owner_id
         LEFT JOIN rm_alert_owners o ON o.owner_id = s.owner_id
         ORDER BY m.key`,
      )
      .all(JSON.stringify(ids)) as {
      id: string;
      found: string | null;
      name: string | null;
      criteria: string | null;
      alert: number | null;
      mode: string | null;
      plan: string | null;
      address: string | null;
      created_position: number | bigint | null;
    }[];
    return rows.map((row) => ({
      id: row.id,
      exists: row.found !== null,
      name: row.name,
      criteria: row.criteria === null ? null : (JSON.parse(row.criteria) as Record<string, string>),
      alert: row.alert === 1,
      mode: row.mode === 'sofort' ? 'sofort' : 'täglich',
      plan: row.plan,
      address: row.address,
      createdPosition: position(row.created_position),
    }));
  }

  async lastDigestDay(address: string): Promise<string | null> {
    const row = this.get<{ digest_day: string | null }>(
      'SELECT digest_day FROM rm_alert_address_digests WHERE address_key = ?',
      address,
    );
    return row?.digest_day ?? null;
  }

  private views(sql: string, ...params: string[]): SubscriptionView[] {
    try {
      return (this.db.prepare(sql).all(...params) as unknown as SubscriptionRow[]).map(toSubscriptionView);
    } catch (error) {
      if (readModelMissing(error)) return [];
      throw error;
    }
  }

  private column<T>(sql: string, ...params: SQLInputValue[]): T[] {
    try {
      return this.db.prepare(sql).all(...params) as T[];
    } catch (error) {
      if (readModelMissing(error)) return [];
      throw error;
    }
  }

  private get<T>(sql: string, ...params: SQLInputValue[]): T | undefined {
    try {
      return this.db.prepare(sql).get(...params) as T | undefined;
    } catch (error) {
      if (readModelMissing(error)) return undefined;
      throw error;
    }
  }
}

export const sqliteSubscriptionQueriesProvider: FactoryProvider<SubscriptionQueries> = {
  provide: SUBSCRIPTION_QUERIES,
  inject: [READ_DB],
  useFactory: (db: DatabaseSync) => new SqliteSubscriptionQueries(db),
};
