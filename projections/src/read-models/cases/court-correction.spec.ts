import type { DatabaseSync } from 'node:sqlite';
import type { CaseEvent } from '@insolvenz/backend/cases/domain/events.js';
import { SqliteEventStore } from '@insolvenz/backend/platform/event-store/sqlite/sqlite-event-store.js';
import { openDatabase } from '@insolvenz/backend/platform/sqlite/open-database.js';
import { rebuildProjection } from '../../replay/rebuild-projection.js';
import { SqliteProjectionStore } from '../../store/sqlite/sqlite-projection-store.js';
import { historicalStatsProjection } from '../historical-stats/historical-stats.projection.js';
import { casesProjection } from './cases.projection.js';

const metadata = (eventId: string) => ({
  eventId,
  correlationId: 'c',
  causationId: null,
  actorId: 'system:test',
  occurredAt: '2026-11-21T09:00:00.000Z',
  schemaVersion: 1,
});

// Recorded by an older version ("Frankfurt (Oder)" without its qualifier), then corrected by the start-up migration.
const imported: CaseEvent = {
  type: 'CaseImported',
  data: {
    caseId: 7,
    caseKey: 'ag-frankfurt~3-in-152-25',
    notice: {
      fingerprint: 'f1',
      listingFingerprint: 'l1',
      publicationDate: '2026-11-20',
      publicationType: 'sicherungsmassnahmen',
      decisionDate: null,
      court: 'Amtsgericht Frankfurt',
      caseNumber: '3 IN 152/25',
      state: 'BB',
      debtorName: 'Oderbau GmbH',
      debtorKind: 'company',
      legalForm: 'GmbH',
      street: null,
      postalCode: null,
      city: null,
      register: null,
      administrator: null,
      claimsDeadline: null,
      text: 'Amtsgericht Frankfurt (Oder), 3 IN 152/25 …',
    },
  },
};
const corrected: CaseEvent = {
  type: 'CaseCourtCorrected',
  data: {
    caseId: 7,
    caseKey: 'ag-frankfurt-oder~3-in-152-25',
    court: 'Amtsgericht Frankfurt (Oder)',
    state: 'BB',
    previousCourt: 'Amtsgericht Frankfurt',
  },
};

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

  it('show the official court and Land, count the case there, and give the eraser its new key', async () => {
    await store.append('case-7', [{ ...imported, metadata: metadata('e1') }], { expectedRevision: 'no_stream' });
    await store.append('case-7', [{ ...corrected, metadata: metadata('e2') }], { expectedRevision: 0n });
    const read = new SqliteProjectionStore(db);
    await rebuildProjection(store, read, casesProjection);
    await rebuildProjection(store, read, historicalStatsProjection);

    expect(db.prepare('SELECT court, state, case_key FROM rm_cases WHERE id = 7').get()).toEqual({
      court: 'Amtsgericht Frankfurt (Oder)',
      state: 'BB',
      case_key: 'ag-frankfurt-oder~3-in-152-25',
    });
    expect(db.prepare('SELECT court, state, n FROM rm_history_counts').all()).toEqual([
      { court: 'Amtsgericht Frankfurt (Oder)', state: 'BB', n: 1 },
    ]);
  });
});
