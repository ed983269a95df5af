import type { DatabaseSync } from 'node:sqlite';
import type { CaseNotice, CaseRetentionExpired } from '@insolvenz/backend/cases/domain/events.js';
import { SqliteEventStore } from '@insolvenz/backend/platform/event-store/sqlite/sqlite-event-store.js';
import { openDatabase } from '@insolvenz/backend/platform/sqlite/open-database.js';
import { rebuildProjection } from '../../replay/rebuild-projection.js';
import { essenNotice, withMetadata } from './case-events.test-kit.js';
import { casesProjection } from './cases.projection.js';
import { SqliteProjectionStore } from '../../store/sqlite/sqlite-projection-store.js';

const sqlite = (db: DatabaseSync) => new SqliteProjectionStore(db);
const OCCURRED_AT = '2026-04-10T09:00:00.000Z';

const notice = (n: number, publicationDate = '2026-03-01'): CaseNotice => essenNotice(n, { publicationDate });

const erasure = (caseId: number): CaseRetentionExpired => ({
  type: 'CaseRetentionExpired',
  data: {
    caseId,
    debtorKind: 'company',
    knownListings: [{ fingerprint: `listing-${caseId}-2026-03-01`, publicationDate: '2026-03-01' }],
  },
});

describe('cases projection: erasure of a run of cases', () => {
  let store: SqliteEventStore;
  let dbs: DatabaseSync[];
  const database = () => {
    const db = openDatabase(':memory:');
    dbs.push(db);
    return db;
  };

  beforeEach(async () => {
    store = new SqliteEventStore({ location: ':memory:' });
    dbs = [];
    for (const n of [1, 2, 3, 4, 5]) {
      const data = { caseId: n, caseKey: `k${n}`, notice: notice(n) };
      await store.append(`case-k${n}`, [withMetadata({ type: 'CaseImported', data }, OCCURRED_AT)], {
        expectedRevision: 'no_stream',
      });
    }
    // A run of two erasures, a later notice of a kept case between them and the next run, then one more.
    const audit = (ids: number[]) =>
      store.append(
        'retention-2026-04-10',
        ids.map(erasure).map((event) => withMetadata(event, OCCURRED_AT)),
        { expectedRevision: 'any' },
      );
    await audit([1, 2]);
    const later = { caseId: 3, caseKey: 'k3', notice: notice(3, '2026-04-01') };
    await store.append('case-k3', [withMetadata({ type: 'CaseNoticePublished', data: later }, OCCURRED_AT)], {
      expectedRevision: 0n,
    });
    await audit([4]);
  });
  afterEach(async () => {
    await store.close();
    for (const db of dbs) db.close();
  });

  it('leaves the same rows as erasing one case per event', async () => {
    const batched = database();
    await rebuildProjection(store, sqlite(batched), casesProjection);

    const oneByOne = database();
    sqlite(oneByOne).prepareNow(casesProjection);
    for (const event of await store.readAll()) sqlite(oneByOne).writeNow(casesProjection, [event]);

    expect(sqlite(batched).dumpNow(casesProjection)).toEqual(sqlite(oneByOne).dumpNow(casesProjection));
  });

  it('removes every row of the erased cases and keeps their listing hashes', async () => {
    const db = database();
    await rebuildProjection(store, sqlite(db), casesProjection);

    const ids = (sql: string) =>
      db
        .prepare(sql)
        .all()
        .map((row) => Object.values(row)[0]);
    expect(ids('SELECT id FROM rm_cases ORDER BY id')).toEqual([3, 5]);
    expect(ids('SELECT DISTINCT case_id FROM rm_case_notices ORDER BY case_id')).toEqual([3, 5]);
    expect(ids("SELECT rowid FROM rm_cases_fts WHERE rm_cases_fts MATCH 'zimmerbau' ORDER BY rowid")).toEqual([3, 5]);
    expect(ids('SELECT case_id FROM rm_known_notices WHERE case_id IN (1, 2, 4) ORDER BY case_id')).toEqual([1, 2, 4]);
  });

  it('leaves FTS5 merging on for later imports, and the index answering for the kept cases', async () => {
    const db = database();
    await rebuildProjection(store, sqlite(db), casesProjection);

    // Merging is off only inside an erasure's own statements (fewer merges at each commit of a cleanup).
    const automerge = db.prepare("SELECT v FROM rm_cases_fts_config WHERE k = 'automerge'").get();
    expect([undefined, 4]).toContain(automerge?.v); // absent: FTS5's default, 4
    const matches = (word: string) =>
      db
        .prepare('SELECT rowid FROM rm_cases_fts WHERE rm_cases_fts MATCH ? ORDER BY rowid')
        .all(word)
        .map((row) => row.rowid);
    expect(matches('zimmerbau')).toEqual([3, 5]);
    expect(matches('zimm*')).toEqual([3, 5]);
    db.exec("INSERT INTO rm_cases_fts(rm_cases_fts, rank) VALUES('integrity-check', 0)");
  });
});
