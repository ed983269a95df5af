import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { CaseNotice } from '@insolvenz/backend/cases/domain/events.js';
import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { openDatabase } from '@insolvenz/backend/platform/sqlite/open-database.js';
import { SqliteProjectionStore } from '../../../store/sqlite/sqlite-projection-store.js';
import { casesProjection } from '../cases.projection.js';

const notice = (n: number): CaseNotice => ({
  fingerprint: `f-${n}`,
  listingFingerprint: `l-${n}`,
  publicationDate: `2026-03-${String(1 + (n % 28)).padStart(2, '0')}`,
  publicationType: 'eroeffnung',
  decisionDate: null,
  court: 'Amtsgericht Essen',
  caseNumber: `160 IN ${n}/26`,
  state: 'NW',
  debtorName: `Muster ${n} Bau GmbH`,
  debtorKind: 'company',
  legalForm: 'GmbH',
  street: 'Hauptstraße 1',
  postalCode: `45${String(n % 1000).padStart(3, '0')}`,
  city: n % 2 ? 'Essen' : 'Mülheim an der Ruhr',
  register: { court: 'Amtsgericht Essen', type: 'HRB', number: String(1000 + n) },
  administrator: null,
  claimsDeadline: null,
  text: `Amtsgericht Essen, Aktenzeichen: 160 IN ${n}/26 …`,
});

/** One CaseImported per case, ids in random order as an import reserves them. */
const events = (count: number): RecordedEvent[] =>
  Array.from({ length: count }, (_, i) => ({
    position: BigInt(i + 1),
    streamName: `case-k${i}`,
    revision: 0n,
    type: 'CaseImported',
    data: { caseId: 100_000_000 + ((i * 7919) % 1000) * 1000 + i, caseKey: `k${i}`, notice: notice(i) },
    metadata: {
      eventId: randomUUID(),
      correlationId: 'c',
      causationId: null,
      actorId: 'system',
      occurredAt: '2026-03-10T09:00:00.000Z',
      schemaVersion: 1,
    },
    recordedAt: new Date('2026-03-10T09:00:00.000Z'),
  }));

/** Indexes and triggers of rm_cases (a bulk load drops some of each). */
const indexes = (db: DatabaseSync) =>
  (
    db
      .prepare(
        "SELECT name FROM sqlite_schema WHERE type IN ('index', 'trigger') AND tbl_name = 'rm_cases' ORDER BY name",
      )
      .all() as { name: string }[]
  ).map((row) => row.name);

/** What the counter triggers keep: totals per (day, Land, procedure) and the active/closed counts. */
const counters = (db: DatabaseSync) => [
  ...db.prepare('SELECT * FROM rm_case_counts ORDER BY publication_date, state, procedure_type').all(),
  ...db.prepare('SELECT * FROM rm_case_activity ORDER BY active').all(),
];

const generation = (db: DatabaseSync) =>
  Number((db.prepare('SELECT generation FROM rm_cases_generation').get() as { generation: number }).generation);

/** Applies `log` in batches of `size` as a runner does: every batch but the last one with a backlog behind it. */
function catchUp(store: SqliteProjectionStore, log: RecordedEvent[], size: number): bigint {
  let checkpoint = store.prepareNow(casesProjection);
  for (let from = 0; from < log.length; from += size) {
    const batch = log.slice(from, from + size);
    const outcome = store.applyNow(casesProjection, batch, checkpoint, { backlog: from + size < log.length });
    if (outcome.kind !== 'applied') throw new Error('checkpoint moved');
    checkpoint = outcome.checkpoint;
  }
  return checkpoint;
}

