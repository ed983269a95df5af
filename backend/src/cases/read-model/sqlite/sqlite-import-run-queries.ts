import type { FactoryProvider } from '@nestjs/common';
import type { DatabaseSync } from 'node:sqlite';
import { READ_DB } from '../../../platform/read-store/sqlite/read-db.js';
import { readModelMissing } from '../../../platform/read-store/sqlite/read-model-missing.js';
import { prepared } from '../../../platform/sqlite/prepared.js';
import {
  IMPORT_RUN_QUERIES,
  type ImportRunFacts,
  type ImportRunQueries,
  type ImportRunRecord,
  type OpenImportRun,
} from '../import-run-queries.port.js';
import type { RunFacts } from '../../import-status/import-monitor-status.js';

// The monitor's runs are the full runs: an intraday poll every few minutes would hide the last session's outcome.
const FULL = "json_extract(doc, '$.trigger') IS NOT 'poll'";
const LATEST = `SELECT doc FROM rm_import_runs WHERE ${FULL} ORDER BY json_extract(doc, '$.startedAt') DESC LIMIT 1`;
const LAST_FINISHED = `SELECT doc FROM rm_import_runs WHERE json_extract(doc, '$.status') <> 'running' AND ${FULL}
  ORDER BY json_extract(doc, '$.finishedAt') DESC LIMIT 1`;
const LAST_COMPLETED = `SELECT doc FROM rm_import_runs WHERE json_extract(doc, '$.status') = 'completed' AND ${FULL}
  ORDER BY json_extract(doc, '$.finishedAt') DESC LIMIT 1`;
const LAST_CONTACT = "SELECT MAX(json_extract(doc, '$.portalReachedAt')) AS at FROM rm_import_runs";
const OPEN = "SELECT doc FROM rm_import_runs WHERE json_extract(doc, '$.status') = 'running'";
const ANY = 'SELECT 1 AS found FROM rm_import_runs LIMIT 1';
const STARTED_SINCE = "SELECT doc FROM rm_import_runs WHERE json_extract(doc, '$.startedAt') >= ?";
const FULL_STARTED_SINCE = `${STARTED_SINCE} AND ${FULL}`;

/** `ImportRunQueries` on the SQLite document table of the import-runs read model (one JSON document per run). */
export class SqliteImportRunQueries implements ImportRunQueries {
  constructor(private readonly db: DatabaseSync) {}

  async runFacts(): Promise<ImportRunFacts> {
    const doc = (sql: string) => {
      const row = prepared(this.db, sql).get() as { doc: string } | undefined;
      return row ? (JSON.parse(row.doc) as ImportRunRecord) : null;
    };
    const none: ImportRunFacts = { latest: null, lastFinished: null, lastCompleted: null, lastPortalContact: null };
    return this.unlessMissing(none, () => ({
      latest: doc(LATEST),
      lastFinished: doc(LAST_FINISHED),
      lastCompleted: doc(LAST_COMPLETED),
      lastPortalContact: (prepared(this.db, LAST_CONTACT).get() as { at: string | null }).at,
    }));
  }

  async openRuns(): Promise<OpenImportRun[]> {
    return this.unlessMissing([], () =>
      (prepared(this.db, OPEN).all() as { doc: string }[]).map((row) => {
        const { runId, session, startedAt, trigger } = JSON.parse(row.doc) as OpenImportRun;
        return { runId, session, startedAt, trigger };
      }),
    );
  }

  async anyRunRecorded(): Promise<boolean> {
    return this.unlessMissing(false, () => prepared(this.db, ANY).get() !== undefined);
  }

  async runsStartedSince(since: string, kind: 'all' | 'full' = 'all'): Promise<RunFacts[]> {
    const sql = kind === 'full' ? FULL_STARTED_SINCE : STARTED_SINCE;
    return this.unlessMissing([], () =>
      (prepared(this.db, sql).all(since) as { doc: string }[]).map((row) => JSON.parse(row.doc) as RunFacts),
    );
  }

  /** Before the first setup of the read model there are no runs. */
  private unlessMissing<T>(empty: T, read: () => T): T {
    try {
      return read();
    } catch (error) {
      if (readModelMissing(error)) return empty;
      throw error;
    }
  }
}

export const sqliteImportRunQueriesProvider: FactoryProvider<ImportRunQueries> = {
  provide: IMPORT_RUN_QUERIES,
  inject: [READ_DB],
  useFactory: (db: DatabaseSync) => new SqliteImportRunQueries(db),
};
