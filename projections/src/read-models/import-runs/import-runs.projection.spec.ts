import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { DayImportSummary, ImportRunEvent } from '@insolvenz/backend/cases/domain/events.js';
import type { NewEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { SqliteEventStore } from '@insolvenz/backend/platform/event-store/sqlite/sqlite-event-store.js';
import { openDatabase } from '@insolvenz/backend/platform/sqlite/open-database.js';
import { importRunsProjection, type ImportRunDoc } from './import-runs.projection.js';
import { SqliteProjectionStore } from '../../store/sqlite/sqlite-projection-store.js';

const sqlite = (db: DatabaseSync) => new SqliteProjectionStore(db);

const STREAM = 'import-2026-11-20';
const OWNER = 'host:1:a';

const withMetadata = (event: ImportRunEvent): NewEvent => ({
  ...event,
  metadata: {
    eventId: randomUUID(),
    correlationId: 'c',
    causationId: null,
    actorId: 'system:importer',
    occurredAt: '2026-11-20T07:30:00.000Z',
    schemaVersion: 1,
  },
});

const started: ImportRunEvent = {
  type: 'ImportRunStarted',
  data: {
    runId: 'run-1',
    session: 'Morning Session',
    trigger: 'scheduled',
    days: ['2026-11-20', '2026-11-19'],
    startedAt: '2026-11-20T07:30:00.000Z',
    ownerId: OWNER,
    leaseUntil: '2026-11-20T07:31:00.000Z',
  },
};

const progressed = (
  day: string,
  counts: { listed: number; fetched: number; newCases: number; newNotices: number; requests?: number },
  at: string,
  dayDone = false,
): ImportRunEvent => ({
  type: 'ImportRunProgressed',
  data: { runId: 'run-1', ownerId: OWNER, day, ...counts, dayDone, portalReachedAt: at, at },
});

const summary = (day: string, newCases: number, complete = true): DayImportSummary => ({
  day,
  listed: newCases + 2,
  fetched: newCases + 1,
  newCases,
  newNotices: 1,
  unchanged: 0,
  failedNotices: 0,
  emptyTexts: 0,
  retries: 0,
  reLogins: 0,
  serverErrors: 0,
  complete,
});

describe('import-runs projection', () => {
  let store: SqliteEventStore;
  let live: DatabaseSync;
  let checkpoint: bigint;

  const record = async (...events: ImportRunEvent[]) => {
    await store.append(STREAM, events.map(withMetadata), { expectedRevision: 'any' });
    const batch = await store.readAll({ after: checkpoint, maxCount: 100 });
    checkpoint = sqlite(live).applyNow(importRunsProjection, batch, checkpoint).checkpoint;
  };
  const run = () =>
    JSON.parse((live.prepare('SELECT doc FROM rm_import_runs').get() as { doc: string }).doc) as ImportRunDoc;

  beforeEach(() => {
    store = new SqliteEventStore({ location: ':memory:' });
    live = openDatabase(':memory:');
    checkpoint = sqlite(live).prepareNow(importRunsProjection);
  });
  afterEach(async () => {
    await store.close();
    live.close();
  });

  it('shows a running run live: the day in flight, and totals over the days so far', async () => {
    await record(
      started,
      progressed(
        '2026-11-20',
        { listed: 40, fetched: 30, newCases: 25, newNotices: 5 },
        '2026-11-20T07:31:00.000Z',
        true,
      ),
      progressed('2026-11-19', { listed: 12, fetched: 10, newCases: 8, newNotices: 2 }, '2026-11-20T07:32:00.000Z'),
    );
    expect(run()).toMatchObject({
      status: 'running',
      newCases: 33,
      newNotices: 7,
      fetched: 40,
      progress: { day: '2026-11-19', dayNumber: 2, daysTotal: 2, fetched: 10, newCases: 8 },
      portalReachedAt: '2026-11-20T07:32:00.000Z',
    });
  });

  it('keeps the counts of a run closed as interrupted, and its reason', async () => {
    await record(
      started,
      progressed('2026-11-20', { listed: 40, fetched: 30, newCases: 25, newNotices: 5 }, '2026-11-20T07:31:00.000Z'),
      {
        type: 'ImportRunFailed',
        data: {
          runId: 'run-1',
          session: 'Morning Session',
          days: [],
          newCases: 25,
          newNotices: 5,
          error: 'Unterbrochen',
          reason: 'interrupted',
          durationMs: 60_000,
          failedAt: '2026-11-20T07:40:00.000Z',
        },
      },
    );
    expect(run()).toMatchObject({
      status: 'failed',
      newCases: 25,
      fetched: 30,
      failureReason: 'interrupted',
      errors: ['Unterbrochen'],
      progress: null,
    });
  });

  it('takes the final counts of a completed run from its day summaries', async () => {
    await record(
      started,
      progressed('2026-11-20', { listed: 5, fetched: 3, newCases: 2, newNotices: 0 }, '2026-11-20T07:31:00.000Z'),
      {
        type: 'ImportRunCompleted',
        data: {
          runId: 'run-1',
          session: 'Morning Session',
          days: [summary('2026-11-20', 10), summary('2026-11-19', 4, false)],
          newCases: 14,
          newNotices: 2,
          errors: ['Tag 2026-11-19 unvollständig, wird im nächsten Lauf wiederholt'],
          durationMs: 120_000,
          completedAt: '2026-11-20T07:32:00.000Z',
        },
      },
    );
    expect(run()).toMatchObject({
      status: 'completed',
      newCases: 14,
      newNotices: 2,
      listed: 18,
      fetched: 16,
      incompleteDays: ['2026-11-19'],
      failureReason: null,
      progress: null,
      finishedAt: '2026-11-20T07:32:00.000Z',
    });
  });

  it('adds up the portal requests of the days (the daily request budget), also of a run that ends without summaries', async () => {
    await record(
      started,
      progressed(
        '2026-11-20',
        { listed: 5, fetched: 3, newCases: 2, newNotices: 0, requests: 9 },
        '2026-11-20T07:31:00.000Z',
      ),
      progressed(
        '2026-11-19',
        { listed: 4, fetched: 0, newCases: 0, newNotices: 0, requests: 3 },
        '2026-11-20T07:32:00.000Z',
      ),
    );
    expect(run().requests).toBe(12);
    await record({
      type: 'ImportRunCompleted',
      data: {
        runId: 'run-1',
        session: 'Morning Session',
        // A summary with requests replaces the day's progress; one without (recorded before) keeps it.
        days: [{ ...summary('2026-11-20', 2), requests: 11 }, summary('2026-11-19', 0)],
        newCases: 2,
        newNotices: 2,
        errors: [],
        durationMs: 120_000,
        completedAt: '2026-11-20T07:33:00.000Z',
      },
    });
    expect(run().requests).toBe(14);
  });
});
