import { jest } from '@jest/globals';
import { DatabaseSync } from 'node:sqlite';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { apiClient } from '../../test/test-users.js';
import { isStorageFull } from './storage-full.js';

/** A real SQLITE_FULL as node:sqlite raises it: a database that may not grow past its size. */
function sqliteFullError(): unknown {
  const db = new DatabaseSync(':memory:');
  try {
    db.exec('CREATE TABLE t (x TEXT)');
    const pages = (db.prepare('PRAGMA page_count').get() as { page_count: number }).page_count;
    db.exec(`PRAGMA max_page_count = ${pages}`);
    db.prepare('INSERT INTO t VALUES (?)').run('x'.repeat(100_000));
  } catch (error) {
    return error;
  } finally {
    db.close();
  }
  throw new Error('expected SQLITE_FULL');
}

describe('isStorageFull', () => {
  it('knows SQLITE_FULL, ENOSPC, EDQUOT and MongoDB OutOfDiskSpace, also as a cause', () => {
    expect(isStorageFull(sqliteFullError())).toBe(true);
    expect(isStorageFull(Object.assign(new Error('write'), { code: 'ENOSPC' }))).toBe(true);
    expect(isStorageFull(Object.assign(new Error('quota'), { code: 'EDQUOT' }))).toBe(true);
    expect(isStorageFull(Object.assign(new Error('out of disk'), { code: 14031 }))).toBe(true);
    expect(isStorageFull(new Error('worker failed', { cause: sqliteFullError() }))).toBe(true);
    expect(isStorageFull(new Error('constraint failed'))).toBe(false);
    expect(isStorageFull(null)).toBe(false);
  });
});

/**
 * Disk full during registrations (issue #28: a generic 500, and after the space came back two registrations hung
 * past 8 s). The event store fails on demand: with a real SQLITE_FULL on the embedded profile (its database may
 * not grow), with the error a full MongoDB/KurrentDB host would give on the distributed one.
 */
describe('writes while the storage is full', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const register = (email: string) =>
    apiClient(t)
      .post('/api/auth/register')
      .send({ email, password: 'Sehr-Geheim-2026!', firstName: 'Erika', lastName: 'Muster' });

  /** Makes the event store's writes fail as on a full disk; returns the undo (the space comes back). */
  function fillStorage(): () => void {
    const store = t.get<EventStore>(EVENT_STORE);
    const db = (store as unknown as { db?: DatabaseSync }).db;
    if (db instanceof DatabaseSync) {
      const pages = (db.prepare('PRAGMA page_count').get() as { page_count: number }).page_count;
      db.exec(`PRAGMA max_page_count = ${pages}`);
      return () => db.exec('PRAGMA max_page_count = 1073741823');
    }
    const spy = jest
      .spyOn(store, 'append')
      .mockRejectedValue(Object.assign(new Error('disk full'), { code: 'ENOSPC' }));
    return () => spy.mockRestore();
  }

  it('answers 507 with a German message and Retry-After, and registers normally once space is back', async () => {
    const free = fillStorage();
    let full;
    try {
      // A few large writes until the file has no page left (an account's events fit into the pages it has).
      for (let i = 0; i < 50; i += 1) {
        full = await register(`voll-${i}-${'x'.repeat(200)}@example.de`);
        if (full.status !== 201) break;
      }
    } finally {
      free();
    }
    expect(full!.status).toBe(507);
    expect(full!.headers['retry-after']).toBe('60');
    expect(full!.body).toMatchObject({
      status: 507,
      title: 'Speicher voll',
      message:
        'Der Speicherplatz des Servers ist erschöpft; Ihre Änderung wurde nicht gespeichert. ' +
        'Bitte versuchen Sie es in einigen Minuten erneut.',
      type: 'urn:insolvenzmonitor:problem:storage-full',
    });
    // The space is back: registrations go through at once (nothing stuck from the failed writes).
    await register('wieder-platz-1@example.de').expect(201);
    await register('wieder-platz-2@example.de').expect(201);
  });
});
