import type { FactoryProvider } from '@nestjs/common';
import type { DatabaseSync } from 'node:sqlite';
import { READ_DB } from '../../../platform/read-store/sqlite/read-db.js';
import { WalCheckpointThread } from '../../../platform/sqlite/wal-checkpoints/wal-checkpoint-thread.js';
import { prepared } from '../../../platform/sqlite/prepared.js';
import type { DeadlineSettings, DeadlineSettingsStore } from '../deadline-settings.port.js';

interface Row {
  reminder_days: string | null;
  token_created_at: string | null;
}

/**
 * The settings in their own table of the read-model database (beside `mail_deliveries`, not a projection). The
 * database runs with `secure_delete=ON`; an erasure also truncates the WAL, so the token hash leaves the files.
 */
export class SqliteDeadlineSettings implements DeadlineSettingsStore {
  constructor(private readonly db: DatabaseSync) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS deadline_settings (
        user_id          TEXT PRIMARY KEY,
        reminder_days    TEXT,
        token_hash       TEXT UNIQUE,
        token_created_at TEXT
      );`);
  }

  /** Every user's row as stored (`migrate-data` copies them to MongoDB; not part of the port). */
  allSettings(): {
    userId: string;
    reminderDays: number[] | null;
    tokenHash: string | null;
    tokenCreatedAt: string | null;
  }[] {
    const rows = this.db
      .prepare('SELECT user_id, reminder_days, token_hash, token_created_at FROM deadline_settings ORDER BY user_id')
      .all() as unknown as (Row & { user_id: string; token_hash: string | null })[];
    return rows.map((row) => ({
      userId: row.user_id,
      reminderDays: row.reminder_days ? (JSON.parse(row.reminder_days) as number[]) : null,
      tokenHash: row.token_hash,
      tokenCreatedAt: row.token_created_at,
    }));
  }

  async settingsOf(userId: string): Promise<DeadlineSettings> {
    const row = prepared(
      this.db,
      'SELECT reminder_days, token_created_at FROM deadline_settings WHERE user_id = ?',
    ).get(userId) as Row | undefined;
    return {
      reminderDays: row?.reminder_days ? (JSON.parse(row.reminder_days) as number[]) : null,
      calendarTokenCreatedAt: row?.token_created_at ?? null,
    };
  }

  async setReminderDays(userId: string, days: readonly number[]): Promise<void> {
    prepared(
      this.db,
      `INSERT INTO deadline_settings (user_id, reminder_days) VALUES (?, ?)
       ON CONFLICT (user_id) DO UPDATE SET reminder_days = excluded.reminder_days`,
    ).run(userId, JSON.stringify(days));
  }

  async replaceCalendarToken(userId: string, tokenHash: string, createdAt: string): Promise<void> {
    prepared(
      this.db,
      `INSERT INTO deadline_settings (user_id, token_hash, token_created_at) VALUES (?, ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET token_hash = excluded.token_hash, token_created_at = excluded.token_created_at`,
    ).run(userId, tokenHash, createdAt);
  }

  async revokeCalendarToken(userId: string): Promise<boolean> {
    const { changes } = prepared(
      this.db,
      `UPDATE deadline_settings SET token_hash = NULL, token_created_at = NULL
       WHERE user_id = ? AND token_hash IS NOT NULL`,
    ).run(userId);
    return Number(changes) > 0;
  }

  async userOfCalendarToken(tokenHash: string): Promise<string | null> {
    const row = prepared(this.db, 'SELECT user_id FROM deadline_settings WHERE token_hash = ?').get(tokenHash) as
      { user_id: string } | undefined;
    return row?.user_id ?? null;
  }

  async eraseUser(userId: string): Promise<void> {
    const { changes } = prepared(this.db, 'DELETE FROM deadline_settings WHERE user_id = ?').run(userId);
    if (Number(changes) > 0) await WalCheckpointThread.truncate(this.db, 5);
  }
}

export const sqliteDeadlineSettingsProvider: Omit<FactoryProvider<DeadlineSettingsStore>, 'provide'> = {
  inject: [READ_DB],
  useFactory: (db: DatabaseSync) => new SqliteDeadlineSettings(db),
};
