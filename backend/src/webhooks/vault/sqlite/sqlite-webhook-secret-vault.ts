import type { FactoryProvider } from '@nestjs/common';
import type { DatabaseSync } from 'node:sqlite';
import { READ_DB } from '../../../platform/read-store/sqlite/read-db.js';
import { prepared } from '../../../platform/sqlite/prepared.js';
import type { WebhookSecretVault } from '../webhook-secret-vault.port.js';

interface Row {
  current: string;
  previous: string | null;
  previous_valid_until: number | null;
}

/** The secrets in their own table of the read-model database (`webhook_secrets`; not a projection). */
export class SqliteWebhookSecretVault implements WebhookSecretVault {
  constructor(private readonly db: DatabaseSync) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS webhook_secrets (
        endpoint_id TEXT PRIMARY KEY,
        current TEXT NOT NULL,
        previous TEXT,
        previous_valid_until INTEGER
      );
    `);
  }

  async put(endpointId: string, secret: string): Promise<void> {
    prepared(
      this.db,
      `INSERT INTO webhook_secrets (endpoint_id, current) VALUES (?, ?)
       ON CONFLICT (endpoint_id) DO UPDATE SET current = excluded.current, previous = NULL, previous_valid_until = NULL`,
    ).run(endpointId, secret);
  }

  async rotate(endpointId: string, secret: string, previousValidUntil: Date): Promise<void> {
    prepared(
      this.db,
      `UPDATE webhook_secrets SET previous = current, previous_valid_until = ?, current = ? WHERE endpoint_id = ?`,
    ).run(previousValidUntil.getTime(), secret, endpointId);
  }

  async secretsOf(endpointId: string, now: Date): Promise<string[]> {
    const row = prepared(this.db, 'SELECT * FROM webhook_secrets WHERE endpoint_id = ?').get(endpointId) as
      Row | undefined;
    if (!row) return [];
    const previousValid = row.previous !== null && (row.previous_valid_until ?? 0) > now.getTime();
    return previousValid ? [row.current, row.previous!] : [row.current];
  }

  async remove(endpointId: string): Promise<void> {
    prepared(this.db, 'DELETE FROM webhook_secrets WHERE endpoint_id = ?').run(endpointId);
  }
}

export const sqliteWebhookSecretVaultProvider: Omit<FactoryProvider<WebhookSecretVault>, 'provide'> = {
  inject: [READ_DB],
  useFactory: (db: DatabaseSync) => new SqliteWebhookSecretVault(db),
};
