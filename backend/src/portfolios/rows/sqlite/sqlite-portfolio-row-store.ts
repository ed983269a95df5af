import type { FactoryProvider } from '@nestjs/common';
import type { DatabaseSync } from 'node:sqlite';
import { backgroundTurn } from '../../../platform/background/background-turns.js';
import { READ_DB } from '../../../platform/read-store/sqlite/read-db.js';
import { inTransaction } from '../../../platform/sqlite/open-database.js';
import { WalCheckpointThread } from '../../../platform/sqlite/wal-checkpoints/wal-checkpoint-thread.js';
import { prepared } from '../../../platform/sqlite/prepared.js';
import type { PortfolioMode } from '../../domain/events.js';
import type { Verdict } from '../../domain/matching/match-row.js';
import {
  WORKING_STATES,
  type PortfolioRecord,
  type PortfolioRowStore,
  type ReplaceRowsOptions,
  type StoredPortfolioRow,
  type UploadProgress,
  type UploadRecord,
} from '../portfolio-row-store.port.js';

const ROW_COLUMNS = [
  ['customerNumber', 'customer_number'],
  ['name', 'name'],
  ['legalForm', 'legal_form'],
  ['street', 'street'],
  ['postalCode', 'postal_code'],
  ['city', 'city'],
  ['registerCourt', 'register_court'],
  ['registerType', 'register_type'],
  ['registerNumber', 'register_number'],
  ['vatId', 'vat_id'],
] as const;

interface PortfolioRowDb {
  id: string;
  owner_id: string;
  name: string;
  mode: string;
  created_at: string;
  row_count: number;
  current_upload_id: string | null;
  last_file_name: string | null;
  last_confirmed_at: string | null;
}

interface UploadRowDb {
  id: string;
  portfolio_id: string;
  owner_id: string;
  file_name: string;
  state: string;
  progress: string;
  created_at: string;
  updated_at: string;
}

const FINAL = new Set(['übernommen', 'fehlgeschlagen']);

/**
 * The portfolios' rows, uploads and decisions in tables of the read-model database (not projections: primary
 * data). Rows carry the upload they came with; the portfolio's `current_upload_id` names the current ones, and
 * switching it, dropping the previous rows and the orphaned decisions is one transaction.
 */
