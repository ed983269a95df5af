import type { FactoryProvider } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { HEALTH_REGISTRY, type HealthRegistry } from '../../../platform/health/health-registry.js';
import type { DatabaseSync } from 'node:sqlite';
import { READ_DB } from '../../../platform/read-store/sqlite/read-db.js';
import { readModelMissing } from '../../../platform/read-store/sqlite/read-model-missing.js';
import { backgroundTurn } from '../../../platform/background/background-turns.js';
import { prepared } from '../../../platform/sqlite/prepared.js';
import {
  CASE_QUERIES,
  type CaseFilter,
  type CasePage,
  type CaseQueries,
  type CaseRecord,
  type CaseWithNotices,
  type DebtorFileRecord,
  type DayCount,
  type HistoryCount,
  type HistoryCountsQuery,
  type ImportedCase,
  type SearchPage,
  type StateCount,
} from '../case-queries.port.js';
import { caseRecord, type CaseRow } from './case-rows.js';
import { historyCounts } from './history-counts.js';
import { readCase } from './read-case.js';
import { CaseSearchIndex } from './search/search-index/case-search-index.js';
import type { SearchIndex } from './search/search-index/search-index.js';
import { readRows } from './search/page-rows.js';
import { prefetchSearch, searchPage, type FoundPage } from './search/search-read-model.js';

/** Watched case ids looked up per statement ("Meine Fristen" of a portfolio names thousands): about 15 ms each. */
const IDS_PER_LOOKUP = 5_000;

/**
 * `CaseQueries` on the SQLite read models `cases` (rm_cases, rm_case_counts and rm_case_activity kept exact by
 * triggers, FTS5) and
 * `historical-stats`. Searches use the in-memory search index while its snapshot is current (search/).
 */
export class SqliteCaseQueries implements CaseQueries {
  constructor(
    private readonly db: DatabaseSync,
    private readonly index?: SearchIndex,
  ) {}

  async search(filter: CaseFilter, page: SearchPage): Promise<CasePage> {
    const index = this.index;
    if (index) await prefetchSearch(this.db, filter, index);
    const found = this.unlessMissing<FoundPage>({ total: 0, rows: [] }, () => searchPage(this.db, filter, page, index));
    // With a current snapshot the page's rows are read beside the event loop (search-index.ts).
    const rows =
      'rows' in found
        ? found.rows
        : await index!.caseRowsBeside(found.snapshot, found.ids, (ids) =>
            this.unlessMissing([], () => readRows(this.db, ids)),
          );
    return { total: found.total, cases: rows.map(caseRecord) };
  }

  async getCase(id: number): Promise<CaseWithNotices | null> {
    return this.unlessMissing(null, () => readCase(this.db, id));
  }

  async withDeadlinesFrom(caseIds: readonly number[], day: string): Promise<number[]> {
    const found = new Set<number>();
    for (let at = 0; at < caseIds.length; at += IDS_PER_LOOKUP) {
      // A lookup by id per watched case (about 3 µs): linear in the watched cases, whereas every case with a
      // deadline ahead can be a third of the read model (measured: 100,000 ids in 310 ms, the 400,000 cases with
      // one of 1,000,000 in 1.0–1.6 s). Slices of ids take turns with other requests.
      if (at > 0) await backgroundTurn();
      const ids = JSON.stringify(caseIds.slice(at, at + IDS_PER_LOOKUP));
      const ahead = this.unlessMissing([], () =>
        prepared(
          this.db,
          'SELECT id FROM rm_cases WHERE id IN (SELECT value FROM json_each(?)) AND deadline_until >= ?',
        ).all(ids, day),
      );
      for (const row of ahead) found.add(row.id as number);
    }
    return caseIds.filter((id) => found.has(id));
  }

  async debtorFile(id: number): Promise<DebtorFileRecord | null> {
    return this.unlessMissing(null, () => {
      const row = prepared(this.db, 'SELECT file_id FROM rm_debtor_file_cases WHERE case_id = ?').get(id) as
        { file_id: number | null } | undefined;
      if (!row || row.file_id === null) return null;
      const caseIds = prepared(this.db, 'SELECT case_id FROM rm_debtor_file_cases WHERE file_id = ? ORDER BY case_id')
        .all(row.file_id)
        .map((member) => member.case_id as number);
      const links = prepared(
        this.db,
        `SELECT l.case_id AS a, l.other_id AS b, l.rule, l.reason FROM rm_debtor_file_cases c
         JOIN rm_debtor_file_links l ON l.case_id = c.case_id AND l.case_id < l.other_id
         WHERE c.file_id = ? ORDER BY l.case_id, l.other_id`,
      )
        .all(row.file_id)
        .map((link) => ({
          a: link.a as number,
          b: link.b as number,
          rule: link.rule as string,
          reason: link.reason as string,
        }));
      return { fileId: row.file_id, caseIds, links };
    });
  }

  async latestCases(limit: number): Promise<CaseRecord[]> {
    const sql = 'SELECT * FROM rm_cases ORDER BY publication_date DESC, id DESC LIMIT ?';
    return this.unlessMissing([], () => (prepared(this.db, sql).all(limit) as unknown as CaseRow[]).map(caseRecord));
  }

