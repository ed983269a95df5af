import type { DatabaseSync } from 'node:sqlite';
import { readModelMissing } from '../../platform/read-store/read-model-missing.js';
import { prepared } from '../../platform/sqlite/prepared.js';
import type { RunFacts } from './import-monitor-status.js';

export interface RunDoc extends RunFacts {
  readonly runId: string;
  readonly session: string;
  readonly days: readonly string[];
}

export interface ImportRunFacts {
  readonly latest: RunDoc | null;
  readonly lastFinished: RunDoc | null;
  readonly lastCompleted: RunDoc | null;
  readonly lastPortalContact: string | null;
}

const LATEST = "SELECT doc FROM rm_import_runs ORDER BY json_extract(doc, '$.startedAt') DESC LIMIT 1";
const LAST_FINISHED =
  "SELECT doc FROM rm_import_runs WHERE json_extract(doc, '$.status') <> 'running' ORDER BY json_extract(doc, '$.finishedAt') DESC LIMIT 1";
const LAST_COMPLETED =
  "SELECT doc FROM rm_import_runs WHERE json_extract(doc, '$.status') = 'completed' ORDER BY json_extract(doc, '$.finishedAt') DESC LIMIT 1";
const LAST_CONTACT = "SELECT MAX(json_extract(doc, '$.portalReachedAt')) AS at FROM rm_import_runs";

/** The runs the import monitor looks at, from the import-runs read model (none before its first run). */
export function importRunFacts(db: DatabaseSync): ImportRunFacts {
  const doc = (sql: string) => {
    const row = prepared(db, sql).get() as { doc: string } | undefined;
    return row ? (JSON.parse(row.doc) as RunDoc) : null;
  };
  try {
    return {
      latest: doc(LATEST),
      lastFinished: doc(LAST_FINISHED),
      lastCompleted: doc(LAST_COMPLETED),
      lastPortalContact: (prepared(db, LAST_CONTACT).get() as { at: string | null }).at,
    };
  } catch (error) {
    if (!readModelMissing(error)) throw error;
    return { latest: null, lastFinished: null, lastCompleted: null, lastPortalContact: null };
  }
}
