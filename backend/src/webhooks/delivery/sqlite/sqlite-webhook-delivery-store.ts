import type { FactoryProvider } from '@nestjs/common';
import type { DatabaseSync } from 'node:sqlite';
import { backgroundTurn } from '../../../platform/background/background-turns.js';
import { READ_DB } from '../../../platform/read-store/sqlite/read-db.js';
import { inTransaction } from '../../../platform/sqlite/open-database.js';
import { prepared } from '../../../platform/sqlite/prepared.js';
import type { WebhookEventType } from '../domain/payload.js';
import type {
  AttemptOutcome,
  NewWebhookDelivery,
  WebhookDelivery,
  WebhookDeliveryStatus,
  WebhookDeliveryStore,
} from '../webhook-delivery-store.port.js';

interface Row {
  id: string;
  endpoint_id: string;
  owner_id: string;
  event_type: WebhookEventType;
  status: WebhookDeliveryStatus;
  attempts: number;
  created_at: number;
  due_at: number;
  first_attempt_at: number | null;
  last_attempt_at: number | null;
  http_status: number | null;
  latency_ms: number | null;
  last_error: string | null;
  body: string | null;
}

const date = (ms: number | null) => (ms === null ? null : new Date(ms));

const toDelivery = (row: Row): WebhookDelivery => ({
  id: row.id,
  endpointId: row.endpoint_id,
  ownerId: row.owner_id,
  eventType: row.event_type,
  status: row.status,
  attempts: row.attempts,
  createdAt: new Date(row.created_at),
  dueAt: new Date(row.due_at),
  firstAttemptAt: date(row.first_attempt_at),
  lastAttemptAt: date(row.last_attempt_at),
  httpStatus: row.http_status,
  latencyMs: row.latency_ms,
  lastError: row.last_error,
  body: row.body,
});

/**
 * The webhook deliveries in their own tables of the read-model database (not projections: a rebuild of the read
 * models does not touch them). Times in epoch milliseconds. `synchronous=NORMAL` keeps every commit across a
 * killed process.
 */