describe('cases read model: rebuild from the first event as a bulk load (issue #33)', () => {
  const log = events(300);

  it('builds the same read model and every index as applying the events one batch at a time', () => {
    const bulk = openDatabase(':memory:');
    const live = openDatabase(':memory:');
    const bulkStore = new SqliteProjectionStore(bulk);
    const liveStore = new SqliteProjectionStore(live);
    const allIndexes = (liveStore.prepareNow(casesProjection), indexes(live));

    expect(catchUp(bulkStore, log, 50)).toBe(300n);
    // Live: every batch at the head of the log (no backlog), so no bulk load.
    expect(catchUp(liveStore, log, 1)).toBe(300n);

    expect(indexes(bulk)).toEqual(allIndexes);
    expect(bulkStore.dumpNow(casesProjection)).toEqual(liveStore.dumpNow(casesProjection));
    // The counters the triggers keep row by row were filled from the loaded rows.
    expect(counters(bulk)).toEqual(counters(live));
    expect(counters(bulk).length).toBeGreaterThan(2);
    // The indexes a rebuild built at the end answer as the ones kept row by row.
    const byRegister = (db: DatabaseSync) => db.prepare("SELECT id FROM rm_cases WHERE register_number = '1042'").all();
    expect(byRegister(bulk)).toEqual(byRegister(live));
  });

  it('moves the generation with every transaction of a bulk load, so search snapshots notice the new rows', () => {
    const db = openDatabase(':memory:');
    const store = new SqliteProjectionStore(db);
    let checkpoint = store.prepareNow(casesProjection);
    let seen = generation(db);
    for (let from = 0; from < 200; from += 50) {
      const outcome = store.applyNow(casesProjection, log.slice(from, from + 50), checkpoint, { backlog: true });
      if (outcome.kind !== 'applied') throw new Error('checkpoint moved');
      checkpoint = outcome.checkpoint;
      expect(generation(db)).toBeGreaterThan(seen);
      seen = generation(db);
    }
  });

  it('starts with every index again after a process stopped in the middle of a bulk load', () => {
    const db = openDatabase(':memory:');
    const store = new SqliteProjectionStore(db);
    const allIndexes = (store.prepareNow(casesProjection), indexes(db));
    const checkpoint = store.prepareNow(casesProjection);
    const outcome = store.applyNow(casesProjection, log.slice(0, 100), checkpoint, { backlog: true });
    expect(outcome.kind).toBe('applied');
    expect(indexes(db).length).toBeLessThan(allIndexes.length);

    // A new process: prepare finds the checkpoint at 100 and creates what is missing.
    const restarted = new SqliteProjectionStore(db);
    expect(restarted.prepareNow(casesProjection)).toBe(100n);
    expect(indexes(db)).toEqual(allIndexes);
    // The counters, whose triggers the bulk load had dropped, are filled from the rows it wrote.
    const oneByOne = openDatabase(':memory:');
    catchUp(new SqliteProjectionStore(oneByOne), log.slice(0, 100), 1);
    expect(counters(db)).toEqual(counters(oneByOne));
  });

  it('fills the counters only when their triggers are missing, not on every start', () => {
    const db = openDatabase(':memory:');
    const store = new SqliteProjectionStore(db);
    catchUp(store, log.slice(0, 50), 10);
    const kept = counters(db);
    // A start with the triggers in place reads nothing to fill them: a marked counter stays as it was.
    db.exec('UPDATE rm_case_activity SET n = n + 1000');
    new SqliteProjectionStore(db).prepareNow(casesProjection);
    expect(counters(db)).not.toEqual(kept);
    db.exec('UPDATE rm_case_activity SET n = n - 1000');
    // A database of an older version, without the triggers: filled from the rows.
    db.exec('DROP TRIGGER rm_cases_count_insert; DROP TRIGGER rm_cases_activity_insert');
    db.exec('DELETE FROM rm_case_counts; DELETE FROM rm_case_activity');
    new SqliteProjectionStore(db).prepareNow(casesProjection);
    expect(counters(db)).toEqual(kept);
  });

  it('goes on through the tail of a catch-up (read in short slices before the head) and completes at the head', () => {
    const db = openDatabase(':memory:');
    const live = openDatabase(':memory:');
    const store = new SqliteProjectionStore(db);
    const liveStore = new SqliteProjectionStore(live);
    const allIndexes = (store.prepareNow(casesProjection), indexes(db));
    catchUp(liveStore, log, 1);
    let checkpoint = store.prepareNow(casesProjection);
    const apply = (from: number, to: number, options: { backlog?: boolean; behind?: boolean }) => {
      const outcome = store.applyNow(casesProjection, log.slice(from, to), checkpoint, options);
      if (outcome.kind !== 'applied') throw new Error('checkpoint moved');
      checkpoint = outcome.checkpoint;
    };
    apply(0, 100, { backlog: true });
    // No backlog any more, but events wait behind the batch: still a bulk load.
    apply(100, 200, { backlog: false, behind: true });
    expect(indexes(db).length).toBeLessThan(allIndexes.length);
    apply(200, 300, {});
    expect(indexes(db)).toEqual(allIndexes);
    expect(store.dumpNow(casesProjection)).toEqual(liveStore.dumpNow(casesProjection));
    expect(counters(db)).toEqual(counters(live));
  });

  it('builds the deferred indexes one per transaction in the tail, so the end at the head holds the thread briefly', () => {
    const db = openDatabase(':memory:');
    const live = openDatabase(':memory:');
    const store = new SqliteProjectionStore(db);
    const indexCount = () =>
      (db.prepare("SELECT COUNT(*) AS n FROM sqlite_schema WHERE type = 'index'").get() as { n: number }).n;
    const allIndexes = (store.prepareNow(casesProjection), indexCount());
    catchUp(new SqliteProjectionStore(live), log, 1);
    let checkpoint = store.prepareNow(casesProjection);
    const apply = (from: number, to: number, options: { backlog?: boolean; behind?: boolean }) => {
      const outcome = store.applyNow(casesProjection, log.slice(from, to), checkpoint, options);
      if (outcome.kind !== 'applied') throw new Error('checkpoint moved');
      checkpoint = outcome.checkpoint;
      return indexCount();
    };
    const loading = apply(0, 100, { backlog: true });
    expect(allIndexes - loading).toBe(7);
    // Each transaction of the tail adds one; the rows written after an index exists go into it as usual.
    for (let i = 0; i < 7; i++) expect(apply(100 + i * 10, 110 + i * 10, { behind: true })).toBe(loading + i + 1);
    expect(apply(170, 200, { behind: true })).toBe(allIndexes);
    apply(200, log.length, {});
    expect(indexes(db)).toEqual(indexes(live));
    expect(store.dumpNow(casesProjection)).toEqual(new SqliteProjectionStore(live).dumpNow(casesProjection));
    expect(counters(db)).toEqual(counters(live));
  });

  it('keeps every index when the log is short (a fresh installation, a batch at the head)', () => {
    const db = openDatabase(':memory:');
    const store = new SqliteProjectionStore(db);
    const allIndexes = (store.prepareNow(casesProjection), indexes(db));
    catchUp(store, log.slice(0, 10), 50);
    expect(indexes(db)).toEqual(allIndexes);
  });

  describe('through the asynchronous port (a runner), what is left is built after each commit, off the event loop', () => {
    let dir: string;
    beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'bulk-load-'))));
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    /** A runner's catch-up: a backlog, then the tail in short batches, then the head. */
    async function runnerCatchUp(store: SqliteProjectionStore): Promise<void> {
      let checkpoint = store.prepareNow(casesProjection);
      const apply = async (from: number, to: number, options: { backlog?: boolean; behind?: boolean }) => {
        const outcome = await store.apply(casesProjection, log.slice(from, to), checkpoint, options);
        if (outcome.kind !== 'applied') throw new Error('checkpoint moved');
        checkpoint = outcome.checkpoint;
      };
      await apply(0, 100, { backlog: true });
      for (let from = 100; from < 200; from += 10) await apply(from, from + 10, { behind: true });
      await apply(200, log.length, {});
    }

    it('hands every piece to the thread of the file: each index in the tail, the counters with their triggers at the head', async () => {
      const location = join(dir, 'read-models.sqlite');
      const db = openDatabase(location, { rebuildable: true });
      // The thread's own connection to the same file, as the WAL checkpoint thread has.
      const thread = openDatabase(location, { rebuildable: true });
      const handed: string[] = [];
      const inTransactionOnMain: boolean[] = [];
      const store = new SqliteProjectionStore(db, [], async (_db, script) => {
        inTransactionOnMain.push(db.isTransaction);
        handed.push(script);
        thread.exec(`BEGIN IMMEDIATE; ${script}; COMMIT`);
        return true;
      });
      await runnerCatchUp(store);

      expect(handed).toHaveLength(8);
      expect(handed.slice(0, 7).every((script) => /^CREATE INDEX IF NOT EXISTS \w+ ON /.test(script))).toBe(true);
      expect(handed[7]).toMatch(/CREATE TRIGGER IF NOT EXISTS rm_cases_count_insert[\s\S]*INSERT INTO rm_case_counts/);
      // Never inside a transaction of this connection: the thread waits for no write lock held here.
      expect(inTransactionOnMain.every((open) => !open)).toBe(true);
      const live = openDatabase(':memory:');
      catchUp(new SqliteProjectionStore(live), log, 1);
      expect(indexes(db)).toEqual(indexes(live));
      expect(store.dumpNow(casesProjection)).toEqual(new SqliteProjectionStore(live).dumpNow(casesProjection));
      expect(counters(db)).toEqual(counters(live));
      thread.close();
      db.close();
    });

    it('builds the pieces itself where no thread runs (or the thread failed), with the same result', async () => {
      const db = openDatabase(join(dir, 'read-models.sqlite'), { rebuildable: true });
      let calls = 0;
      const store = new SqliteProjectionStore(db, [], async () => {
        calls++;
        if (calls % 2) return false; // no thread
        throw new Error('the WAL checkpoint thread stopped');
      });
      await runnerCatchUp(store);
      expect(calls).toBe(8);
      const live = openDatabase(':memory:');
      catchUp(new SqliteProjectionStore(live), log, 1);
      expect(indexes(db)).toEqual(indexes(live));
      expect(counters(db)).toEqual(counters(live));
      db.close();
    });
  });
});
