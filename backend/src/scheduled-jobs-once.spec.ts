import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SchedulerRegistry } from '@nestjs/schedule';
import { ImportRunCommands } from './cases/import-runs/import-run-commands.js';
import { ImportRunner } from './cases/import-runs/import-runner.js';
import { RETENTION_RUNS_STREAM } from './cases/domain/retention-run-events.js';
import { fixedClock } from './platform/clock/clock.js';
import { EVENT_STORE, type EventStore } from './platform/event-store/event-store.port.js';
import { PROJECTIONS_HOST, type ProjectionsHost } from './platform/projections-host/projections-host.port.js';
import { PeriodClaims } from './platform/scheduling/period-claims.js';
import { startKurrentDbTestServerProcess } from './test/kurrentdb-test-server-process.js';
import { startTestApp, type TestApp } from './test/test-app.js';

/**
 * Two processes (two apps here) on one event store, both with the import session, the digest and the retention
 * cleanup scheduled: @nestjs/schedule fires in each, and exactly one of them runs each period's job, whether
 * the ticks come together or one comes after the other process's run has ended. On SQLite the apps share a
 * DATA_DIR; with TEST_EVENT_STORE=kurrentdb they share one KurrentDB test server.
 */
const SCHEDULES = {
  IMPORT_SCHEDULE: 'on',
  IMPORT_SESSIONS: '08:30 Morgensitzung',
  // The sessions' claims are under test, not the intraday poll's (e2e/src/import/intraday-poll.spec.ts).
  IMPORT_POLL_MINUTES: '0',
  ALERT_DIGEST_TIME: '09:00',
  RETENTION_CLEANUP_TIME: '03:00',
  // Nobody listens there: a session that starts keeps retrying until the app closes, which stops it.
  PORTAL_URL: 'http://127.0.0.1:9/',
};

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('scheduled jobs in two processes on one event store', () => {
  const clocks = [fixedClock('2026-11-24T06:00:00Z'), fixedClock('2026-11-24T06:00:00Z')];
  let dataDir: string;
  let kurrentDb: Awaited<ReturnType<typeof startKurrentDbTestServerProcess>> | null = null;
  let apps: TestApp[] = [];
  let env: Record<string, string>;

  const store = () => apps[0]!.app.get<EventStore>(EVENT_STORE);
  const fire = (app: TestApp, name: string) => app.app.get(SchedulerRegistry).getCronJob(name).fireOnTick();
  const ownerOf = (app: TestApp) => app.app.get(PeriodClaims).owner;
  // Nest's static Logger writes to the logger of the app created last: the two apps' lines are read together.
  const logged = (part: string) => apps.flatMap((app) => app.logger.lines).filter((line) => line.includes(part));
  /** The app whose claim is the period's stream's one event. */
  const claimant = async (job: string, period: string): Promise<TestApp> => {
    const { events } = await store().readStream(`schedule-${job}-${period}`);
    expect(events.map((event) => event.type)).toEqual(['ScheduledPeriodClaimed']);
    expect(events[0]!.data).toMatchObject({ job, period });
    const owner = (events[0]!.data as { owner: string }).owner;
    const app = apps.find((candidate) => ownerOf(candidate) === owner);
    if (!app) throw new Error(`the claim's owner ${owner} is neither app`);
    return app;
  };
  const eventsOf = async (stream: string, type: string) =>
    (await store().readStream(stream)).events.filter((event) => event.type === type);

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'scheduled-once-'));
    if (process.env.TEST_EVENT_STORE === 'kurrentdb') {
      kurrentDb = await startKurrentDbTestServerProcess(join(dataDir, 'kurrentdb'));
    }
    env = {
      DATA_DIR: dataDir,
      ...(kurrentDb ? { EVENT_STORE: 'kurrentdb', KURRENTDB_URL: kurrentDb.connectionString } : {}),
    };
    await recordEarlierRun(env);
    apps = [
      await startTestApp({ ...env, ...SCHEDULES }, { clock: clocks[0] }),
      await startTestApp({ ...env, ...SCHEDULES }, { clock: clocks[1] }),
    ];
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await kurrentDb?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starts the import session in one process when both ticks fire together', async () => {
    // 08:30 Berlin is 07:30 UTC; the second process's tick comes a little early.
    clocks[0].set('2026-11-24T07:30:00.150Z');
    clocks[1].set('2026-11-24T07:29:59.850Z');
    await Promise.all(apps.map((app) => fire(app, 'import 08:30 Morgensitzung')));

    await until('the skipping process', () => (logged('skipped: import').length > 0 ? true : undefined));
    const started = await until('the started session', async () => {
      const events = await eventsOf('import-2026-11-24', 'ImportRunStarted');
      return events.length > 0 ? events : undefined;
    });
    expect(started).toHaveLength(1);
    const runner = await claimant('import', '2026-11-24T08:30');
    expect(started[0]!.data).toMatchObject({
      trigger: 'scheduled',
      session: 'Morgensitzung',
      ownerId: runner.app.get(ImportRunner).ownerId,
    });
    expect(logged('skipped: import')).toEqual([
      expect.stringContaining(`skipped: import 2026-11-24T08:30 runs in process ${ownerOf(runner)}`),
    ]);
  });

  it('sends the day’s digest from one process when both ticks fire together', async () => {
    clocks[0].set('2026-11-24T08:00:00.300Z');
    clocks[1].set('2026-11-24T08:00:00.020Z');
    await Promise.all(apps.map((app) => fire(app, 'alert digest')));

    await until('both processes done with the tick', () =>
      logged('digest run:').length + logged('skipped: digest').length >= 2 ? true : undefined,
    );
    expect(logged('digest run:')).toHaveLength(1);
    const runner = await claimant('digest', '2026-11-24');
    expect(logged('skipped: digest')).toEqual([
      expect.stringContaining(`skipped: digest 2026-11-24 runs in process ${ownerOf(runner)}`),
    ]);
  });

  it('runs the day’s cleanup once, also when the other process ticks after that run ended', async () => {
    // 03:00 Berlin is 02:00 UTC: the first process runs the cleanup to its end before the second one's tick.
    const [first, second] = apps as [TestApp, TestApp];
    clocks[0].set('2026-11-24T02:00:00.010Z');
    await fire(first, 'retention 03:00');
    await until('the cleanup to end', async () =>
      (await eventsOf(RETENTION_RUNS_STREAM, 'RetentionCleanupCompleted')).length > 0 ? true : undefined,
    );
    clocks[1].set('2026-11-24T02:00:04.000Z');
    await fire(second, 'retention 03:00');
    await until('the second process to skip', () => (logged('skipped: retention').length > 0 ? true : undefined));

    expect(await eventsOf(RETENTION_RUNS_STREAM, 'RetentionCleanupStarted')).toHaveLength(1);
    expect(await claimant('retention', '2026-11-24')).toBe(first);
    expect(logged('skipped: retention')).toEqual([
      expect.stringContaining(`skipped: retention 2026-11-24 runs in process ${ownerOf(first)}`),
    ]);

    // The next day is a new period, claimed by whichever process ticks first.
    clocks[1].set('2026-11-25T02:00:00.100Z');
    await fire(second, 'retention 03:00');
    await until('the next day’s cleanup', async () =>
      (await eventsOf(RETENTION_RUNS_STREAM, 'RetentionCleanupCompleted')).length === 2 ? true : undefined,
    );
    expect(await claimant('retention', '2026-11-25')).toBe(second);
    expect(logged('skipped: retention')).toHaveLength(1);
  });
});

/**
 * An import run of an earlier day, finished: without it, each app would start its first import ("Erstimport")
 * at start-up, which is not what this spec is about.
 */
async function recordEarlierRun(env: Record<string, string>): Promise<void> {
  const setup = await startTestApp(env);
  try {
    const commands = setup.app.get(ImportRunCommands);
    const runId = randomUUID();
    const at = '2026-11-23T16:30:00.000Z';
    await commands.decide(
      'import-2026-11-23',
      {
        type: 'StartImportRun',
        runId,
        session: 'Nachmittagssitzung',
        trigger: 'scheduled',
        days: ['2026-11-23'],
        at,
        ownerId: 'setup',
        leaseUntil: '2026-11-23T16:31:00.000Z',
      },
      randomUUID(),
    );
    await commands.decide(
      'import-2026-11-23',
      { type: 'CompleteImportRun', runId, days: [], errors: [], at: '2026-11-23T16:30:30.000Z' },
      randomUUID(),
    );
    const store = setup.app.get<EventStore>(EVENT_STORE);
    await setup.app.get<ProjectionsHost>(PROJECTIONS_HOST).waitFor(await store.headPosition());
  } finally {
    await setup.close();
  }
}
