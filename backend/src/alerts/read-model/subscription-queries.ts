import { Inject, Injectable } from '@nestjs/common';
import type { DatabaseSync } from 'node:sqlite';
import { READ_DB } from '../../platform/read-store/read-db.js';
import { readModelMissing } from '../../platform/read-store/read-model-missing.js';
import { toSubscriptionView, type SubscriptionRow, type SubscriptionView } from './subscription-view.js';

/** Queries of the subscriptions read model (never the event log). Every query is scoped by owner unless admin. */
@Injectable()
export class SubscriptionQueries {
  constructor(@Inject(READ_DB) private readonly db: DatabaseSync) {}

  /** The owner's subscriptions, oldest first (the order they were created in). */
  ofOwner(ownerId: string): SubscriptionView[] {
    return this.rows('SELECT * FROM rm_subscriptions WHERE owner_id = ? ORDER BY created_position', ownerId);
  }

  /** Subscriptions sending to `email` (any letter case): the caller's own, or everyone's for admins. */
  byEmail(email: string, ownerId: string | null): SubscriptionView[] {
    return ownerId === null
      ? this.rows('SELECT * FROM rm_subscriptions WHERE email = ? COLLATE NOCASE ORDER BY created_position', email)
      : this.rows(
          'SELECT * FROM rm_subscriptions WHERE email = ? COLLATE NOCASE AND owner_id = ? ORDER BY created_position',
          email,
          ownerId,
        );
  }

  find(id: string): SubscriptionView | null {
    return this.rows('SELECT * FROM rm_subscriptions WHERE id = ?', id)[0] ?? null;
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
