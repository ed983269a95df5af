import { DeciderSpecification } from '../../platform/command-handling/decider-specification.js';
import { importRunDecider, ImportRunNotOpen } from './import-run-decider.js';
import type { ImportRunEvent } from './import-run-events.js';

const spec = DeciderSpecification.for(importRunDecider);

const started: ImportRunEvent = {
  type: 'ImportRunStarted',
  data: {
    runId: 'run-1',
    session: 'Morning Session',
    trigger: 'scheduled',
    days: ['2026-11-20'],
    startedAt: '2026-11-20T07:30:00.000Z',
    ownerId: 'host-a:100:1',
    leaseUntil: '2026-11-20T07:31:00.000Z',
  },
};

const heartbeat: ImportRunEvent = {
  type: 'ImportRunHeartbeat',
  data: {
    runId: 'run-1',
    ownerId: 'host-a:100:1',
    at: '2026-11-20T07:30:45.000Z',
    leaseUntil: '2026-11-20T07:31:45.000Z',
  },
};

const closeAbandoned = (at: string) => ({ type: 'CloseAbandonedImportRun' as const, runId: 'run-1', at });

describe('import run decider', () => {
  it('starts a run owned by the starting process, with a lease', () => {
    spec
      .given([])
      .when({
        type: 'StartImportRun',
        runId: 'run-1',
        session: 'Morning Session',
        trigger: 'scheduled',
        days: ['2026-11-20'],
        at: '2026-11-20T07:30:00.000Z',
        ownerId: 'host-a:100:1',
        leaseUntil: '2026-11-20T07:31:00.000Z',
      })
      .then([started]);
  });

  it('extends the lease of a run on its owner heartbeat', () => {
    spec
      .given([started])
      .when({
        type: 'RenewImportRunLease',
        runId: 'run-1',
        ownerId: 'host-a:100:1',
        at: '2026-11-20T07:30:45.000Z',
        leaseUntil: '2026-11-20T07:31:45.000Z',
      })
      .then([heartbeat]);
  });

  it('tells the owner that it lost its run once another process closed it', () => {
    const closed: ImportRunEvent = {
      type: 'ImportRunFailed',
      data: {
        runId: 'run-1',
        session: 'Morning Session',
        days: [],
        newCases: 0,
        newNotices: 0,
        error: 'Unterbrochen: der importierende Prozess hat seine Lease nicht verlängert',
        durationMs: 120_000,
        failedAt: '2026-11-20T07:32:00.000Z',
      },
    };
    spec
      .given([started, closed])
      .when({
        type: 'RenewImportRunLease',
        runId: 'run-1',
        ownerId: 'host-a:100:1',
        at: '2026-11-20T07:32:10.000Z',
        leaseUntil: '2026-11-20T07:33:10.000Z',
      })
      .thenThrows(ImportRunNotOpen);
    spec
      .given([started, closed])
      .when({ type: 'CompleteImportRun', runId: 'run-1', days: [], errors: [], at: '2026-11-20T07:32:10.000Z' })
      .thenThrows(ImportRunNotOpen);
  });

  it('never touches a run whose owner still holds its lease', () => {
    spec.given([started]).when(closeAbandoned('2026-11-20T07:30:59.999Z')).then([]);
    spec.given([started, heartbeat]).when(closeAbandoned('2026-11-20T07:31:30.000Z')).then([]);
  });

  it('closes a run as interrupted once its lease expired without a heartbeat', () => {
    spec
      .given([started, heartbeat])
      .when(closeAbandoned('2026-11-20T07:31:45.000Z'))
      .then([
        {
          type: 'ImportRunFailed',
          data: {
            runId: 'run-1',
            session: 'Morning Session',
            days: [],
            newCases: 0,
            newNotices: 0,
            error: 'Unterbrochen: der importierende Prozess hat seine Lease nicht verlängert (beendet oder hängt)',
            reason: 'interrupted',
            durationMs: 45_000,
            failedAt: '2026-11-20T07:31:45.000Z',
          },
        },
      ]);
  });

  it('leaves a run alone that already ended', () => {
    const completed: ImportRunEvent = {
      type: 'ImportRunCompleted',
      data: {
        runId: 'run-1',
        session: 'Morning Session',
        days: [],
        newCases: 3,
        newNotices: 1,
        errors: [],
        durationMs: 30_000,
        completedAt: '2026-11-20T07:30:30.000Z',
      },
    };
    spec.given([started, completed]).when(closeAbandoned('2026-11-20T09:00:00.000Z')).then([]);
  });

  it('treats a run recorded before leases existed as expired: nothing renews it', () => {
    const legacy: ImportRunEvent = {
      type: 'ImportRunStarted',
      data: {
        runId: 'run-1',
        session: 'Morning Session',
        trigger: 'startup',
        days: ['2026-11-20'],
        startedAt: '2026-11-20T07:30:00.000Z',
      },
    };
    spec
      .given([legacy])
      .when(closeAbandoned('2026-11-20T07:30:00.001Z'))
      .then([
        {
          type: 'ImportRunFailed',
          data: {
            runId: 'run-1',
            session: 'Morning Session',
            days: [],
            newCases: 0,
            newNotices: 0,
            error: 'Unterbrochen: der importierende Prozess hat seine Lease nicht verlängert (beendet oder hängt)',
            reason: 'interrupted',
            durationMs: 0,
            failedAt: '2026-11-20T07:30:00.001Z',
          },
        },
      ]);
  });

  describe('progress', () => {
    const record = (day: string, newCases: number, ownerId = 'host-a:100:1') => ({
      type: 'RecordImportRunProgress' as const,
      runId: 'run-1',
      ownerId,
      day,
      listed: newCases + 3,
      fetched: newCases + 1,
      newCases,
      newNotices: 1,
      dayDone: false,
      portalReachedAt: '2026-11-20T07:30:40.000Z',
      at: '2026-11-20T07:30:41.000Z',
    });
    const progressed = (day: string, newCases: number): ImportRunEvent => {
      const { type: _type, ...data } = record(day, newCases);
      return { type: 'ImportRunProgressed', data };
    };

    it('records where the owner run stands', () => {
      spec
        .given([started])
        .when(record('2026-11-20', 12))
        .then([progressed('2026-11-20', 12)]);
    });

    it('refuses progress from a process that does not own the run, and after its end', () => {
      spec
        .given([started])
        .when(record('2026-11-20', 12, 'host-b:7:2'))
        .thenThrows(ImportRunNotOpen);
      spec
        .given([started, progressed('2026-11-20', 12)])
        .when({
          type: 'FailImportRun',
          runId: 'run-1',
          days: [],
          error: 'x',
          reason: 'error',
          at: '2026-11-20T07:31:00.000Z',
        })
        .then([
          {
            type: 'ImportRunFailed',
            data: {
              runId: 'run-1',
              session: 'Morning Session',
              days: [],
              newCases: 12,
              newNotices: 1,
              error: 'x',
              reason: 'error',
              durationMs: 60_000,
              failedAt: '2026-11-20T07:31:00.000Z',
            },
          },
        ]);
    });

    it('keeps the counts the days reached when the run is closed as interrupted', () => {
      spec
        .given([started, progressed('2026-11-20', 12), progressed('2026-11-20', 20)])
        .when(closeAbandoned('2026-11-20T07:35:00.000Z'))
        .then([
          {
            type: 'ImportRunFailed',
            data: {
              runId: 'run-1',
              session: 'Morning Session',
              days: [],
              newCases: 20,
              newNotices: 1,
              error: 'Unterbrochen: der importierende Prozess hat seine Lease nicht verlängert (beendet oder hängt)',
              reason: 'interrupted',
              durationMs: 41_000,
              failedAt: '2026-11-20T07:35:00.000Z',
            },
          },
        ]);
    });
  });
});
