import type { FactoryProvider } from '@nestjs/common';
import type { DatabaseSync } from 'node:sqlite';
import { backgroundTurn } from '../../../background/background-turns.js';
import { READ_DB } from '../../../read-store/sqlite/read-db.js';
import { inTransaction } from '../../../sqlite/open-database.js';
import { prepared } from '../../../sqlite/prepared.js';
import type { MailMessage } from '../../mailer.port.js';
import {
  type MailDelivery,
  type MailDeliveryCounts,
  type MailDeliveryStatus,
  type MailDeliveryStore,
  type NewMailDelivery,
} from '../mail-delivery-store.port.js';

interface Row {
  key: string;
  message_id: string;
  kind: string;
  status: MailDeliveryStatus;
  attempts: number;
  recorded_at: number;
  lease_until: number;
  finished_at: number | null;
  last_error: string | null;
  message: string | null;
}

const toDelivery = (row: Row): MailDelivery => ({
  key: row.key,
  messageId: row.message_id,
  kind: row.kind,
  status: row.status,
  attempts: row.attempts,
  recordedAt: new Date(row.recorded_at),
  leaseUntil: new Date(row.lease_until),
  finishedAt: row.finished_at === null ? null : new Date(row.finished_at),
  lastError: row.last_error,
  message: row.message === null ? null : (JSON.parse(row.message) as MailMessage),
});

/**
 * The delivery record in its own table of the read-model database (not a projection: a rebuild of the read
 * models does not touch it). Times in epoch milliseconds. The database's `synchronous=NORMAL` keeps every commit
 * across a killed process; only a power loss could lose the last ones.
 */
export class SqliteMailDeliveryStore implements MailDeliveryStore {
  constructor(private readonly db: DatabaseSync) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS mail_deliveries (
        key TEXT PRIMARY KEY,
        message_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        status TEXT NOT NULL,
        attempts INTEGER NOT NULL,
        recorded_at INTEGER NOT NULL,
        lease_until INTEGER NOT NULL,
        finished_at INTEGER,
        last_error TEXT,
        message TEXT
      );
      CREATE INDEX IF NOT EXISTS mail_deliveries_due ON mail_deliveries (status, lease_until);
    `);
  }

  async record(d: NewMailDelivery): Promise<boolean> {
    const { changes } = prepared(
      this.db,
      `INSERT INTO mail_deliveries (key, message_id, kind, status, attempts, recorded_at, lease_until, message)
       VALUES (?, ?, ?, 'sending', 1, ?, ?, ?) ON CONFLICT (key) DO NOTHING`,
    ).run(d.key, d.messageId, d.kind, d.at.getTime(), d.leaseUntil.getTime(), JSON.stringify(d.message));
    return Number(changes) === 1;
  }

  async get(key: string): Promise<MailDelivery | null> {
    const row = prepared(this.db, 'SELECT * FROM mail_deliveries WHERE key = ?').get(key) as Row | undefined;
    return row ? toDelivery(row) : null;
  }

  async claimExpired(now: Date, leaseUntil: Date, limit: number): Promise<MailDelivery[]> {
    // Like the webhook sender's claim: no write lock for a poll that finds nothing, and a background turn before
    // one that does, so it never waits on the event loop for the WAL checkpoint thread (331 ms, issue #33).
    const expired = prepared(
      this.db,
      "SELECT 1 FROM mail_deliveries WHERE status = 'sending' AND lease_until <= ? LIMIT 1",
    );
    if (!expired.get(now.getTime())) return [];
    await backgroundTurn();
    // One transaction (BEGIN IMMEDIATE): only one connection claims a row.
    return inTransaction(this.db, () =>
      (
        prepared(
          this.db,
          `UPDATE mail_deliveries SET attempts = attempts + 1, lease_until = ?
           WHERE key IN (SELECT key FROM mail_deliveries WHERE status = 'sending' AND lease_until <= ?
                         ORDER BY lease_until LIMIT ?)
           RETURNING *`,
        ).all(leaseUntil.getTime(), now.getTime(), limit) as unknown as Row[]
      ).map(toDelivery),
    );
  }

  async postpone(key: string, retryAt: Date, error: string): Promise<void> {
    prepared(
      this.db,
      `UPDATE mail_deliveries SET lease_until = ?, last_error = ? WHERE key = ? AND status = 'sending'`,
    ).run(retryAt.getTime(), error, key);
  }

  async finish(key: string, outcome: { status: 'sent' | 'failed'; at: Date; error?: string }): Promise<void> {
    prepared(
      this.db,
      `UPDATE mail_deliveries SET status = ?, finished_at = ?, last_error = COALESCE(?, last_error), message = NULL
       WHERE key = ?`,
    ).run(outcome.status, outcome.at.getTime(), outcome.error ?? null, key);
  }

  async counts(): Promise<MailDeliveryCounts> {
    const row = prepared(
      this.db,
      `SELECT COALESCE(SUM(status = 'sending'), 0) AS sending, COALESCE(SUM(status = 'sent'), 0) AS sent,
              COALESCE(SUM(status = 'failed'), 0) AS failed, COALESCE(SUM(attempts > 1), 0) AS resent
       FROM mail_deliveries`,
    ).get() as Record<keyof MailDeliveryCounts, number>;
    return { sending: row.sending, sent: row.sent, failed: row.failed, resent: row.resent };
  }

  async countSentSince(kinds: readonly string[], since: Date): Promise<number> {
    const row = prepared(
      this.db,
      `SELECT COUNT(*) AS n FROM mail_deliveries
       WHERE status = 'sent' AND finished_at >= ? AND kind IN (SELECT value FROM json_each(?))`,
    ).get(since.getTime(), JSON.stringify(kinds)) as { n: number };
    return Number(row.n);
  }

  async troubled(limit: number): Promise<MailDelivery[]> {
    return (
      prepared(
        this.db,
        `SELECT * FROM mail_deliveries WHERE status = 'failed' OR attempts > 1 ORDER BY recorded_at DESC LIMIT ?`,
      ).all(limit) as unknown as Row[]
    ).map(toDelivery);
  }

  async purgeFinished(cutoff: Date): Promise<number> {
    // Runs every 30 s and almost always finds nothing: a read first (no write lock), and a background turn before
    // a delete that has work, so it never waits on the event loop for the WAL checkpoint thread's lock (331 ms
    // during a 100,000-case cleanup, issue #33 item 4).
    const old = prepared(
      this.db,
      "SELECT 1 FROM mail_deliveries WHERE status != 'sending' AND finished_at < ? LIMIT 1",
    );
    if (!old.get(cutoff.getTime())) return 0;
    await backgroundTurn();
    const { changes } = prepared(
      this.db,
      `DELETE FROM mail_deliveries WHERE status != 'sending' AND finished_at < ?`,
    ).run(cutoff.getTime());
    return Number(changes);
  }
}

export const sqliteMailDeliveryStoreProvider: Omit<FactoryProvider<MailDeliveryStore>, 'provide'> = {
  inject: [READ_DB],
  useFactory: (db: DatabaseSync) => new SqliteMailDeliveryStore(db),
};
