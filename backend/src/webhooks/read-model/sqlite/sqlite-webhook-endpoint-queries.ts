import type { FactoryProvider } from '@nestjs/common';
import type { DatabaseSync } from 'node:sqlite';
import { READ_DB } from '../../../platform/read-store/sqlite/read-db.js';
import { readModelMissing } from '../../../platform/read-store/sqlite/read-model-missing.js';
import { WalCheckpointThread } from '../../../platform/sqlite/wal-checkpoints/wal-checkpoint-thread.js';
import type { DisabledReason, EndpointFeed } from '../../domain/events.js';
import { WEBHOOK_ENDPOINT_QUERIES, type WebhookEndpointQueries } from '../webhook-endpoint-queries.port.js';
import type { WebhookEndpointTarget, WebhookEndpointView } from '../webhook-endpoint.view.js';

/** A row of `rm_webhook_endpoints` (projections/src/read-models/webhook-endpoints). */
interface EndpointRow {
  id: string;
  owner_id: string;
  url: string;
  description: string;
  feed: string;
  disabled_reason: DisabledReason | null;
  secret_hint: string;
  secret_rotated_at: string | null;
  created_at: string;
  updated_at: string | null;
}

function toView(row: EndpointRow): WebhookEndpointView {
  const feed = JSON.parse(row.feed) as EndpointFeed;
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    allAlerts: feed.all,
    alerts: feed.all ? [] : [...feed.alerts],
    enabled: row.disabled_reason === null,
    disabledReason: row.disabled_reason,
    secretHint: row.secret_hint,
    secretRotatedAt: row.secret_rotated_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toTarget(row: EndpointRow): WebhookEndpointTarget {
  return {
    id: row.id,
    ownerId: row.owner_id,
    url: row.url,
    feed: JSON.parse(row.feed) as EndpointFeed,
    enabled: row.disabled_reason === null,
    createdAt: row.created_at,
  };
}

/** `WebhookEndpointQueries` over `rm_webhook_endpoints`; a missing read model (fresh DATA_DIR) reads as empty. */
export class SqliteWebhookEndpointQueries implements WebhookEndpointQueries {
  constructor(private readonly db: DatabaseSync) {}

  async ofOwner(ownerId: string): Promise<WebhookEndpointView[]> {
    return this.rows('SELECT * FROM rm_webhook_endpoints WHERE owner_id = ? ORDER BY created_position', ownerId).map(
      toView,
    );
  }

  async findOwn(id: string, ownerId: string): Promise<WebhookEndpointView | null> {
    const row = this.rows('SELECT * FROM rm_webhook_endpoints WHERE id = ? AND owner_id = ?', id, ownerId)[0];
    return row ? toView(row) : null;
  }

  async countOfOwner(ownerId: string): Promise<number> {
    return this.rows('SELECT * FROM rm_webhook_endpoints WHERE owner_id = ?', ownerId).length;
  }

  async target(id: string): Promise<WebhookEndpointTarget | null> {
    const row = this.rows('SELECT * FROM rm_webhook_endpoints WHERE id = ?', id)[0];
    return row ? toTarget(row) : null;
  }

  async enabledTargets(): Promise<WebhookEndpointTarget[]> {
    return this.rows('SELECT * FROM rm_webhook_endpoints WHERE disabled_reason IS NULL ORDER BY created_position').map(
      toTarget,
    );
  }

  /** The projection deleted the row; the WAL's old frames still hold it until truncated. */
  async eraseEndpoint(_id: string): Promise<boolean> {
    return WalCheckpointThread.truncate(this.db, 5);
  }

  private rows(sql: string, ...params: string[]): EndpointRow[] {
    try {
      return this.db.prepare(sql).all(...params) as unknown as EndpointRow[];
    } catch (error) {
      if (readModelMissing(error)) return [];
      throw error;
    }
  }
}

export const sqliteWebhookEndpointQueriesProvider: FactoryProvider<WebhookEndpointQueries> = {
  provide: WEBHOOK_ENDPOINT_QUERIES,
  inject: [READ_DB],
  useFactory: (db: DatabaseSync) => new SqliteWebhookEndpointQueries(db),
};
