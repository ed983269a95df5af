import type { FactoryProvider } from '@nestjs/common';
import type { DatabaseSync } from 'node:sqlite';
import { READ_DB } from '../../../platform/read-store/sqlite/read-db.js';
import { readModelMissing } from '../../../platform/read-store/sqlite/read-model-missing.js';
import { prepared } from '../../../platform/sqlite/prepared.js';
import {
  DEBTOR_FILE_LINKS,
  type DebtorFileLinks,
  type DebtorFileOfCase,
  type FileCase,
} from '../ports/debtor-file-links.port.js';

/** `DebtorFileLinks` on the SQLite read-model tables `rm_debtor_file_*` (projections: `debtor-files.sqlite.ts`). */
export class SqliteDebtorFileLinks implements DebtorFileLinks {
  constructor(private readonly db: DatabaseSync) {}

  async appliedUpTo(): Promise<bigint> {
    try {
      const statement = prepared(this.db, "SELECT position FROM projection_checkpoints WHERE name = 'debtor-files'");
      statement.setReadBigInts(true);
      return (statement.get() as { position: bigint } | undefined)?.position ?? 0n;
    } catch (error) {
      // No projection has run on this database yet.
      if (/no such table: projection_checkpoints/.test(String((error as { message?: unknown })?.message))) return 0n;
      throw error;
    }
  }

  async filesOf(caseIds: readonly number[]): Promise<Map<number, DebtorFileOfCase>> {
    const files = new Map<number, DebtorFileOfCase>();
    if (caseIds.length === 0) return files;
    try {
      const own = prepared(
        this.db,
        `SELECT case_id, file_id FROM rm_debtor_file_cases
         WHERE case_id IN (SELECT value FROM json_each(?)) AND file_id IS NOT NULL`,
      ).all(JSON.stringify([...new Set(caseIds)])) as { case_id: number; file_id: number }[];
      const byFile = new Map<number, DebtorFileOfCase>();
      for (const { case_id: caseId, file_id: fileId } of own) {
        let file = byFile.get(fileId);
        if (!file) {
          file = this.file(fileId);
          byFile.set(fileId, file);
        }
        files.set(caseId, file);
      }
      return files;
    } catch (error) {
      if (readModelMissing(error)) return files;
      throw error;
    }
  }

  private file(fileId: number): DebtorFileOfCase {
    const cases = prepared(
      this.db,
      'SELECT case_id, identity FROM rm_debtor_file_cases WHERE file_id = ? ORDER BY case_id',
    )
      .all(fileId)
      .map((row): FileCase => {
        const identity = JSON.parse(row.identity as string) as Omit<FileCase, 'caseId'>;
        const { debtorName, court, caseNumber } = identity;
        return { caseId: row.case_id as number, debtorName, court, caseNumber };
      });
    const links = prepared(
      this.db,
      `SELECT l.case_id AS a, l.other_id AS b, l.reason FROM rm_debtor_file_cases c
       JOIN rm_debtor_file_links l ON l.case_id = c.case_id AND l.case_id < l.other_id
       WHERE c.file_id = ? ORDER BY l.case_id, l.other_id`,
    )
      .all(fileId)
      .map((link) => ({ a: link.a as number, b: link.b as number, reason: link.reason as string }));
    return { cases, links };
  }
}

export const sqliteDebtorFileLinksProvider: FactoryProvider<DebtorFileLinks> = {
  provide: DEBTOR_FILE_LINKS,
  inject: [READ_DB],
  useFactory: (db: DatabaseSync) => new SqliteDebtorFileLinks(db),
};