  async countCases(published: { readonly from?: string; readonly before?: string } = {}): Promise<number> {
    // All cases: the current snapshot has counted them (a search with no result asks, to tell an empty store).
    const all = published.from === undefined && published.before === undefined;
    const snapshot = all ? this.index?.current() : undefined;
    if (snapshot) return snapshot.size;
    const where: string[] = [];
    const params: string[] = [];
    if (published.from !== undefined) {
      where.push('publication_date >= ?');
      params.push(published.from);
    }
    if (published.before !== undefined) {
      where.push('publication_date < ?');
      params.push(published.before);
    }
    const sql = `SELECT COALESCE(SUM(n), 0) AS n FROM rm_case_counts ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
    return this.unlessMissing(0, () => this.number(sql, ...params));
  }

  async countActiveCases(): Promise<number> {
    const sql = 'SELECT COALESCE(SUM(n), 0) AS n FROM rm_case_activity WHERE active = 1';
    return this.unlessMissing(0, () => this.number(sql));
  }

  async casesPerPublicationDay(from: string, to: string): Promise<DayCount[]> {
    const sql = `SELECT publication_date AS date, SUM(n) AS count FROM rm_case_counts
       WHERE publication_date >= ? AND publication_date <= ? GROUP BY publication_date ORDER BY publication_date`;
    return this.unlessMissing([], () => prepared(this.db, sql).all(from, to) as unknown as DayCount[]);
  }

  async casesPerState(): Promise<StateCount[]> {
    const sql = `SELECT state, SUM(n) AS count FROM rm_case_counts WHERE state <> ''
       GROUP BY state ORDER BY count DESC, state`;
    return this.unlessMissing([], () => prepared(this.db, sql).all() as unknown as StateCount[]);
  }

  async countImportedSince(instant: string): Promise<number> {
    return this.unlessMissing(0, () =>
      this.number('SELECT COUNT(*) AS n FROM rm_cases WHERE created_at >= ?', instant),
    );
  }

  async latestImported(limit: number): Promise<ImportedCase[]> {
    const sql = `SELECT id, company_name AS companyName, court, created_at AS createdAt FROM rm_cases
       ORDER BY created_at DESC, id DESC LIMIT ?`;
    return this.unlessMissing([], () => prepared(this.db, sql).all(limit) as unknown as ImportedCase[]);
  }

  async knownFingerprints(publicationDate: string): Promise<Set<string>> {
    const sql = 'SELECT fingerprint FROM rm_known_notices WHERE publication_date = ?';
    return this.unlessMissing(new Set(), () => {
      const rows = prepared(this.db, sql).all(publicationDate) as { fingerprint: string }[];
      return new Set(rows.map((row) => row.fingerprint));
    });
  }

  async liveListings(publicationDate: string): Promise<Map<string, string>> {
    const sql = `SELECT k.fingerprint, c.case_key FROM rm_known_notices k JOIN rm_cases c ON c.id = k.case_id
       WHERE k.publication_date = ?`;
    return this.unlessMissing(new Map(), () => {
      const rows = prepared(this.db, sql).all(publicationDate) as { fingerprint: string; case_key: string }[];
      return new Map(rows.map((row) => [row.fingerprint, row.case_key]));
    });
  }

  async detectionTimes(publicationDate: string): Promise<string[]> {
    const sql = 'SELECT detected_at FROM rm_cases WHERE publication_date = ? AND detected_at IS NOT NULL';
    return this.unlessMissing([], () =>
      (prepared(this.db, sql).all(publicationDate) as { detected_at: string }[]).map((row) => row.detected_at),
    );
  }

  async historyCounts(query: HistoryCountsQuery): Promise<HistoryCount[]> {
    return this.unlessMissing([], () => historyCounts(this.db, query));
  }

  private number(sql: string, ...params: string[]): number {
    return (prepared(this.db, sql).get(...params) as { n: number }).n;
  }

  /** A read model that does not exist yet (fresh DATA_DIR, before the projections' setup) answers as empty. */
  private unlessMissing<T>(empty: T, read: () => T): T {
    try {
      return read();
    } catch (error) {
      if (readModelMissing(error)) return empty;
      throw error;
    }
  }
}

/**
 * The application's search index on the read-model database (started and closed by Nest: a factory provider, so
 * the other read store can provide none).
 */
export const sqliteCaseSearchIndexProvider: FactoryProvider<CaseSearchIndex | null> = {
  provide: CaseSearchIndex,
  inject: [READ_DB, HEALTH_REGISTRY, APP_CONFIG],
  useFactory: (db: DatabaseSync, health: HealthRegistry, config: AppConfig) => new CaseSearchIndex(db, health, config),
};

/** The application's `CaseQueries`: SQLite with the search index of the application. */
export const sqliteCaseQueriesProvider: FactoryProvider<CaseQueries> = {
  provide: CASE_QUERIES,
  inject: [READ_DB, CaseSearchIndex],
  useFactory: (db: DatabaseSync, index: CaseSearchIndex) => new SqliteCaseQueries(db, index),
};
