import type { FactoryProvider } from '@nestjs/common';
import type { DatabaseSync } from 'node:sqlite';
import { READ_DB } from '../../../platform/read-store/sqlite/read-db.js';
import { readModelMissing } from '../../../platform/read-store/sqlite/read-model-missing.js';
import type { AlertRef } from '../../domain/events.js';
import type { AlertWithOwner, OwnedAlert, OwnerContact, WebhookDirectory } from '../webhook-directory.port.js';

/** `WebhookDirectory` over the other modules' SQLite read models; a read model not there yet reads as empty. */
export class SqliteWebhookDirectory implements WebhookDirectory {
  constructor(private readonly db: DatabaseSync) {}

  async alertsOf(ownerId: string): Promise<OwnedAlert[]> {
    const subscriptions = this.rows<{ id: string; company_name: string }>(
      'SELECT id, company_name FROM rm_subscriptions WHERE owner_id = ? ORDER BY created_position',
      ownerId,
    );
    const searches = this.rows<{ id: string; name: string }>(
      'SELECT id, name FROM rm_saved_searches WHERE owner_id = ? ORDER BY created_position',
      ownerId,
    );
    return [
      ...subscriptions.map((row) => ({ kind: 'subscription' as const, id: row.id, name: row.company_name })),
      ...searches.map((row) => ({ kind: 'saved-search' as const, id: row.id, name: row.name })),
    ];
  }

  async alertsByRef(refs: readonly AlertRef[]): Promise<AlertWithOwner[]> {
    const ids = (kind: AlertRef['kind']) => [...new Set(refs.filter((r) => r.kind === kind).map((r) => r.id))];
    const subscriptionIds = ids('subscription');
    const searchIds = ids('saved-search');
    const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');
    const subscriptions = subscriptionIds.length
      ? this.rows<{ id: string; owner_id: string; company_name: string }>(
          `SELECT id, owner_id, company_name FROM rm_subscriptions WHERE id IN (${marks(subscriptionIds.length)})`,
          ...subscriptionIds,
        )
      : [];
    const searches = searchIds.length
      ? this.rows<{ id: string; owner_id: string; name: string }>(
          `SELECT id, owner_id, name FROM rm_saved_searches WHERE id IN (${marks(searchIds.length)})`,
          ...searchIds,
        )
      : [];
    return [
      ...subscriptions.map((row) => ({
        kind: 'subscription' as const,
        id: row.id,
        name: row.company_name,
        ownerId: row.owner_id,
      })),
      ...searches.map((row) => ({ kind: 'saved-search' as const, id: row.id, name: row.name, ownerId: row.owner_id })),
    ];
  }

  async ownerContacts(ownerIds: readonly string[]): Promise<Map<string, OwnerContact>> {
    const ids = [...new Set(ownerIds)];
    if (ids.length === 0) return new Map();
    const rows = this.rows<{ id: string; email: string; first_name: string; last_name: string; plan: string }>(
      `SELECT id, email, first_name, last_name, plan FROM rm_users WHERE id IN (${ids.map(() => '?').join(', ')})`,
      ...ids,
    );
    return new Map(
      rows.map((row) => [
        row.id,
        { email: row.email, name: `${row.first_name} ${row.last_name}`.trim(), plan: row.plan },
      ]),
    );
  }

  async ownerContact(ownerId: string): Promise<OwnerContact | null> {
    const [row] = this.rows<{ email: string; first_name: string; last_name: string; plan: string }>(
      'SELECT email, first_name, last_name, plan FROM rm_users WHERE id = ?',
      ownerId,
    );
    return row ? { email: row.email, name: `${row.first_name} ${row.last_name}`.trim(), plan: row.plan } : null;
  }

  private rows<Row>(sql: string, ...params: (string | number)[]): Row[] {
    try {
      return this.db.prepare(sql).all(...params) as unknown as Row[];
    } catch (error) {
      if (readModelMissing(error)) return [];
      throw error;
    }
  }
}

export const sqliteWebhookDirectoryProvider: Omit<FactoryProvider<WebhookDirectory>, 'provide'> = {
  inject: [READ_DB],
  useFactory: (db: DatabaseSync) => new SqliteWebhookDirectory(db),
};