export class SqliteWebhookDeliveryStore implements WebhookDeliveryStore {
  constructor(private readonly db: DatabaseSync) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS webhook_deliveries (
        id TEXT PRIMARY KEY,
        endpoint_id TEXT NOT NULL,
        owner_id TEXT NOT NULL,
        event_type TEXT NOT NULL,
        status TEXT NOT NULL,
        attempts INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        due_at INTEGER NOT NULL,
        first_attempt_at INTEGER,
        last_attempt_at INTEGER,
        http_status INTEGER,
        latency_ms INTEGER,
        last_error TEXT,
        body TEXT
      );
      CREATE INDEX IF NOT EXISTS webhook_deliveries_due ON webhook_deliveries (status, due_at);
      CREATE INDEX IF NOT EXISTS webhook_deliveries_log ON webhook_deliveries (endpoint_id, created_at);
      CREATE TABLE IF NOT EXISTS webhook_endpoint_health (
        endpoint_id TEXT PRIMARY KEY,
        failing_since INTEGER
      );
    `);
  }

  async enqueue(deliveries: readonly NewWebhookDelivery[]): Promise<number> {
    return inTransaction(this.db, () => {
      let recorded = 0;
      for (const d of deliveries) {
        const { changes } = prepared(
          this.db,
          `INSERT INTO webhook_deliveries (id, endpoint_id, owner_id, event_type, status, attempts, created_at, due_at,
             first_attempt_at, body)
           VALUES (?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`,
        ).run(
          d.id,
          d.endpointId,
          d.ownerId,
          d.eventType,
          d.claimedUntil ? 1 : 0,
          d.at.getTime(),
          (d.claimedUntil ?? d.at).getTime(),
          d.claimedUntil ? d.at.getTime() : null,
          d.body,
        );
        recorded += Number(changes);
      }
      return recorded;
    });
  }

  async get(id: string): Promise<WebhookDelivery | null> {
    const row = prepared(this.db, 'SELECT * FROM webhook_deliveries WHERE id = ?').get(id) as Row | undefined;
    return row ? toDelivery(row) : null;
  }

  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<WebhookDelivery[]> {
    // A poll that finds nothing due takes no write lock, and one that does waits for a background turn: a write
    // lock taken on the event loop while the WAL checkpoint thread truncates waits synchronously for it (332 ms
    // during `bench -- retention`, issue #33), and a pause of the background work grants no turn meanwhile.
    const due = prepared(this.db, "SELECT 1 FROM webhook_deliveries WHERE status = 'pending' AND due_at <= ? LIMIT 1");
    if (!due.get(now.getTime())) return [];
    await backgroundTurn();
    // One transaction (BEGIN IMMEDIATE): only one connection claims a row.
    return inTransaction(this.db, () =>
      (
        prepared(
          this.db,
          `UPDATE webhook_deliveries SET attempts = attempts + 1, due_at = ?,
             first_attempt_at = COALESCE(first_attempt_at, ?)
           WHERE id IN (SELECT id FROM webhook_deliveries WHERE status = 'pending' AND due_at <= ?
                        ORDER BY due_at LIMIT ?)
           RETURNING *`,
        ).all(leaseUntil.getTime(), now.getTime(), now.getTime(), limit) as unknown as Row[]
      )
        .map(toDelivery)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()),
    );
  }

  async recordAttempt(id: string, o: AttemptOutcome): Promise<void> {
    const status: WebhookDeliveryStatus = o.delivered ? 'delivered' : o.retryAt === null ? 'failed' : 'pending';
    prepared(
      this.db,
      `UPDATE webhook_deliveries SET status = ?, due_at = ?, last_attempt_at = ?, http_status = ?, latency_ms = ?,
         last_error = ?, body = CASE WHEN ? = 'pending' THEN body ELSE NULL END
       WHERE id = ? AND status = 'pending'`,
    ).run(status, (o.retryAt ?? o.at).getTime(), o.at.getTime(), o.httpStatus, o.latencyMs, o.error, status, id);
  }

  async nextDue(): Promise<Date | null> {
    const row = prepared(
      this.db,
      `SELECT MIN(due_at) AS due FROM webhook_deliveries WHERE status = 'pending'`,
    ).get() as { due: number | null } | undefined;
    return date(row?.due ?? null);
  }

  async log(endpointId: string, limit: number): Promise<WebhookDelivery[]> {
    return (
      prepared(
        this.db,
        'SELECT * FROM webhook_deliveries WHERE endpoint_id = ? ORDER BY created_at DESC, id DESC LIMIT ?',
      ).all(endpointId, limit) as unknown as Row[]
    ).map(toDelivery);
  }

  async noteHealth(endpointId: string, ok: boolean, at: Date): Promise<Date | null> {
    if (ok) {
      prepared(this.db, 'DELETE FROM webhook_endpoint_health WHERE endpoint_id = ?').run(endpointId);
      return null;
    }
    prepared(
      this.db,
      'INSERT INTO webhook_endpoint_health (endpoint_id, failing_since) VALUES (?, ?) ON CONFLICT DO NOTHING',
    ).run(endpointId, at.getTime());
    const row = prepared(this.db, 'SELECT failing_since FROM webhook_endpoint_health WHERE endpoint_id = ?').get(
      endpointId,
    ) as { failing_since: number };
    return new Date(row.failing_since);
  }

  async removeEndpoint(endpointId: string): Promise<void> {
    inTransaction(this.db, () => {
      prepared(this.db, 'DELETE FROM webhook_deliveries WHERE endpoint_id = ?').run(endpointId);
      prepared(this.db, 'DELETE FROM webhook_endpoint_health WHERE endpoint_id = ?').run(endpointId);
    });
  }

  async prune(cutoff: Date, keep: number): Promise<number> {
    const { changes } = prepared(
      this.db,
      `DELETE FROM webhook_deliveries WHERE status != 'pending' AND (created_at < ? OR id IN (
         SELECT id FROM (SELECT id, ROW_NUMBER() OVER (PARTITION BY endpoint_id ORDER BY created_at DESC, id DESC) AS n
                         FROM webhook_deliveries) WHERE n > ?))`,
    ).run(cutoff.getTime(), keep);
    return Number(changes);
  }
}

export const sqliteWebhookDeliveryStoreProvider: Omit<FactoryProvider<WebhookDeliveryStore>, 'provide'> = {
  inject: [READ_DB],
  useFactory: (db: DatabaseSync) => new SqliteWebhookDeliveryStore(db),
};
