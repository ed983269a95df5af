import type { DatabaseSync } from 'node:sqlite';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RecordedEvent } from '../../../platform/event-store/event.js';
import { openDatabase } from '../../../platform/sqlite/open-database.js';
import {
  DEFAULT_OCCURRED_AT,
  type CasesReadSide,
  type CasesReadSideHarness,
  type GivenEvent,
} from '../contract/cases-read-side.harness.test-kit.js';
import { SqliteCaseQueries } from './sqlite-case-queries.js';
import { SqliteImportRunQueries } from './sqlite-import-run-queries.js';
import { SqliteRetentionQueries } from './sqlite-retention-queries.js';
import { SearchIndex } from './search/search-index/search-index.js';
import {
  loadProjectionsUnderTest,
  type ProjectionUnderTest,
} from '../../../platform/read-store/sqlite/projections-under-test.test-kit.js';

// The read models are built by the real projections through the real SQLite projection store.
async function loadProjections(): Promise<ProjectionUnderTest[]> {
  return loadProjectionsUnderTest([
    ['cases/cases.projection.js', 'casesProjection'],
    ['debtor-files/debtor-files.projection.js', 'debtorFilesProjection'],
    ['historical-stats/historical-stats.projection.js', 'historicalStatsProjection'],
    ['import-runs/import-runs.projection.js', 'importRunsProjection'],
  ]);
}

function recorded(event: GivenEvent, position: number): RecordedEvent {
  const at = event.occurredAt ?? DEFAULT_OCCURRED_AT;
  return {
    type: event.type,
    data: event.data,
    metadata: {
      eventId: `e${position}`,
      correlationId: 'contract',
      causationId: null,
      actorId: 'system:test',
      occurredAt: at,
      schemaVersion: 1,
    },
    streamName: `stream-${position}`,
    revision: 0n,
    position: BigInt(position),
    recordedAt: new Date(at),
  } as RecordedEvent;
}

/** The cases read side on a SQLite file (WAL, as in production), optionally with the search index built. */
export function sqliteCasesReadSide(options: { searchIndex: boolean }): () => Promise<CasesReadSideHarness> {
  return async () => {
    const projections = await loadProjections();
    const dir = mkdtempSync(join(tmpdir(), 'cases-read-side-'));
    const opened: { db: DatabaseSync; index?: SearchIndex }[] = [];
    const open = (): { db: DatabaseSync; ports: CasesReadSide; index?: SearchIndex } => {
      const db = openDatabase(join(dir, `read-models-${opened.length}.sqlite`));
      const index = options.searchIndex ? new SearchIndex(db, { quietMs: 60_000 }) : undefined;
      opened.push({ db, index });
      return {
        db,
        index,
        ports: {
          cases: new SqliteCaseQueries(db, index),
          importRuns: new SqliteImportRunQueries(db),
          retention: new SqliteRetentionQueries(db),
        },
      };
    };
    return {
      async given(events) {
        const { db, ports, index } = open();
        for (const projection of projections) projection.setup(db);
        events.forEach((event, i) => {
          db.exec('BEGIN');
          for (const projection of projections) {
            if (projection.handles === 'all' || projection.handles.has(event.type)) {
              projection.apply(db, recorded(event, i + 1));
            }
          }
          db.exec('COMMIT');
        });
        index?.rebuildNow();
        return ports;
      },
      async empty() {
        return open().ports;
      },
      async dispose() {
        for (const { db, index } of opened) {
          index?.close();
          db.close();
        }
        rmSync(dir, { recursive: true, force: true });
      },
    };
  };
}
