import type { FactoryProvider } from '@nestjs/common';
import type { DatabaseSync } from 'node:sqlite';
import { READ_DB } from '../../../platform/read-store/sqlite/read-db.js';
import { prepared } from '../../../platform/sqlite/prepared.js';
import { isSealed, WEBHOOK_SECRET_SEALER, type SecretSealer } from '../secret-sealer.js';
import type { WebhookSecretVault } from '../webhook-secret-vault.port.js';

interface Row {
  current: string;
  previous: string | null;
  previous_valid_until: number | null;
}

/**
 * The secrets in their own table of the read-model database (`webhook_secrets`; not a projection), sealed
 * (`secret-sealer.ts`). Secrets stored plain before sealing existed are read as they are and sealed when read.
 */
export class SqliteWebhookSecretVault implements WebhookSecretVault {
  constructor(
    private readonly db: DatabaseSync,
    private readonly sealer: SecretSealer,
  ) {
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
    ).run(endpointId, this.sealer.seal(endpointId, secret));
  }

  async rotate(endpointId: string, secret: string, previousValidUntil: Date): Promise<void> {
    const row = this.row(endpointId);
    if (!row) return;
    prepared(
      this.db,
      `UPDATE webhook_secrets SET previous = ?, previous_valid_until = ?, current = ? WHERE endpoint_id = ?`,
    ).run(
      this.sealed(endpointId, row.current),
      previousValidUntil.getTime(),
      this.sealer.seal(endpointId, secret),
      endpointId,
    );
  }

  /**
   * Every endpoint's secrets, opened (`migrate-data` seals them again in MongoDB; not part of the port): the
   * previous one with the end of its validity while it is still valid.
   */
  allSecrets(
    now: Date,
  ): { endpointId: string; current: string; previous: { secret: string; validUntil: Date } | null }[] {
    const rows = this.db.prepare('SELECT endpoint_id FROM webhook_secrets ORDER BY endpoint_id').all() as {
      endpoint_id: string;
    }[];
    return rows.map(({ endpoint_id: endpointId }) => {
      const row = this.row(endpointId)!;
      const current = this.sealer.open(endpointId, this.sealed(endpointId, row.current));
      const valid = row.previous !== null && (row.previous_valid_until ?? 0) > now.getTime();
      return {
        endpointId,
        current,
        previous: valid
          ? {
              secret: this.sealer.open(endpointId, this.sealed(endpointId, row.previous!)),
              validUntil: new Date(row.previous_valid_until!),
            }
          : null,
      };
    });
  }

  async secretsOf(endpointId: string, now: Date): Promise<string[]> {
    const row = this.row(endpointId);
    if (!row) return [];
    if (!isSealed(row.current) || (row.previous !== null && !isSealed(row.previous))) this.sealInPlace(endpointId, row);
    const current = this.sealer.open(endpointId, row.current);
    const previousValid = row.previous !== null && (row.previous_valid_until ?? 0) > now.getTime();
    return previousValid ? [current, this.sealer.open(endpointId, row.previous!)] : [current];
  }

  async remove(endpointId: string): Promise<void> {
    prepared(this.db, 'DELETE FROM webhook_secrets WHERE endpoint_id = ?').run(endpointId);
  }

  private row(endpointId: string): Row | undefined {
    return prepared(this.db, 'SELECT * FROM webhook_secrets WHERE endpoint_id = ?').get(endpointId) as Row | undefined;
  }

  /** A stored value sealed: as it is when it already is, else the plain secret sealed. */
  private sealed(endpointId: string, stored: string): string {
    return isSealed(stored) ? stored : this.sealer.seal(endpointId, stored);
  }

  /** A row written before sealing, sealed; only if no rotation changed it meanwhile. */
  private sealInPlace(endpointId: string, row: Row): void {
    prepared(
      this.db,
      `UPDATE webhook_secrets SET current = ?, previous = ?
       WHERE endpoint_id = ? AND current = ? AND previous IS ?`,
    ).run(
      this.sealed(endpointId, row.current),
      row.previous === null ? null : this.sealed(endpointId, row.previous),
      endpointId,
      row.current,
      row.previous,
    );
  }
}

export const sqliteWebhookSecretVaultProvider: Omit<FactoryProvider<WebhookSecretVault>, 'provide'> = {
  inject: [READ_DB, WEBHOOK_SECRET_SEALER],
  useFactory: (db: DatabaseSync, sealer: SecretSealer) => new SqliteWebhookSecretVault(db, sealer),
};
