import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import {
  caseStatisticsFacts,
  type CaseEvent,
  type CaseNotice,
  type RetentionEvent,
} from '@insolvenz/backend/cases/domain/events.js';
import type { NewEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { SqliteEventStore } from '@insolvenz/backend/platform/event-store/sqlite/sqlite-event-store.js';
import { openDatabase } from '@insolvenz/backend/platform/sqlite/open-database.js';
import { rebuildProjection } from '../../replay/rebuild-projection.js';
import { historicalStatsProjection } from './historical-stats.projection.js';
import { SqliteProjectionStore } from '../../store/sqlite/sqlite-projection-store.js';

const sqlite = (db: DatabaseSync) => new SqliteProjectionStore(db);

const withMetadata = (event: CaseEvent | RetentionEvent): NewEvent => ({
  ...event,
  metadata: {
    eventId: randomUUID(),
    correlationId: 'c',
    causationId: null,
    actorId: 'system:test',
    occurredAt: '2026-11-21T09:00:00.000Z',
    schemaVersion: 1,
  },
});

/** A notice of a company application in Köln unless told otherwise. */
const testNotice = (overrides: Partial<CaseNotice>): CaseNotice => ({
  fingerprint: randomUUID(),
  listingFingerprint: randomUUID(),
  publicationDate: '2026-11-20',
  publicationType: 'sicherungsmassnahmen',
  decisionDate: null,
  court: 'Amtsgericht Köln',
  caseNumber: '71 IN 123/26',
  state: 'NW',
  debtorName: 'Beispiel Bau GmbH',
  debtorKind: 'company',
  legalForm: 'GmbH',
  street: 'Hauptstraße 1',
  postalCode: '50667',
  city: 'Köln',
  register: null,
  administrator: null,
  claimsDeadline: null,
  text: 'Amtsgericht Köln …',
  ...overrides,
});

const company = testNotice({ debtorName: 'Alpha Bau GmbH', caseNumber: '71 IN 1/26', publicationDate: '2026-11-02' });
const person = testNotice({
  debtorName: 'Muster, Max',
  debtorKind: 'person',
  legalForm: null,
  state: null,
  caseNumber: '71 IK 2/26',
  publicationDate: '2026-11-03',
});
const later = testNotice({ debtorName: 'Alpha Bau GmbH', caseNumber: '71 IN 1/26', publicationDate: '2026-11-20' });

describe('historical-stats projection', () => {
  let store: SqliteEventStore;
  let live: DatabaseSync;
  let checkpoint: bigint;

  const catchUp = async () => {
    for (;;) {
      const batch = await store.readAll({ after: checkpoint, maxCount: 1 });
      if (batch.length === 0) return;
      checkpoint = sqlite(live).applyNow(historicalStatsProjection, batch, checkpoint).checkpoint;
    }
  };
  const counts = (db: DatabaseSync) =>
    db
      .prepare('SELECT day, state, procedure_type, legal_form, debtor_kind, n FROM rm_history_counts ORDER BY day')
      .all();
  const imported = (caseId: number, notice = company) =>
    store.append(
      `case-${caseId}`,
      [withMetadata({ type: 'CaseImported', data: { caseId, caseKey: `k${caseId}`, notice } })],
      {
        expectedRevision: 'any',
      },
    );
  const erased = (caseId: number, notice: typeof company | null) =>
    store.append(
      'retention-2026-11-21',
      [
        withMetadata({
          type: 'CaseRetentionExpired',
          data: {
            caseId,
            debtorKind: 'company',
            ...(notice ? { statistics: caseStatisticsFacts(notice) } : {}),
          },
        }),
      ],
      { expectedRevision: 'any' },
    );

  beforeEach(() => {
    store = new SqliteEventStore({ location: ':memory:' });
    live = openDatabase(':memory:');
    checkpoint = sqlite(live).prepareNow(historicalStatsProjection);
  });
  afterEach(async () => {
    await store.close();
    live.close();
  });

  it('counts each new proceeding once by its first notice, with unbekannt for facts not parsed', async () => {
    await imported(1);
    await store.append(
      'case-1',
      [withMetadata({ type: 'CaseNoticePublished', data: { caseId: 1, caseKey: 'k1', notice: later } })],
      { expectedRevision: 'any' },
    );
    await imported(2, person);
    await catchUp();
    expect(counts(live)).toEqual([
      { day: '2026-11-02', state: 'NW', procedure_type: 'antrag', legal_form: 'GmbH', debtor_kind: 'company', n: 1 },
      {
        day: '2026-11-03',
        state: 'unbekannt',
        procedure_type: 'verbraucher',
        legal_form: 'unbekannt',
        debtor_kind: 'person',
        n: 1,
      },
    ]);
  });

  it('keeps the counts of erased cases, and a rebuild after the erasure equals the live model', async () => {
    await imported(1);
    await imported(2, person);
    await catchUp();
    const before = counts(live);
    // The erasure deletes the case streams, then records the facts.
    await store.deleteStreams(['case-1', 'case-2']);
    await erased(1, company);
    await erased(2, person);
    await catchUp();
    expect(counts(live)).toEqual(before);
    expect(live.prepare('SELECT COUNT(*) AS n FROM rm_history_open_cases').get()).toEqual({ n: 0 });

    const rebuilt = openDatabase(':memory:');
    await rebuildProjection(store, sqlite(rebuilt), historicalStatsProjection);
    expect(sqlite(rebuilt).dumpNow(historicalStatsProjection)).toEqual(sqlite(live).dumpNow(historicalStatsProjection));
    rebuilt.close();
  });

  it('lets the erasure record decide what an erased case counts as, so live and rebuild agree', async () => {
    await imported(1);
    await catchUp();
    await store.deleteStreams(['case-1']);
    await erased(1, later); // facts differing from what was counted live (e.g. read back after an interruption)
    await catchUp();
    expect(counts(live)).toEqual([expect.objectContaining({ day: '2026-11-20', n: 1 })]);
    const rebuilt = openDatabase(':memory:');
    await rebuildProjection(store, sqlite(rebuilt), historicalStatsProjection);
    expect(sqlite(rebuilt).dumpNow(historicalStatsProjection)).toEqual(sqlite(live).dumpNow(historicalStatsProjection));
    rebuilt.close();
  });

  it('keeps the live count of an erasure recorded without facts (written before they existed)', async () => {
    await imported(1);
    await catchUp();
    await erased(1, null);
    await catchUp();
    expect(counts(live)).toEqual([expect.objectContaining({ day: '2026-11-02', n: 1 })]);
  });
});
