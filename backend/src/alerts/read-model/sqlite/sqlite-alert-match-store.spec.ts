import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { alertMatchStoreContract } from '../contract/alert-match-store.contract.test-kit.js';
import { sqliteAlertMatchStore } from './alert-match-store.sqlite-harness.test-kit.js';

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
