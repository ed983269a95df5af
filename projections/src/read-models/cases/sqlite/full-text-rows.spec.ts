import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { CaseNotice } from '@insolvenz/backend/cases/domain/events.js';
import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { openDatabase } from '@insolvenz/backend/platform/sqlite/open-database.js';
import { SqliteProjectionStore } from '../../../store/sqlite/sqlite-projection-store.js';
import { casesProjection } from '../cases.projection.js';

// The full-text rows of a transaction are written at its end in ascending case id (issue #33): whatever the order,
// every case must be found by its latest name only, and an erased case by none.

const notice = (n: number, name: string, day: number): CaseNotice => ({
  fingerprint: `f-${n}-${day}`,
  listingFingerprint: `l-${n}-${day}`,
  publicationDate: `2026-03-${String(day).padStart(2, '0')}`,
  publicationType: 'eroeffnung',
  decisionDate: null,
  court: 'Amtsgericht Essen',
  caseNumber: `160 IN ${n}/26`,
  state: 'NW',
  debtorName: name,
  debtorKind: 'company',
  legalForm: 'GmbH',
  street: 'Hauptstraße 1',
  postalCode: '45127',
  city: 'Essen',
  register: { court: 'Amtsgericht Essen', type: 'HRB', number: String(1000 + n) },
  administrator: null,
  claimsDeadline: null,
  text: `Amtsgericht Essen, Aktenzeichen: 160 IN ${n}/26 …`,
});

let position = 0n;
const recorded = (type: string, data: object): RecordedEvent => ({
  position: ++position,
  streamName: `case-${randomUUID()}`,
  revision: 0n,
  type,
  data,
  metadata: {
    eventId: randomUUID(),
    correlationId: 'c',
    causationId: null,
    actorId: 'system',
    occurredAt: '2026-03-10T09:00:00.000Z',
    schemaVersion: 1,
  },
  recordedAt: new Date('2026-03-10T09:00:00.000Z'),
});

const imported = (caseId: number, n: number, name: string, day = 2) =>
  recorded('CaseImported', { caseId, caseKey: `k${n}`, notice: notice(n, name, day) });
const published = (caseId: number, n: number, name: string, day: number) =>
  recorded('CaseNoticePublished', { caseId, caseKey: `k${n}`, notice: notice(n, name, day) });
const expired = (caseId: number) => recorded('CaseRetentionExpired', { caseId, debtorKind: 'company' });

/** Case ids whose full-text row matches `query`, ascending. */
const found = (db: DatabaseSync, query: string) =>
  (
    db.prepare('SELECT rowid FROM rm_cases_fts WHERE rm_cases_fts MATCH ? ORDER BY rowid').all(query) as {
      rowid: number;
    }[]
  ).map((row) => Number(row.rowid));

const rowids = (db: DatabaseSync) =>
  (db.prepare('SELECT rowid FROM rm_cases_fts ORDER BY rowid').all() as { rowid: number }[]).map((r) =>
    Number(r.rowid),
  );

describe('cases read model: full-text rows in key order at the end of a transaction (issue #33)', () => {
  let db: DatabaseSync;
  let store: SqliteProjectionStore;
  let checkpoint: bigint;

  const apply = (events: RecordedEvent[]) => {
    const outcome = store.applyNow(casesProjection, events, checkpoint);
    if (outcome.kind !== 'applied') throw new Error('checkpoint moved');
    checkpoint = outcome.checkpoint;
  };

  beforeEach(() => {
    position = 0n;
    db = openDatabase(':memory:');
    store = new SqliteProjectionStore(db);
    checkpoint = store.prepareNow(casesProjection);
  });

  afterEach(() => db.close());

  it('finds every case of a batch whose ids come in random order', () => {
    const ids = [907_311, 12_004, 550_017, 3_100_002, 77_008, 400_123];
    apply(ids.map((id, n) => imported(id, n, `Firma${n} Bau GmbH`)));
    expect(rowids(db)).toEqual([...ids].sort((a, b) => a - b));
    ids.forEach((id, n) => expect(found(db, `firma${n}`)).toEqual([id]));
    expect(found(db, 'bau')).toEqual([...ids].sort((a, b) => a - b));
  });

  it('keeps only the latest name of a case renamed in the same batch or a later one', () => {
    apply([
      imported(500, 1, 'Alpha Handel GmbH'),
      published(500, 1, 'Beta Handel GmbH', 5),
      imported(20, 2, 'Gamma AG'),
    ]);
    expect(found(db, 'alpha')).toEqual([]);
    expect(found(db, 'beta')).toEqual([500]);
    apply([published(20, 2, 'Delta AG', 6), published(500, 1, 'Epsilon Handel GmbH', 7)]);
    expect(found(db, 'gamma OR beta')).toEqual([]);
    expect(found(db, 'delta')).toEqual([20]);
    expect(found(db, 'epsilon')).toEqual([500]);
    expect(rowids(db)).toEqual([20, 500]);
  });

  it('leaves no full-text row of a case erased in the batch that indexed it', () => {
    apply([imported(300, 1, 'Omega Werke GmbH'), imported(10, 2, 'Sigma Werke GmbH')]);
    // Renamed and erased in one batch (its old row written earlier), and imported and erased in one batch.
    apply([published(300, 1, 'Tau Werke GmbH', 8), imported(77, 3, 'Kappa Werke GmbH'), expired(300), expired(77)]);
    expect(found(db, 'werke')).toEqual([10]);
    expect(found(db, 'omega OR tau OR kappa')).toEqual([]);
    expect(rowids(db)).toEqual([10]);
  });
});
