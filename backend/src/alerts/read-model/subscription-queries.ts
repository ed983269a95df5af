import { Inject, Injectable } from '@nestjs/common';
import type { DatabaseSync } from 'node:sqlite';
import { READ_DB } from '../../platform/read-store/read-db.js';
import { readModelMissing } from '../../platform/read-store/read-model-missing.js';
import { toSubscriptionView, type SubscriptionRow, type SubscriptionView } from './subscription-view.js';

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

/** Queries of the subscriptions read model (never the event log). Every query is scoped by owner unless admin. */
@Injectable()
export class SubscriptionQueries {
  constructor(@Inject(READ_DB) private readonly db: DatabaseSync) {}

  /** The owner's subscriptions, oldest first (the order they were created in). */
  ofOwner(ownerId: string): SubscriptionView[] {
    return this.rows(`${SELECT} WHERE s.owner_id = ? ORDER BY s.created_position`, ownerId);
  }

  /** Subscriptions sending to `email` (any letter case): the caller's own, or everyone's for admins. */
  byEmail(email: string, ownerId: string | null): SubscriptionView[] {
    return ownerId === null
      ? this.rows(`${SELECT} WHERE s.email = ? COLLATE NOCASE ORDER BY s.created_position`, email)
      : this.rows(
          `${SELECT} WHERE s.email = ? COLLATE NOCASE AND s.owner_id = ? ORDER BY s.created_position`,
          email,
          ownerId,
        );
  }

  find(id: string): SubscriptionView | null {
    return this.rows(`${SELECT} WHERE s.id = ?`, id)[0] ?? null;
  }

  /** How many subscriptions the owner has (the cap of ALERT_SUBSCRIPTIONS_MAX counts these). */
  countOfOwner(ownerId: string): number {
    try {
      return (
        this.db.prepare('SELECT count(*) AS n FROM rm_subscriptions WHERE owner_id = ?').get(ownerId) as {
          n: number;
        }
      ).n;
    } catch (error) {
      if (readModelMissing(error)) return 0;
      throw error;
    }
  }

  /** The owner's current account address (folded) and name, as the alerts read model knows them. */
  owner(ownerId: string): { emailKey: string; name: string } | null {
    try {
      const row = this.db.prepare('SELECT email_key, name FROM rm_alert_owners WHERE owner_id = ?').get(ownerId) as
        { email_key: string; name: string } | undefined;
      return row ? { emailKey: row.email_key, name: row.name } : null;
    } catch (error) {
      if (readModelMissing(error)) return null;
      throw error;
    }
  }

  private rows(sql: string, ...params: string[]): SubscriptionView[] {
    try {
      return (this.db.prepare(sql).all(...params) as unknown as SubscriptionRow[]).map(toSubscriptionView);
    } catch (error) {
      if (readModelMissing(error)) return [];
      throw error;
    }
  }
}
