import { DeciderSpecification } from '../../platform/command-handling/decider-specification.js';
import {
  CleanupAlreadyRunning,
  CleanupLeaseLost,
  INTERRUPTED_MESSAGE,
  retentionRunDecider,
  type RetentionRunCommand,
} from './retention-run-decider.js';
import type { RetentionRunEvent } from './retention-run-events.js';

const spec = DeciderSpecification.for(retentionRunDecider);
const cutoffs = { individuals: '2026-11-07', companies: '2026-10-22' };
const noCounts = { individualsDeleted: 0, companiesDeleted: 0, totalDeleted: 0 };

const start = (runId: string, owner: string, at: string, leaseExpiresAt: string): RetentionRunCommand => ({
  type: 'StartCleanup',
  runId,
  owner,
  at,
  leaseExpiresAt,
  trigger: 'manual',
  total: 10,
  cutoffs,
});
const startedA: RetentionRunEvent = {
  type: 'RetentionCleanupStarted',
  data: {
    runId: 'run-a',
    trigger: 'scheduled',
    owner: 'host:1',
    leaseExpiresAt: '2026-11-21T09:01:00.000Z',
    total: 10,
    cutoffs,
    startedAt: '2026-11-21T09:00:00.000Z',
    resumes: null,
  },
};
const progressA: RetentionRunEvent = {
  type: 'RetentionCleanupProgressed',
  data: {
    runId: 'run-a',
    individualsDeleted: 3,
    companiesDeleted: 1,
    totalDeleted: 4,
    leaseExpiresAt: '2026-11-21T09:02:00.000Z',
    at: '2026-11-21T09:01:00.000Z',
  },
};
const counts = { individualsDeleted: 6, companiesDeleted: 4, totalDeleted: 10 };

