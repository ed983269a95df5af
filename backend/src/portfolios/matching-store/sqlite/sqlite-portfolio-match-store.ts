import type { FactoryProvider } from '@nestjs/common';
import type { DatabaseSync } from 'node:sqlite';
import { READ_DB } from '../../../platform/read-store/sqlite/read-db.js';
import { inTransaction } from '../../../platform/sqlite/open-database.js';
import { prepared } from '../../../platform/sqlite/prepared.js';
import { isCompanyKey } from '../../domain/matching/index.js';
import {
  ROW_STATES,
  type MatchProgress,
  type PortfolioMatchStore,
  type RowMatchView,
  type RowRef,
  type RowState,
  type RunRef,
  type StoredRowResult,
} from '../portfolio-match-store.port.js';

interface ResultRow {
  row_id: string;
  state: RowState;
  rule: RowMatchView['rule'];
  hits: string;
  candidates: string;
  matched_at: string;
  row_json: string;
  cases_json: string;
}

const view = (r: ResultRow): RowMatchView => ({
  rowId: r.row_id,
  state: r.state,
  rule: r.rule,
  hits: JSON.parse(r.hits) as RowMatchView['hits'],
  candidates: JSON.parse(r.candidates) as RowMatchView['candidates'],
  matchedAt: r.matched_at,
});

/**
 * The portfolios' match results in their own tables of the read-model database (derived data, not a
 * projection: the matching writes it, a read-model rebuild leaves it alone). One row per portfolio row with
 * its view and what re-evaluating it needs (the row and its cases as JSON), the key index (key → rows of all
 * portfolios) for new notices, and one run per portfolio for the progress.
 */
