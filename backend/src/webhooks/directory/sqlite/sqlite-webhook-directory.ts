import type { FactoryProvider } from '@nestjs/common';
import type { DatabaseSync } from 'node:sqlite';
import { READ_DB } from '../../../platform/read-store/sqlite/read-db.js';
import { readModelMissing } from '../../../platform/read-store/sqlite/read-model-missing.js';
import type { CaseFacts, OwnedAlert, OwnerContact, WebhookDirectory } from '../webhook-directory.port.js';

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

  async caseFacts(caseId: number): Promise<CaseFacts | null> {
    const [row] = this.rows<{
      id: number;
      company_name: string;
      court: string;
      case_number: string;
      detected_at?: string | null;
    }>('SELECT * FROM rm_cases WHERE id = ?', caseId);
    if (!row) return null;
    return {
      id: Number(row.id),
      companyName: row.company_name,
      court: row.court,
      caseNumber: row.case_number,
      detectedAt: row.detected_at ?? null,
    };
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
