import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import type { AppConfig } from '../../platform/config/app-config.js';
import type { PeriodClaims } from '../../platform/scheduling/period-claims.js';
import type { ImportRunFailureReason } from '../domain/import-run-events.js';
import type { AbandonedRuns } from './abandoned-runs.js';
import { ImportRetry } from './import-retry.js';
import type { ImportRunner, ImportRunResult } from './import-runner.js';
import { ImportScheduler } from './import-scheduler.js';
import { ReadModelsBehind } from './read-models-caught-up.js';
import { ReadModelAheadOfLog } from '../../platform/projections-host/projections-host.port.js';
import { within } from '../../test/within.js';

/** A runner whose runs end with the given reasons in turn (undefined: completed); resolves once `expected` started. */
function scriptedRunner(reasons: readonly (ImportRunFailureReason | undefined)[], expected: number) {
  const started: string[][] = [];
  let allStarted!: () => void;
  const done = new Promise<void>((resolve) => (allStarted = resolve));
  const runner = {
    pollRunning: false,
    settled: async () => undefined,
    stop: async () => undefined,
    start: async (trigger: string, session: string) => {
      const reason = reasons[started.length];
      started.push([trigger, session]);
      if (started.length === expected) allStarted();
      const result: ImportRunResult =
        reason === undefined
          ? { runId: `run-${started.length}`, status: 'completed', days: [] }
          : { runId: `run-${started.length}`, status: 'failed', days: [], reason };
      return { runId: result.runId, done: Promise.resolve(result) };
    },
  };
  return { runner, started, allStarted: done };
}

function schedulerWith(
  runner: ReturnType<typeof scriptedRunner>['runner'],
  abandoned = { close: async () => 0, noRunYet: async () => false } as unknown as AbandonedRuns,
  leaseMs = 3_600_000,
) {
  const config = {
    work: { schedulers: true },
    import: {
      onStart: true,
      scheduled: true,
      // One session, at most a day away: the 1 ms retries always come first.
      sessions: [{ time: '03:00', name: 'Nachtlauf' }],
      retry: { firstMs: 1, maxMs: 4 },
      leaseMs,
    },
  } as unknown as AppConfig;
  return new ImportScheduler(
    runner as unknown as ImportRunner,
    abandoned,
    new SchedulerRegistry(),
    {} as PeriodClaims,
    config,
  );
}

describe('the import scheduler after a failed run', () => {
  let scheduler: ImportScheduler | undefined;
  afterEach(async () => {
    await scheduler?.onApplicationShutdown();
    jest.restoreAllMocks();
  });

  it('retries a run that found the read models too far behind, as one that could not reach the portal', async () => {
    const { runner, started, allStarted } = scriptedRunner(
      ['read_models_behind', 'portal_unreachable', 'read_models_behind', undefined],
      4,
    );
    scheduler = schedulerWith(runner);
    await scheduler.onApplicationBootstrap();
    await within(
      10_000,
      'the retries started',
      () => allStarted,
      () => started,
    );
    expect(started).toEqual([
      ['startup', 'Import beim Start'],
      ['scheduled', 'Wiederholung (Lesemodelle im Rückstand)'],
      ['scheduled', 'Wiederholung (Portal nicht erreichbar)'],
      ['scheduled', 'Wiederholung (Lesemodelle im Rückstand)'],
    ]);
  });

  it('does not retry an internal error, a lost lease, an abort or a spent budget before the next session', async () => {
    const afterRun = ImportRetry.prototype.afterRun;
    for (const reason of ['error', 'interrupted', 'aborted', 'budget_spent'] as const) {
      const { runner, started } = scriptedRunner([reason], 1);
      // What the retry policy answered after the run: the moment of a retry, or null for none.
      const answered = new Promise<Date | null>((resolve) =>
        jest.spyOn(ImportRetry.prototype, 'afterRun').mockImplementationOnce(function (this: ImportRetry, ...args) {
          const at = afterRun.apply(this, args);
          resolve(at);
          return at;
        }),
      );
      scheduler = schedulerWith(runner);
      await scheduler.onApplicationBootstrap();
      expect(await answered).toBeNull();
      expect(started).toEqual([['startup', 'Import beim Start']]);
      await scheduler.onApplicationShutdown();
      scheduler = undefined;
      jest.restoreAllMocks();
    }
  });

  it('starts without waiting for the read models, which a rebuild may keep busy for minutes', async () => {
    const { runner, started, allStarted } = scriptedRunner([undefined], 1);
    let caughtUp!: () => void;
    const abandoned = {
      close: () => new Promise<number>((resolve) => (caughtUp = () => resolve(0))),
      noRunYet: async () => false,
    } as unknown as AbandonedRuns;
    scheduler = schedulerWith(runner, abandoned);
    // The application's start (and the embedded API's listening) goes on while the read models catch up.
    await scheduler.onApplicationBootstrap();
    expect(started).toEqual([]);
    caughtUp();
    await within(
      10_000,
      'the start-up import',
      () => allStarted,
      () => started,
    );
    expect(started).toEqual([['startup', 'Import beim Start']]);
  });

  it('with read models built from another log, starts no import and stops at once when asked', async () => {
    const errors: string[] = [];
    let logged!: () => void;
    const refusalLogged = new Promise<void>((resolve) => (logged = resolve));
    jest.spyOn(Logger.prototype, 'error').mockImplementation((message: unknown) => {
      errors.push(String(message));
      logged();
    });
    const { runner, started } = scriptedRunner([undefined], 1);
    const abandoned = {
      close: async () => {
        throw new ReadModelAheadOfLog('import-runs', 90n, 10n);
      },
      noRunYet: async () => false,
    } as unknown as AbandonedRuns;
    scheduler = schedulerWith(runner, abandoned);
    await scheduler.onApplicationBootstrap();
    await within(
      10_000,
      'the refusal in the log',
      () => refusalLogged,
      () => errors,
    );
    expect(errors[0]).toMatch(
      /^read model import-runs is at position 90, .*; the start-up import waits until they are rebuilt$/,
    );
    // The wait for a rebuild (30 s between looks) ends with the shutdown.
    await scheduler.onApplicationShutdown();
    scheduler = undefined;
    expect(started).toEqual([]);
  });

  it('postpones the sweep of abandoned runs with a warning while the read models catch up, no error', async () => {
    const warnings: string[] = [];
    const errors: unknown[] = [];
    jest.spyOn(Logger.prototype, 'warn').mockImplementation((message: unknown) => void warnings.push(String(message)));
    jest.spyOn(Logger.prototype, 'error').mockImplementation((message: unknown) => void errors.push(message));
    let sweeps = 0;
    let swept!: () => void;
    const twoSweeps = new Promise<void>((resolve) => (swept = resolve));
    const abandoned = {
      // The start's wait succeeds; every sweep after it finds the read models behind.
      close: async () => {
        if (sweeps++ === 0) return 0;
        if (sweeps === 3) swept();
        throw new ReadModelsBehind(14_839_530n, 120_000);
      },
      noRunYet: async () => false,
    } as unknown as AbandonedRuns;
    scheduler = schedulerWith(scriptedRunner([undefined], 1).runner, abandoned, 40);
    await scheduler.onApplicationBootstrap();
    await within(
      10_000,
      'two sweeps',
      () => twoSweeps,
      () => sweeps,
    );
    await scheduler.onApplicationShutdown();
    scheduler = undefined;
    expect(warnings).toContain(
      'closing abandoned runs postponed: the read models did not reach position 14839530 within 120 s; the next ' +
        'sweep tries again',
    );
    expect(errors).toEqual([]);
  });
});
