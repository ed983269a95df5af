import type { DatabaseSync } from 'node:sqlite';
import { correctCaseCourts } from '@insolvenz/backend/cases/case-courts/correct-case-courts.js';
import { caseKey } from '@insolvenz/backend/cases/domain/case-key.js';
import { CaseStreams } from '@insolvenz/backend/cases/domain/case-streams.js';
import { ImportCaseHandler } from '@insolvenz/backend/cases/import-case/import-case.handler.js';
import { testNotice } from '@insolvenz/backend/cases/test/notice-factory.js';
import { fixedClock } from '@insolvenz/backend/platform/clock/clock.js';
import { SqliteEventStore } from '@insolvenz/backend/platform/event-store/sqlite/sqlite-event-store.js';
import { openDatabase } from '@insolvenz/backend/platform/sqlite/open-database.js';
import { rebuildProjection } from '../../replay/rebuild-projection.js';
import { SqliteProjectionStore } from '../../store/sqlite/sqlite-projection-store.js';
import { historicalStatsProjection } from '../historical-stats/historical-stats.projection.js';
import { casesProjection } from './cases.projection.js';

const streams = new CaseStreams('stream-name-key-of-this-installation');
// Recorded by an older version: "Frankfurt (Oder)" without its qualifier.
const SHORTENED = testNotice({ court: 'Amtsgericht Frankfurt', state: 'BB', caseNumber: '3 IN 152/25' });

describe('read models of a case whose court was corrected, rebuilt from the log', () => {
  let store: SqliteEventStore;
  let db: DatabaseSync;
  beforeEach(() => {
    store = new SqliteEventStore({ location: ':memory:' });
    db = openDatabase(':memory:');
  });
  afterEach(async () => {
    await store.close();
    db.close();
  });

  it('show the official court and Land, count it there, and name the stream the eraser must delete', async () => {
    const importer = new ImportCaseHandler(store, fixedClock('2026-11-21T09:00:00Z'), streams);
    const { caseId } = await importer.execute(SHORTENED, { correlationId: 'old-version' });
    await correctCaseCourts(store, streams);
    const read = new SqliteProjectionStore(db);
    await rebuildProjection(store, read, casesProjection);
    await rebuildProjection(store, read, historicalStatsProjection);

    expect(db.prepare('SELECT court, state, case_key FROM rm_cases WHERE id = ?').get(caseId)).toEqual({
      court: 'Amtsgericht Frankfurt (Oder)',
      state: 'BB',
      case_key: caseKey('Amtsgericht Frankfurt (Oder)', '3 IN 152/25'),
    });
    expect(db.prepare('SELECT court, state, n FROM rm_history_counts').all()).toEqual([
      { court: 'Amtsgericht Frankfurt (Oder)', state: 'BB', n: 1 },
    ]);
    // The key the read model gives the eraser names the stream the case is in now.
    const { case_key: key } = db.prepare('SELECT case_key FROM rm_cases WHERE id = ?').get(caseId) as {
      case_key: string;
    };
    expect((await store.readStream(streams.of(key))).events).toHaveLength(2);
  });
});
