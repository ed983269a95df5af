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
            durationMs: 0,
            failedAt: '2026-11-20T07:30:00.001Z',
          },
        },
      ]);
  });
});