export class SqlitePortfolioRowStore implements PortfolioRowStore {
  constructor(private readonly db: DatabaseSync) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS portfolio_entries (
        id TEXT PRIMARY KEY, owner_id TEXT NOT NULL, name TEXT NOT NULL, mode TEXT NOT NULL, created_at TEXT NOT NULL,
        row_count INTEGER NOT NULL DEFAULT 0, current_upload_id TEXT, last_file_name TEXT, last_confirmed_at TEXT
      );
      CREATE INDEX IF NOT EXISTS portfolio_entries_owner ON portfolio_entries (owner_id, created_at);
      CREATE TABLE IF NOT EXISTS portfolio_uploads (
        id TEXT PRIMARY KEY, portfolio_id TEXT NOT NULL, owner_id TEXT NOT NULL, file_name TEXT NOT NULL,
        state TEXT NOT NULL, progress TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL,
        lease_until INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX IF NOT EXISTS portfolio_uploads_portfolio ON portfolio_uploads (portfolio_id, created_at);
      CREATE TABLE IF NOT EXISTS portfolio_upload_files (upload_id TEXT PRIMARY KEY, content BLOB NOT NULL);
      CREATE TABLE IF NOT EXISTS portfolio_rows (
        portfolio_id TEXT NOT NULL, upload_id TEXT NOT NULL, row_id TEXT NOT NULL,
        ${ROW_COLUMNS.map(([, c]) => `${c} TEXT`).join(', ')},
        PRIMARY KEY (portfolio_id, upload_id, row_id)
      ) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS portfolio_decisions (
        portfolio_id TEXT NOT NULL, row_id TEXT NOT NULL, case_id INTEGER NOT NULL, verdict TEXT NOT NULL,
        PRIMARY KEY (portfolio_id, row_id, case_id)
      ) WITHOUT ROWID;
    `);
  }

  async *rowsOf(portfolioId: string, batchSize: number): AsyncIterable<StoredPortfolioRow[]> {
    const current = this.currentUpload(portfolioId);
    if (current === null) return;
    let after = '';
    for (;;) {
      const batch = prepared(
        this.db,
        `SELECT * FROM portfolio_rows WHERE portfolio_id = ? AND upload_id = ? AND row_id > ? ORDER BY row_id LIMIT ?`,
      )
        .all(portfolioId, current, after, batchSize)
        .map(toRow);
      if (batch.length === 0) return;
      yield batch;
      after = batch[batch.length - 1]!.rowId;
      if (batch.length < batchSize) return;
    }
  }

  async rowsById(portfolioId: string, rowIds: readonly string[]): Promise<StoredPortfolioRow[]> {
    const current = this.currentUpload(portfolioId);
    if (current === null || rowIds.length === 0) return [];
    const found: StoredPortfolioRow[] = [];
    for (let at = 0; at < rowIds.length; at += 500) {
      const chunk = rowIds.slice(at, at + 500);
      const rows = this.db
        .prepare(
          `SELECT * FROM portfolio_rows WHERE portfolio_id = ? AND upload_id = ? AND row_id IN (${chunk.map(() => '?').join(',')})`,
        )
        .all(portfolioId, current, ...chunk);
      found.push(...rows.map(toRow));
    }
    return found.sort((a, b) => (a.rowId < b.rowId ? -1 : a.rowId > b.rowId ? 1 : 0));
  }

  async decisionsOf(portfolioId: string): Promise<ReadonlyMap<string, ReadonlyMap<number, Verdict>>> {
    const rows = prepared(
      this.db,
      'SELECT row_id, case_id, verdict FROM portfolio_decisions WHERE portfolio_id = ?',
    ).all(portfolioId) as { row_id: string; case_id: number; verdict: Verdict }[];
    const result = new Map<string, Map<number, Verdict>>();
    for (const r of rows) {
      const byCase = result.get(r.row_id) ?? new Map<number, Verdict>();
      byCase.set(Number(r.case_id), r.verdict);
      result.set(r.row_id, byCase);
    }
    return result;
  }

  async saveDecision(portfolioId: string, rowId: string, caseId: number, verdict: Verdict): Promise<void> {
    prepared(
      this.db,
      `INSERT INTO portfolio_decisions (portfolio_id, row_id, case_id, verdict) VALUES (?, ?, ?, ?)
       ON CONFLICT (portfolio_id, row_id, case_id) DO UPDATE SET verdict = excluded.verdict`,
    ).run(portfolioId, rowId, caseId, verdict);
  }

  async addPortfolio(record: Pick<PortfolioRecord, 'id' | 'ownerId' | 'name' | 'mode' | 'createdAt'>): Promise<void> {
    prepared(
      this.db,
      `INSERT INTO portfolio_entries (id, owner_id, name, mode, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`,
    ).run(record.id, record.ownerId, record.name, record.mode, record.createdAt);
  }

  async updatePortfolio(portfolioId: string, changes: Partial<Pick<PortfolioRecord, 'name' | 'mode'>>): Promise<void> {
    if (changes.name !== undefined)
      prepared(this.db, 'UPDATE portfolio_entries SET name = ? WHERE id = ?').run(changes.name, portfolioId);
    if (changes.mode !== undefined)
      prepared(this.db, 'UPDATE portfolio_entries SET mode = ? WHERE id = ?').run(changes.mode, portfolioId);
  }

  async portfolio(portfolioId: string): Promise<PortfolioRecord | null> {
    const row = prepared(this.db, 'SELECT * FROM portfolio_entries WHERE id = ?').get(portfolioId) as
      PortfolioRowDb | undefined;
    return row ? toPortfolio(row) : null;
  }

  async portfoliosOf(ownerId: string): Promise<PortfolioRecord[]> {
    const rows = prepared(this.db, 'SELECT * FROM portfolio_entries WHERE owner_id = ? ORDER BY created_at, id').all(
      ownerId,
    ) as unknown as PortfolioRowDb[];
    return rows.map(toPortfolio);
  }

  async portfolioOwners(): Promise<string[]> {
    return prepared(this.db, 'SELECT DISTINCT owner_id FROM portfolio_entries ORDER BY owner_id')
      .all()
      .map((row) => row.owner_id as string);
  }

  async usedRows(ownerId: string): Promise<number> {
    const row = prepared(
      this.db,
      'SELECT COALESCE(SUM(row_count), 0) AS n FROM portfolio_entries WHERE owner_id = ?',
    ).get(ownerId) as { n: number };
    return Number(row.n);
  }

  async addUpload(
    upload: Pick<UploadRecord, 'id' | 'portfolioId' | 'ownerId' | 'fileName' | 'createdAt'>,
    file: Buffer,
  ): Promise<void> {
    const progress: UploadProgress = {
      state: 'wird gelesen',
      progress: { done: 0, total: 0 },
      error: null,
      headers: [],
      mapping: null,
      sample: [],
      validation: null,
      diff: null,
    };
    this.transaction(() => {
      prepared(
        this.db,
        `INSERT INTO portfolio_uploads (id, portfolio_id, owner_id, file_name, state, progress, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        upload.id,
        upload.portfolioId,
        upload.ownerId,
        upload.fileName,
        progress.state,
        JSON.stringify(progress),
        upload.createdAt,
        upload.createdAt,
      );
      prepared(this.db, 'INSERT INTO portfolio_upload_files (upload_id, content) VALUES (?, ?)').run(upload.id, file);
    });
  }

  async upload(uploadId: string): Promise<UploadRecord | null> {
    const row = prepared(this.db, 'SELECT * FROM portfolio_uploads WHERE id = ?').get(uploadId) as
      UploadRowDb | undefined;
    return row ? toUpload(row) : null;
  }

  async uploadsOf(portfolioId: string): Promise<UploadRecord[]> {
    const rows = prepared(
      this.db,
      'SELECT * FROM portfolio_uploads WHERE portfolio_id = ? ORDER BY created_at DESC, id DESC',
    ).all(portfolioId) as unknown as UploadRowDb[];
    return rows.map(toUpload);
  }

  async updateUpload(
    uploadId: string,
    changes: Partial<UploadProgress>,
    at: string,
    options?: { readonly endLease?: boolean },
  ): Promise<void> {
    this.transaction(() => {
      // Read and written in one synchronous transaction: the progress is one JSON value, and a turn between the
      // read and the write would let another update in between be lost.
      const row = prepared(this.db, 'SELECT * FROM portfolio_uploads WHERE id = ?').get(uploadId) as
        UploadRowDb | undefined;
      if (!row) return;
      const next = { ...progressOf(toUpload(row)), ...changes };
      prepared(
        this.db,
        `UPDATE portfolio_uploads SET state = ?, progress = ?, updated_at = ?,
           lease_until = CASE WHEN ? THEN 0 ELSE lease_until END
         WHERE id = ?`,
      ).run(next.state, JSON.stringify(next), at, options?.endLease ? 1 : 0, uploadId);
      if (FINAL.has(next.state))
        prepared(this.db, 'DELETE FROM portfolio_upload_files WHERE upload_id = ?').run(uploadId);
    });
  }

  async fileOf(uploadId: string): Promise<Buffer | null> {
    const row = prepared(this.db, 'SELECT content FROM portfolio_upload_files WHERE upload_id = ?').get(uploadId) as
      { content: Uint8Array } | undefined;
    return row ? Buffer.from(row.content) : null;
  }

  async claimUpload(now: Date, leaseMs: number): Promise<UploadRecord | null> {
    const states = WORKING_STATES.map(() => '?').join(',');
    // The upload jobs poll this every few seconds and almost always find nothing: a read first (no write lock),
    // and a background turn before a claim, so a poll never waits on the event loop for the WAL checkpoint
    // thread's lock (532 ms during a 100,000-case cleanup, issue #33 item 4). The UPDATE checks again.
    const due = prepared(
      this.db,
      `SELECT 1 FROM portfolio_uploads WHERE state IN (${states}) AND lease_until <= ? LIMIT 1`,
    );
    if (!due.get(...WORKING_STATES, now.getTime())) return null;
    await backgroundTurn();
    const row = prepared(
      this.db,
      `UPDATE portfolio_uploads SET lease_until = ?
       WHERE id = (SELECT id FROM portfolio_uploads WHERE state IN (${states}) AND lease_until <= ? ORDER BY updated_at LIMIT 1)
       RETURNING *`,
    ).get(now.getTime() + leaseMs, ...WORKING_STATES, now.getTime()) as UploadRowDb | undefined;
    return row ? toUpload(row) : null;
  }

  async renewLease(uploadId: string, until: Date): Promise<void> {
    prepared(this.db, 'UPDATE portfolio_uploads SET lease_until = ? WHERE id = ?').run(until.getTime(), uploadId);
  }

  async endLease(uploadId: string): Promise<void> {
    prepared(this.db, 'UPDATE portfolio_uploads SET lease_until = 0 WHERE id = ?').run(uploadId);
  }

  async releaseLeases(): Promise<void> {
    prepared(this.db, 'UPDATE portfolio_uploads SET lease_until = 0 WHERE lease_until > 0').run();
  }

  async discardUpload(uploadId: string): Promise<void> {
    const upload = await this.upload(uploadId);
    this.transaction(() => {
      prepared(this.db, 'DELETE FROM portfolio_upload_files WHERE upload_id = ?').run(uploadId);
      prepared(this.db, 'DELETE FROM portfolio_uploads WHERE id = ?').run(uploadId);
      if (upload && this.currentUpload(upload.portfolioId) !== uploadId) {
        prepared(this.db, 'DELETE FROM portfolio_rows WHERE portfolio_id = ? AND upload_id = ?').run(
          upload.portfolioId,
          uploadId,
        );
      }
    });
  }

  async staleUploads(before: string): Promise<string[]> {
    const rows = prepared(
      this.db,
      `SELECT id FROM portfolio_uploads WHERE state NOT IN ('übernommen', 'fehlgeschlagen') AND created_at < ?`,
    ).all(before) as { id: string }[];
    return rows.map((r) => r.id);
  }

  async dropLeftoverFiles(): Promise<number> {
    // One transaction per change here, so nothing is left by a crash; kept for the port's sake (and old files).
    // A read first and a background turn before a delete, as `claimUpload`: no write lock on the event loop.
    const leftover = `upload_id NOT IN
         (SELECT id FROM portfolio_uploads WHERE state NOT IN ('übernommen', 'fehlgeschlagen'))`;
    if (!prepared(this.db, `SELECT 1 FROM portfolio_upload_files WHERE ${leftover} LIMIT 1`).get()) return 0;
    await backgroundTurn();
    const { changes } = prepared(this.db, `DELETE FROM portfolio_upload_files WHERE ${leftover}`).run();
    return Number(changes);
  }

  async replaceRows(
    portfolioId: string,
    uploadId: string,
    rows: readonly StoredPortfolioRow[],
    options: ReplaceRowsOptions,
  ): Promise<void> {
    if (this.currentUpload(portfolioId) === uploadId) return;
    // Rows of an interrupted earlier attempt are written again from the start.
    prepared(this.db, 'DELETE FROM portfolio_rows WHERE portfolio_id = ? AND upload_id = ?').run(portfolioId, uploadId);
    const insert = prepared(
      this.db,
      `INSERT INTO portfolio_rows (portfolio_id, upload_id, row_id, ${ROW_COLUMNS.map(([, c]) => c).join(', ')})
       VALUES (?, ?, ?, ${ROW_COLUMNS.map(() => '?').join(', ')})`,
    );
    for (let at = 0; at < rows.length; at += options.batchSize) {
      const batch = rows.slice(at, at + options.batchSize);
      this.transaction(() => {
        for (const row of batch) insert.run(portfolioId, uploadId, row.rowId, ...ROW_COLUMNS.map(([f]) => row[f]));
      });
      await options.onProgress?.(Math.min(at + options.batchSize, rows.length), rows.length);
      await yieldToRequests();
    }
    this.transaction(() => {
      prepared(
        this.db,
        `UPDATE portfolio_entries SET current_upload_id = ?, row_count = ?, last_file_name = ?, last_confirmed_at = ?
         WHERE id = ?`,
      ).run(uploadId, rows.length, options.fileName, options.confirmedAt, portfolioId);
      prepared(
        this.db,
        `DELETE FROM portfolio_decisions WHERE portfolio_id = ? AND row_id NOT IN
           (SELECT row_id FROM portfolio_rows WHERE portfolio_id = ? AND upload_id = ?)`,
      ).run(portfolioId, portfolioId, uploadId);
    });
    // The switch above made the old rows invisible (every read follows current_upload_id); they go in small
    // transactions so that deleting 100,000 rows (zeroed by secure_delete) never holds requests for a second.
    const dropOld = prepared(
      this.db,
      `DELETE FROM portfolio_rows WHERE (portfolio_id, upload_id, row_id) IN
         (SELECT portfolio_id, upload_id, row_id FROM portfolio_rows
          WHERE portfolio_id = ? AND upload_id <> ? LIMIT ${OLD_ROWS_PER_DELETE})`,
    );
    while (dropOld.run(portfolioId, uploadId).changes > 0) await yieldToRequests();
  }

  async erasePortfolio(portfolioId: string): Promise<void> {
    this.transaction(() => {
      prepared(
        this.db,
        'DELETE FROM portfolio_upload_files WHERE upload_id IN (SELECT id FROM portfolio_uploads WHERE portfolio_id = ?)',
      ).run(portfolioId);
      for (const table of [
        'portfolio_uploads WHERE portfolio_id',
        'portfolio_rows WHERE portfolio_id',
        'portfolio_decisions WHERE portfolio_id',
        'portfolio_entries WHERE id',
      ]) {
        prepared(this.db, `DELETE FROM ${table} = ?`).run(portfolioId);
      }
    });
    // secure_delete zeroed the pages; the WAL still holds their images until it is truncated.
    await WalCheckpointThread.truncate(this.db, 5);
  }

  async eraseOwner(ownerId: string): Promise<string[]> {
    const ids = (
      prepared(
        this.db,
        'SELECT id FROM portfolio_entries WHERE owner_id = ? UNION SELECT portfolio_id FROM portfolio_uploads WHERE owner_id = ?',
      ).all(ownerId, ownerId) as { id: string }[]
    ).map((row) => row.id);
    this.transaction(() => {
      for (const portfolioId of ids) {
        prepared(
          this.db,
          'DELETE FROM portfolio_upload_files WHERE upload_id IN (SELECT id FROM portfolio_uploads WHERE portfolio_id = ?)',
        ).run(portfolioId);
        for (const table of [
          'portfolio_uploads WHERE portfolio_id',
          'portfolio_rows WHERE portfolio_id',
          'portfolio_decisions WHERE portfolio_id',
          'portfolio_entries WHERE id',
        ]) {
          prepared(this.db, `DELETE FROM ${table} = ?`).run(portfolioId);
        }
      }
    });
    // secure_delete zeroed the pages; the WAL still holds their images until it is truncated.
    await WalCheckpointThread.truncate(this.db, 5);
    return ids;
  }

  private currentUpload(portfolioId: string): string | null {
    const row = prepared(this.db, 'SELECT current_upload_id FROM portfolio_entries WHERE id = ?').get(portfolioId) as
      { current_upload_id: string | null } | undefined;
    return row?.current_upload_id ?? null;
  }

  private transaction(work: () => void): void {
    inTransaction(this.db, work);
  }
}

