import type { DatabaseSync } from 'node:sqlite';
import type { CaseEvent, CaseNotice } from '@insolvenz/backend/cases/domain/events.js';
import type { NewEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { SqliteEventStore } from '@insolvenz/backend/platform/event-store/sqlite/sqlite-event-store.js';
import { openDatabase } from '@insolvenz/backend/platform/sqlite/open-database.js';
import { exactNameKey } from '@insolvenz/backend/cases/domain/search-query/exact-name-key.js';
import { rebuildProjection } from '../../../replay/rebuild-projection.js';
import { SqliteProjectionStore } from '../../../store/sqlite/sqlite-projection-store.js';
import { essenNotice, withMetadata } from '../case-events.test-kit.js';
import { casesProjection } from '../cases.projection.js';

const notice = (n: number, debtorName: string, publicationDate = '2026-03-02'): CaseNotice =>
  essenNotice(n, {
    debtorName,
    publicationDate,
    listingFingerprint: `l-${n}-${publicationDate}`,
    text: `Amtsgericht Essen, Aktenzeichen: 160 IN ${n}/26 …`,
  });

const recorded = (event: CaseEvent): NewEvent => withMetadata(event);

const NAMES = [
  'MÜLLER BAU GmbH & Co. KG',
  'Müller Bau Holding GmbH',
  'Mueller Bau',
  'Anna Müller',
  'Bau- und Möbel GmbH',
];

describe('cases read model: the stored exact-name key (issue #33)', () => {
  let events: SqliteEventStore;
  let db: DatabaseSync;
  const keys = () =>
    (db.prepare('SELECT id, name_key FROM rm_cases ORDER BY id').all() as { id: number; name_key: string }[]).map(
      (row) => [row.id, row.name_key],
    );
  /** The cases whose stored key is the name's (the search's exact-name level looks them up the same way). */
  const exact = (name: string) =>
    (
      db.prepare('SELECT id FROM rm_cases WHERE name_key = ? ORDER BY id').all(exactNameKey(name)) as { id: number }[]
    ).map((row) => row.id);

  beforeEach(async () => {
    events = new SqliteEventStore({ location: ':memory:' });
    db = openDatabase(':memory:');
    for (const [i, name] of NAMES.entries()) {
      const data = { caseId: 100_000_001 + i, caseKey: `k${i}`, notice: notice(i, name) };
      await events.append(`case-k${i}`, [recorded({ type: 'CaseImported', data })], { expectedRevision: 'no_stream' });
    }
    await rebuildProjection(events, new SqliteProjectionStore(db), casesProjection);
  });
  afterEach(async () => {
    await events.close();
    db.close();
  });

  it('keeps the folded name without its legal form per case, and finds exactly those names', () => {
    expect(keys()).toEqual([
      [100_000_001, 'muller bau'],
      [100_000_002, 'muller bau holding'],
      // Spelled-out umlauts fold like the umlauts: "Mueller" is "Müller".
      [100_000_003, 'muller bau'],
      [100_000_004, 'anna muller'],
      [100_000_005, 'bau und mobel'],
    ]);
    expect(exact('Müller Bau')).toEqual([100_000_001, 100_000_003]);
    expect(exact('mueller bau gmbh')).toEqual([100_000_001, 100_000_003]);
    expect(exact('Anna')).toEqual([]);
    expect(exact('Müller')).toEqual([]);
  });

  it('follows a later notice that spells the name differently', async () => {
    const data = { caseId: 100_000_002, caseKey: 'k1', notice: notice(1, 'Müller Bau GmbH', '2026-03-09') };
    await events.append('case-k1', [recorded({ type: 'CaseNoticePublished', data })], { expectedRevision: 0n });
    await rebuildProjection(events, new SqliteProjectionStore(db), casesProjection);
    expect(exact('Müller Bau')).toEqual([100_000_001, 100_000_002, 100_000_003]);
    expect(exact('Müller Bau Holding')).toEqual([]);
  });

  it('fills the key of every case when a read model of an older version opens', () => {
    db.exec('DROP INDEX rm_cases_by_name_key; ALTER TABLE rm_cases DROP COLUMN name_key');
    const store = new SqliteProjectionStore(db);
    store.prepareNow(casesProjection);
    expect(keys().map(([, key]) => key)).toEqual([
      'muller bau',
      'muller bau holding',
      'muller bau',
      'anna muller',
      'bau und mobel',
    ]);
    expect(db.prepare("SELECT 1 AS found FROM sqlite_schema WHERE name = 'rm_cases_by_name_key'").get()).toEqual({
      found: 1,
    });
    expect(exact('Bau und Möbel')).toEqual([100_000_005]);
  });
});