export class SqlitePortfolioMatchStore implements PortfolioMatchStore {
  constructor(private readonly db: DatabaseSync) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS portfolio_match_results (
        portfolio_id TEXT NOT NULL,
        row_id TEXT NOT NULL,
        upload_id TEXT NOT NULL,
        state TEXT NOT NULL,
        rule TEXT,
        hits TEXT NOT NULL,
        candidates TEXT NOT NULL,
        case_ids TEXT NOT NULL,
        matched_at TEXT NOT NULL,
        row_json TEXT NOT NULL,
        cases_json TEXT NOT NULL,
        PRIMARY KEY (portfolio_id, row_id)
      ) WITHOUT ROWID;
      CREATE INDEX IF NOT EXISTS portfolio_match_results_state ON portfolio_match_results (portfolio_id, state, row_id);
      CREATE TABLE IF NOT EXISTS portfolio_row_keys (
        key TEXT NOT NULL,
        portfolio_id TEXT NOT NULL,
        row_id TEXT NOT NULL,
        PRIMARY KEY (key, portfolio_id, row_id)
      ) WITHOUT ROWID;
      CREATE INDEX IF NOT EXISTS portfolio_row_keys_row ON portfolio_row_keys (portfolio_id, row_id);
      CREATE TABLE IF NOT EXISTS portfolio_match_runs (
        portfolio_id TEXT PRIMARY KEY,
        upload_id TEXT NOT NULL,
        state TEXT NOT NULL,
        done INTEGER NOT NULL,
        total INTEGER NOT NULL
      );
    `);
    // When the run's process last reported (added with the take-over of stale runs; older rows have none).
    const columns = db.prepare('PRAGMA table_info(portfolio_match_runs)').all() as { name: string }[];
    if (!columns.some((c) => c.name === 'alive_at'))
      db.exec('ALTER TABLE portfolio_match_runs ADD COLUMN alive_at TEXT');
  }

  async counts(portfolioId: string): Promise<Record<RowState, number>> {
    const counts: Record<RowState, number> = { Treffer: 0, Prüfen: 0, 'Kein Treffer': 0 };
    const rows = prepared(
      this.db,
      'SELECT state, COUNT(*) AS n FROM portfolio_match_results WHERE portfolio_id = ? GROUP BY state',
    ).all(portfolioId) as { state: RowState; n: number }[];
    for (const { state, n } of rows) counts[state] = n;
    const { total } = await this.progress(portfolioId);
    counts['Kein Treffer'] = Math.max(counts['Kein Treffer'], total - counts.Treffer - counts.Prüfen);
    return counts;
  }

  async resultsOf(portfolioId: string, rowIds: readonly string[]): Promise<RowMatchView[]> {
    return this.rowsOf(portfolioId, rowIds).map(view);
  }

  async storedResults(portfolioId: string, rowIds: readonly string[]): Promise<StoredRowResult[]> {
    return this.rowsOf(portfolioId, rowIds).map((r) => ({
      ...view(r),
      row: JSON.parse(r.row_json) as StoredRowResult['row'],
      cases: JSON.parse(r.cases_json) as StoredRowResult['cases'],
    }));
  }

  async rowIdsInState(
    portfolioId: string,
    state: RowState,
    page: { offset: number; limit: number },
    caseIds?: readonly number[],
  ): Promise<{ rowIds: string[]; total: number }> {
    if (!ROW_STATES.includes(state)) return { rowIds: [], total: 0 };
    const byCase = caseIds
      ? 'AND EXISTS (SELECT 1 FROM json_each(case_ids) AS c WHERE c.value IN (SELECT value FROM json_each(?)))'
      : '';
    const params = caseIds ? [portfolioId, state, JSON.stringify(caseIds)] : [portfolioId, state];
    const where = `FROM portfolio_match_results WHERE portfolio_id = ? AND state = ? ${byCase}`;
    const { n } = prepared(this.db, `SELECT COUNT(*) AS n ${where}`).get(...params) as { n: number };
    const rows = prepared(this.db, `SELECT row_id ${where} ORDER BY row_id LIMIT ? OFFSET ?`).all(
      ...params,
      page.limit,
      page.offset,
    ) as { row_id: string }[];
    return { rowIds: rows.map((r) => r.row_id), total: n };
  }

  async progress(portfolioId: string): Promise<MatchProgress> {
    const run = prepared(
      this.db,
      'SELECT upload_id, state, done, total FROM portfolio_match_runs WHERE portfolio_id = ?',
    ).get(portfolioId) as { upload_id: string; state: MatchProgress['state']; done: number; total: number } | undefined;
    return run
      ? { state: run.state, done: run.done, total: run.total, uploadId: run.upload_id }
      : { state: 'wartet', done: 0, total: 0, uploadId: null };
  }

  async erasePortfolio(portfolioId: string): Promise<void> {
    inTransaction(this.db, () => {
      for (const table of ['portfolio_match_results', 'portfolio_row_keys', 'portfolio_match_runs']) {
        prepared(this.db, `DELETE FROM ${table} WHERE portfolio_id = ?`).run(portfolioId);
      }
    });
  }

  async startRun(portfolioId: string, uploadId: string, total: number, at: string): Promise<void> {
    prepared(
      this.db,
      `INSERT INTO portfolio_match_runs (portfolio_id, upload_id, state, done, total, alive_at)
       VALUES (?, ?, 'läuft', 0, ?, ?)
       ON CONFLICT (portfolio_id) DO UPDATE SET upload_id = excluded.upload_id, state = 'läuft', done = 0,
         total = excluded.total, alive_at = excluded.alive_at`,
    ).run(portfolioId, uploadId, total, at);
  }

  async saveResults(portfolioId: string, uploadId: string, results: readonly StoredRowResult[]): Promise<void> {
    const upsert = prepared(
      this.db,
      `INSERT OR REPLACE INTO portfolio_match_results
         (portfolio_id, row_id, upload_id, state, rule, hits, candidates, case_ids, matched_at, row_json, cases_json)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const keyed = results.filter((r): r is StoredRowResult & { keys: readonly string[] } => r.keys !== undefined);
    inTransaction(this.db, () => {
      for (const r of results) {
        const caseIds = [...r.hits, ...r.candidates].map((c) => c.caseId);
        upsert.run(
          portfolioId,
          r.rowId,
          uploadId,
          r.state,
          r.rule,
          JSON.stringify(r.hits),
          JSON.stringify(r.candidates),
          JSON.stringify(caseIds),
          r.matchedAt,
          JSON.stringify(r.row),
          JSON.stringify(r.cases),
        );
      }
      this.replaceKeys(portfolioId, keyed);
    });
  }

  async saveKeys(
    portfolioId: string,
    rows: readonly { readonly rowId: string; readonly keys: readonly string[] }[],
  ): Promise<void> {
    inTransaction(this.db, () => this.replaceKeys(portfolioId, rows));
  }

  /** The rows' keys replaced, inside the caller's transaction. */
  private replaceKeys(
    portfolioId: string,
    rows: readonly { readonly rowId: string; readonly keys: readonly string[] }[],
  ): void {
    if (rows.length === 0) return;
    const dropKeys = prepared(this.db, 'DELETE FROM portfolio_row_keys WHERE portfolio_id = ? AND row_id = ?');
    // All keys of the write in one statement (a JSON object rowId → keys): two million single inserts spent most
    // of their time crossing from JavaScript to SQLite. Inserted in the index's order (SQLite sorts them, outside
    // the JS heap: an array of 40,000 pairs per write fed the collector), each page of the key index is read and
    // written once per transaction instead of once per key (2 million keys at 100,000 rows).
    const addKeys = prepared(
      this.db,
      `INSERT OR IGNORE INTO portfolio_row_keys (key, portfolio_id, row_id)
       SELECT k.value, ?, r.key FROM json_each(?) AS r, json_each(r.value) AS k ORDER BY k.value, r.key`,
    );
    for (const r of rows) dropKeys.run(portfolioId, r.rowId);
    const keysJson = `{${rows.map((r) => `${JSON.stringify(r.rowId)}:${JSON.stringify(r.keys)}`).join(',')}}`;
    addKeys.run(portfolioId, keysJson);
  }

  async advanceRun(portfolioId: string, uploadId: string, done: number, at: string): Promise<void> {
    prepared(
      this.db,
      'UPDATE portfolio_match_runs SET done = ?, alive_at = ? WHERE portfolio_id = ? AND upload_id = ?',
    ).run(done, at, portfolioId, uploadId);
  }

  async reportRunAlive(portfolioId: string, uploadId: string, at: string): Promise<void> {
    prepared(
      this.db,
      `UPDATE portfolio_match_runs SET alive_at = ? WHERE portfolio_id = ? AND upload_id = ? AND state = 'läuft'`,
    ).run(at, portfolioId, uploadId);
  }

  async staleRuns(aliveBefore: string): Promise<RunRef[]> {
    const rows = prepared(
      this.db,
      `SELECT portfolio_id, upload_id FROM portfolio_match_runs
       WHERE state = 'läuft' AND (alive_at IS NULL OR alive_at < ?) ORDER BY portfolio_id`,
    ).all(aliveBefore) as { portfolio_id: string; upload_id: string }[];
    return rows.map((r) => ({ portfolioId: r.portfolio_id, uploadId: r.upload_id }));
  }

  async takeOverRun(portfolioId: string, uploadId: string, aliveBefore: string, at: string): Promise<boolean> {
    const { changes } = prepared(
      this.db,
      `UPDATE portfolio_match_runs SET alive_at = ?
       WHERE portfolio_id = ? AND upload_id = ? AND state = 'läuft' AND (alive_at IS NULL OR alive_at < ?)`,
    ).run(at, portfolioId, uploadId, aliveBefore);
    return changes === 1;
  }

  async finishRun(portfolioId: string, uploadId: string): Promise<void> {
    inTransaction(this.db, () => {
      const { changes } = prepared(
        this.db,
        `UPDATE portfolio_match_runs SET state = 'fertig', done = total WHERE portfolio_id = ? AND upload_id = ?`,
      ).run(portfolioId, uploadId);
      if (changes === 0) return;
      prepared(
        this.db,
        `DELETE FROM portfolio_row_keys WHERE portfolio_id = ? AND row_id IN
           (SELECT row_id FROM portfolio_match_results WHERE portfolio_id = ? AND upload_id <> ?)`,
      ).run(portfolioId, portfolioId, uploadId);
      prepared(this.db, 'DELETE FROM portfolio_match_results WHERE portfolio_id = ? AND upload_id <> ?').run(
        portfolioId,
        uploadId,
      );
    });
  }

  async rowsForKeys(keys: readonly string[], maxPerKey: number): Promise<RowRef[]> {
    // Key by key, each list read only up to one entry beyond `maxPerKey`: a common word of the rows without a
    // postal code ("bau") names thousands of rows, which a notice must not read (word keys are stored narrowed
    // to a postal code otherwise: short lists). The keys that name one company are read whole.
    const whole = prepared(this.db, 'SELECT portfolio_id, row_id FROM portfolio_row_keys WHERE key = ?');
    const bounded = prepared(this.db, 'SELECT portfolio_id, row_id FROM portfolio_row_keys WHERE key = ? LIMIT ?');
    const found = new Map<string, RowRef>();
    // First which of the keys any row has, in one statement: most keys of a notice name no row (and none at all
    // while nobody has a portfolio), and a statement per key cost about 600 µs per new case (issue #33).
    const present = prepared(
      this.db,
      `SELECT k.value AS key FROM json_each(?) k
       WHERE EXISTS (SELECT 1 FROM portfolio_row_keys r WHERE r.key = k.value)`,
    );
    const named = (present.all(JSON.stringify([...new Set(keys)])) as { key: string }[]).map((row) => row.key);
    for (const key of named) {
      const company = isCompanyKey(key);
      const rows = (company ? whole.all(key) : bounded.all(key, maxPerKey + 1)) as {
        portfolio_id: string;
        row_id: string;
      }[];
      if (!company && rows.length > maxPerKey) continue;
      for (const r of rows) {
        found.set(`${r.portfolio_id}\u0000${r.row_id}`, { portfolioId: r.portfolio_id, rowId: r.row_id });
      }
    }
    return [...found.values()];
  }

  private rowsOf(portfolioId: string, rowIds: readonly string[]): ResultRow[] {
    if (rowIds.length === 0) return [];
    return prepared(
      this.db,
      `SELECT row_id, state, rule, hits, candidates, matched_at, row_json, cases_json FROM portfolio_match_results
       WHERE portfolio_id = ? AND row_id IN (SELECT value FROM json_each(?)) ORDER BY row_id`,
    ).all(portfolioId, JSON.stringify(rowIds)) as unknown as ResultRow[];
  }
}

export const sqlitePortfolioMatchStoreProvider: Omit<FactoryProvider<PortfolioMatchStore>, 'provide'> = {
  inject: [READ_DB],
  useFactory: (db: DatabaseSync) => new SqlitePortfolioMatchStore(db),
};