function toRow(row: Record<string, unknown>): StoredPortfolioRow {
  const fields = Object.fromEntries(ROW_COLUMNS.map(([f, c]) => [f, (row[c] as string | null) ?? null]));
  return { rowId: row.row_id as string, ...(fields as Omit<StoredPortfolioRow, 'rowId'>), name: row.name as string };
}

function toPortfolio(row: PortfolioRowDb): PortfolioRecord {
  return {
    id: row.id,
    ownerId: row.owner_id,
    name: row.name,
    mode: row.mode as PortfolioMode,
    createdAt: row.created_at,
    rowCount: Number(row.row_count),
    currentUploadId: row.current_upload_id,
    lastUpload:
      row.last_file_name !== null && row.last_confirmed_at !== null
        ? { fileName: row.last_file_name, confirmedAt: row.last_confirmed_at }
        : null,
  };
}

function toUpload(row: UploadRowDb): UploadRecord {
  return {
    id: row.id,
    portfolioId: row.portfolio_id,
    ownerId: row.owner_id,
    fileName: row.file_name,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    ...(JSON.parse(row.progress) as UploadProgress),
  };
}

export function progressOf(upload: UploadRecord): UploadProgress {
  const { state, progress, error, headers, mapping, sample, validation, diff } = upload;
  return { state, progress, error, headers, mapping, sample, validation, diff };
}

export const sqlitePortfolioRowStoreProvider: Omit<FactoryProvider<PortfolioRowStore>, 'provide'> = {
  inject: [READ_DB],
  useFactory: (db: DatabaseSync) => new SqlitePortfolioRowStore(db),
};

/** Old rows deleted per transaction after a switch (a few milliseconds each). */
const OLD_ROWS_PER_DELETE = 2_000;

/** Lets waiting requests run between two batches of a long write (SQLite calls are synchronous). */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));