describe('retention run decider', () => {
  it('starts a run when none is open', () => {
    spec
      .given([])
      .when(start('run-b', 'host:2', '2026-11-21T10:00:00.000Z', '2026-11-21T10:01:00.000Z'))
      .then([
        {
          type: 'RetentionCleanupStarted',
          data: {
            runId: 'run-b',
            trigger: 'manual',
            owner: 'host:2',
            leaseExpiresAt: '2026-11-21T10:01:00.000Z',
            total: 10,
            cutoffs,
            startedAt: '2026-11-21T10:00:00.000Z',
            resumes: null,
          },
        },
      ]);
  });

  it('refuses a second run while the first one holds a valid lease, in any process', () => {
    spec
      .given([startedA, progressA])
      .when(start('run-b', 'host:2', '2026-11-21T09:01:30.000Z', '2026-11-21T09:02:30.000Z'))
      .thenThrows(CleanupAlreadyRunning, /Eine Bereinigung läuft bereits/);
  });

  it('closes a run whose lease expired and continues it with the new run', () => {
    spec
      .given([startedA, progressA])
      .when(start('run-b', 'host:2', '2026-11-21T09:02:00.001Z', '2026-11-21T09:03:00.000Z'))
      .then([
        {
          type: 'RetentionCleanupFailed',
          data: {
            runId: 'run-a',
            trigger: 'scheduled',
            individualsDeleted: 3,
            companiesDeleted: 1,
            totalDeleted: 4,
            error: INTERRUPTED_MESSAGE,
            startedAt: '2026-11-21T09:00:00.000Z',
            failedAt: '2026-11-21T09:02:00.001Z',
          },
        },
        {
          type: 'RetentionCleanupStarted',
          data: {
            runId: 'run-b',
            trigger: 'manual',
            owner: 'host:2',
            leaseExpiresAt: '2026-11-21T09:03:00.000Z',
            total: 10,
            cutoffs,
            startedAt: '2026-11-21T09:02:00.001Z',
            resumes: 'run-a',
          },
        },
      ]);
  });

  it('resumes an interrupted run only after its lease expired, keeping its trigger', () => {
    const resume = (at: string): RetentionRunCommand => ({
      type: 'ResumeCleanup',
      interruptedRunId: 'run-a',
      runId: 'run-c',
      owner: 'host:3',
      at,
      leaseExpiresAt: '2026-11-21T09:10:00.000Z',
      total: 6,
      cutoffs,
    });
    spec.given([startedA]).when(resume('2026-11-21T09:00:30.000Z')).thenThrows(CleanupAlreadyRunning);
    spec
      .given([startedA])
      .when(resume('2026-11-21T09:05:00.000Z'))
      .then([
        {
          type: 'RetentionCleanupFailed',
          data: {
            runId: 'run-a',
            trigger: 'scheduled',
            ...noCounts,
            error: INTERRUPTED_MESSAGE,
            startedAt: '2026-11-21T09:00:00.000Z',
            failedAt: '2026-11-21T09:05:00.000Z',
          },
        },
        {
          type: 'RetentionCleanupStarted',
          data: {
            runId: 'run-c',
            trigger: 'scheduled',
            owner: 'host:3',
            leaseExpiresAt: '2026-11-21T09:10:00.000Z',
            total: 6,
            cutoffs,
            startedAt: '2026-11-21T09:05:00.000Z',
            resumes: 'run-a',
          },
        },
      ]);
    // Someone else resumed or finished it meanwhile: nothing to do.
    const completedA: RetentionRunEvent = {
      type: 'RetentionCleanupCompleted',
      data: {
        runId: 'run-a',
        trigger: 'scheduled',
        ...counts,
        cutoffs,
        startedAt: '2026-11-21T09:00:00.000Z',
        completedAt: '2026-11-21T09:03:00.000Z',
      },
    };
    spec.given([startedA, completedA]).when(resume('2026-11-21T09:05:00.000Z')).then([]);
  });

  it('renews the lease with every progress report of the owner', () => {
    spec
      .given([startedA])
      .when({
        type: 'RecordCleanupProgress',
        runId: 'run-a',
        owner: 'host:1',
        at: '2026-11-21T09:01:00.000Z',
        leaseExpiresAt: '2026-11-21T09:02:00.000Z',
        counts: { individualsDeleted: 3, companiesDeleted: 1, totalDeleted: 4 },
      })
      .then([progressA]);
  });

  it('lets only the owner report, and not after another process took the run over', () => {
    const progress = (owner: string): RetentionRunCommand => ({
      type: 'RecordCleanupProgress',
      runId: 'run-a',
      owner,
      at: '2026-11-21T09:03:00.000Z',
      leaseExpiresAt: '2026-11-21T09:04:00.000Z',
      counts,
    });
    spec.given([startedA]).when(progress('host:2')).thenThrows(CleanupLeaseLost);
    const takenOver = retentionRunDecider.decide(
      start('run-b', 'host:2', '2026-11-21T09:02:30.000Z', '2026-11-21T09:03:30.000Z'),
      fold([startedA, progressA]),
    );
    spec
      .given([startedA, progressA, ...takenOver])
      .when(progress('host:1'))
      .thenThrows(CleanupLeaseLost);
  });

  it('completes the run with its counts, trigger and cutoffs; a completed run takes no more reports', () => {
    const complete: RetentionRunCommand = {
      type: 'CompleteCleanup',
      runId: 'run-a',
      owner: 'host:1',
      at: '2026-11-21T09:03:00.000Z',
      counts,
    };
    const completed: RetentionRunEvent = {
      type: 'RetentionCleanupCompleted',
      data: {
        runId: 'run-a',
        trigger: 'scheduled',
        ...counts,
        cutoffs,
        startedAt: '2026-11-21T09:00:00.000Z',
        completedAt: '2026-11-21T09:03:00.000Z',
      },
    };
    spec.given([startedA, progressA]).when(complete).then([completed]);
    spec.given([startedA, progressA, completed]).when(complete).thenThrows(CleanupLeaseLost);
    spec
      .given([startedA, completed])
      .when(start('run-b', 'host:2', '2026-11-21T09:03:01.000Z', '2026-11-21T09:04:01.000Z'))
      .then([
        {
          type: 'RetentionCleanupStarted',
          data: {
            runId: 'run-b',
            trigger: 'manual',
            owner: 'host:2',
            leaseExpiresAt: '2026-11-21T09:04:01.000Z',
            total: 10,
            cutoffs,
            startedAt: '2026-11-21T09:03:01.000Z',
            resumes: null,
          },
        },
      ]);
  });

  it('records a failure of the owner with the counts reached', () => {
    spec
      .given([startedA, progressA])
      .when({
        type: 'FailCleanup',
        runId: 'run-a',
        owner: 'host:1',
        at: '2026-11-21T09:01:10.000Z',
        counts: { individualsDeleted: 3, companiesDeleted: 1, totalDeleted: 4 },
        error: 'disk I/O error',
      })
      .then([
        {
          type: 'RetentionCleanupFailed',
          data: {
            runId: 'run-a',
            trigger: 'scheduled',
            individualsDeleted: 3,
            companiesDeleted: 1,
            totalDeleted: 4,
            error: 'disk I/O error',
            startedAt: '2026-11-21T09:00:00.000Z',
            failedAt: '2026-11-21T09:01:10.000Z',
          },
        },
      ]);
  });
});

function fold(events: RetentionRunEvent[]) {
  return events.reduce((state, event) => retentionRunDecider.evolve(state, event), retentionRunDecider.initialState());
}
