import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../../platform/sqlite/open-database.js';
import type { MatcherWrite } from '../alert-match-store.port.js';
import { alertMatchStoreContract } from '../contract/alert-match-store.contract.test-kit.js';
import { sqliteAlertMatchStore } from './alert-match-store.sqlite-harness.test-kit.js';
import { SqliteAlertMatchStore } from './sqlite-alert-match-store.js';

alertMatchStoreContract('SQLite', async () => sqliteAlertMatchStore().store);

describe('SqliteAlertMatchStore erasure hygiene', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'alert-match-store-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const bytes = (path: string) =>
    ['', '-wal'].map((suffix) => {
      try {
        return readFileSync(`${path}${suffix}`).toString('latin1');
      } catch {
        return '';
      }
    });

  it("leaves no byte of an erased case's matching fields in the database file or its WAL", async () => {
    const path = join(dir, 'read-models.sqlite');
    const { db, store } = sqliteAlertMatchStore(path);
    await store.record(
      {
        kind: 'notice',
        eventId: 'e1',
        position: 1n,
        caseId: 1,
        caseKey: 'key-1',
        publicationDate: '2026-11-20',
        fields: { nameTokens: ['zyxgeheimname', 'bau'], contextTokens: [], caseRef: null, registerRef: null },
        subscriptionIds: ['sub-a'],
        savedSearchIds: [],
      },
      '2026-11-21T09:00:00.000Z',
    );
    await store.record(
      { kind: 'erasures', erasures: [{ caseId: 1, eventId: 'gone-1', position: 2n }] },
      '2026-11-21T09:00:01.000Z',
    );
    store.onModuleDestroy();
    db.close();
    for (const content of bytes(path)) expect(content.includes('zyxgeheimname')).toBe(false);
  });

  it("leaves no byte of a deleted subscription's matches behind", async () => {
    const path = join(dir, 'read-models.sqlite');
    const { db, store } = sqliteAlertMatchStore(path);
    const subscription = 'subscription-zyxwatched';
    await store.record(
      {
        kind: 'notice',
        eventId: 'e1',
        position: 1n,
        caseId: 1,
        caseKey: 'key-1',
        publicationDate: '2026-11-20',
        fields: { nameTokens: ['bau'], contextTokens: [], caseRef: null, registerRef: null },
        subscriptionIds: [subscription],
        savedSearchIds: [],
      },
      '2026-11-21T09:00:00.000Z',
    );
    await store.eraseSubscription(subscription);
    db.close();
    for (const content of bytes(path)) expect(content.includes('zyxwatched')).toBe(false);
  });
});

describe('SqliteAlertMatchStore batches', () => {
  const AT = '2026-11-21T09:00:00.000Z';
  const notice = (eventId: string, caseId: number, subscriptionIds: string[]): MatcherWrite => ({
    kind: 'notice',
    eventId,
    position: BigInt(caseId),
    caseId,
    caseKey: `key-${caseId}`,
    publicationDate: '2026-11-20',
    fields: { nameTokens: ['bau'], contextTokens: [], caseRef: null, registerRef: null },
    subscriptionIds,
    savedSearchIds: [],
  });

  it('rolls back only the write that fails and records the others of the batch', async () => {
    const { store } = sqliteAlertMatchStore();
    // A NOT NULL case key is violated halfway through the write, after its matches went in.
    const broken = { ...notice('e2', 2, ['sub-b']), caseKey: null } as unknown as MatcherWrite;
    const failed = await store.recordAll([notice('e1', 1, ['sub-a']), broken, notice('e3', 3, ['sub-a'])], AT);
    expect(failed).toEqual([broken]);
    expect(await store.processed(['e1', 'e2', 'e3'])).toEqual(new Set(['e1', 'e3']));
    expect(await store.subscriptionsWithPendingMatches()).toEqual(['sub-a']);
    expect(await store.pendingMatches('sub-a')).toEqual([
      { caseId: 1, caseKey: 'key-1' },
      { caseId: 3, caseKey: 'key-3' },
    ]);
  });

  it('keeps the matches of a database written before the match table was keyed by row', async () => {
    const db = openDatabase(':memory:', { rebuildable: true });
    db.exec(`CREATE TABLE alert_matches (
        subscription_id TEXT NOT NULL, case_id INTEGER NOT NULL, case_key TEXT NOT NULL, event_id TEXT NOT NULL,
        publication_date TEXT NOT NULL, matched_at TEXT NOT NULL, PRIMARY KEY (subscription_id, case_id)
      ) WITHOUT ROWID;
      CREATE INDEX alert_matches_case ON alert_matches (case_id);
      INSERT INTO alert_matches VALUES ('sub-a', 7, 'key-7', 'e7', '2026-11-19', '${AT}');`);
    const store = new SqliteAlertMatchStore(db);
    expect(await store.pendingMatches('sub-a')).toEqual([{ caseId: 7, caseKey: 'key-7' }]);
    // Still one match per subscription and case.
    expect(await store.recordAll([notice('e8', 7, ['sub-a', 'sub-b'])], AT)).toEqual([]);
    expect(await store.pendingMatches('sub-a')).toEqual([{ caseId: 7, caseKey: 'key-7' }]);
    expect((await store.subscriptionsWithPendingMatches()).sort()).toEqual(['sub-a', 'sub-b']);
    new SqliteAlertMatchStore(db); // a second start finds the new table and changes nothing
    expect(await store.pendingMatches('sub-b')).toEqual([{ caseId: 7, caseKey: 'key-7' }]);
  });
});
