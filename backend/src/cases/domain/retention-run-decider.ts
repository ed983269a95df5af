import type { Decider } from '../../platform/command-handling/decider.js';
import { DomainError } from '../../platform/command-handling/domain-error.js';
import type {
  CleanupCounts,
  CleanupCutoffs,
  CleanupTrigger,
  RetentionCleanupFailed,
  RetentionCleanupStarted,
  RetentionRunEvent,
} from './retention-run-events.js';

interface Lease {
  readonly runId: string;
  readonly owner: string;
  readonly at: string;
  readonly leaseExpiresAt: string;
}

export type RetentionRunCommand =
  | (Lease & {
      readonly type: 'StartCleanup';
      readonly trigger: CleanupTrigger;
      readonly total: number;
      readonly cutoffs: CleanupCutoffs;
    })
  /** Continue `interruptedRunId` under a new run id, if it is still open and its lease has expired. */
  | (Lease & {
      readonly type: 'ResumeCleanup';
      readonly interruptedRunId: string;
      readonly total: number;
      readonly cutoffs: CleanupCutoffs;
    })
  | (Lease & { readonly type: 'RecordCleanupProgress'; readonly counts: CleanupCounts })
  | {
      readonly type: 'CompleteCleanup';
      readonly runId: string;
      readonly owner: string;
      readonly at: string;
      readonly counts: CleanupCounts;
    }
  | {
      readonly type: 'FailCleanup';
      readonly runId: string;
      readonly owner: string;
      readonly at: string;
      readonly counts: CleanupCounts;
      readonly error: string;
    };

/** The latest run of the stream (runs never overlap, so the latest is the only one that can be open). */
export interface OpenRun {
  readonly runId: string;
  readonly trigger: CleanupTrigger;
  readonly owner: string;
  readonly leaseExpiresAt: string;
  readonly startedAt: string;
  readonly cutoffs: CleanupCutoffs;
  readonly counts: CleanupCounts;
}

export interface RetentionRunsState {
  readonly open: OpenRun | null;
}

export const INTERRUPTED_MESSAGE =
  'Bereinigung unterbrochen: der ausführende Prozess hat sich nicht mehr gemeldet; eine neue Bereinigung setzt sie fort';

export class CleanupAlreadyRunning extends DomainError {
  constructor(readonly run: OpenRun) {
    super(
      'conflict',
      'cleanup_running',
      'Eine Bereinigung läuft bereits. Bitte warten Sie, bis sie abgeschlossen ist.',
    );
  }
}

/** The run was closed or taken over by another process (its lease had expired): this process must stop. */
export class CleanupLeaseLost extends DomainError {
  constructor(runId: string) {
    super('conflict', 'cleanup_lease_lost', `Bereinigung ${runId} gehört nicht mehr diesem Prozess`);
  }
}

const leaseValid = (run: OpenRun, at: string) => Date.parse(run.leaseExpiresAt) > Date.parse(at);

function closeInterrupted(run: OpenRun, at: string): RetentionCleanupFailed {
  return {
    type: 'RetentionCleanupFailed',
    data: {
      runId: run.runId,
      trigger: run.trigger,
      ...run.counts,
      error: INTERRUPTED_MESSAGE,
      startedAt: run.startedAt,
      failedAt: at,
    },
  };
}

function started(
  command: Lease & { total: number; cutoffs: CleanupCutoffs },
  trigger: CleanupTrigger,
  resumes: string | null,
): RetentionCleanupStarted {
  const { runId, owner, leaseExpiresAt, total, cutoffs, at } = command;
  return {
    type: 'RetentionCleanupStarted',
    data: { runId, trigger, owner, leaseExpiresAt, total, cutoffs, startedAt: at, resumes },
  };
}

function ownedRun(state: RetentionRunsState, runId: string, owner: string): OpenRun {
  const run = state.open;
  if (!run || run.runId !== runId || run.owner !== owner) throw new CleanupLeaseLost(runId);
  return run;
}

const NO_COUNTS: CleanupCounts = { individualsDeleted: 0, companiesDeleted: 0, totalDeleted: 0 };

/**
 * Retention cleanup runs (`retention-runs`): one at a time across processes. A run is started only while no
 * other run holds a valid lease; a run whose owner stopped renewing is closed as failed and continued by a new
 * run. Only the owner records progress and the outcome, and the append with the revision read makes a
 * concurrent takeover fail instead of interleaving.
 */
export const retentionRunDecider: Decider<RetentionRunCommand, RetentionRunEvent, RetentionRunsState> = {
  initialState: () => ({ open: null }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'RetentionCleanupStarted': {
        const { runId, trigger, owner, leaseExpiresAt, startedAt, cutoffs } = event.data;
        return { open: { runId, trigger, owner, leaseExpiresAt, startedAt, cutoffs, counts: NO_COUNTS } };
      }
      case 'RetentionCleanupProgressed': {
        if (state.open?.runId !== event.data.runId) return state;
        const { individualsDeleted, companiesDeleted, totalDeleted, leaseExpiresAt } = event.data;
        return {
          open: { ...state.open, leaseExpiresAt, counts: { individualsDeleted, companiesDeleted, totalDeleted } },
        };
      }
      case 'RetentionCleanupCompleted':
      case 'RetentionCleanupFailed':
        return state.open?.runId === event.data.runId ? { open: null } : state;
    }
  },
  decide: (command, state) => {
    const open = state.open;
    switch (command.type) {
      case 'StartCleanup':
        if (!open) return [started(command, command.trigger, null)];
        if (leaseValid(open, command.at)) throw new CleanupAlreadyRunning(open);
        return [closeInterrupted(open, command.at), started(command, command.trigger, open.runId)];
      case 'ResumeCleanup':
        if (!open || open.runId !== command.interruptedRunId) return [];
        if (leaseValid(open, command.at)) throw new CleanupAlreadyRunning(open);
        return [closeInterrupted(open, command.at), started(command, open.trigger, open.runId)];
      case 'RecordCleanupProgress': {
        ownedRun(state, command.runId, command.owner);
        const { runId, leaseExpiresAt, at, counts } = command;
        return [{ type: 'RetentionCleanupProgressed', data: { runId, ...counts, leaseExpiresAt, at } }];
      }
      case 'CompleteCleanup': {
        const run = ownedRun(state, command.runId, command.owner);
        return [
          {
            type: 'RetentionCleanupCompleted',
            data: {
              runId: run.runId,
              trigger: run.trigger,
              ...command.counts,
              cutoffs: run.cutoffs,
              startedAt: run.startedAt,
              completedAt: command.at,
            },
          },
        ];
      }
      case 'FailCleanup': {
        const run = ownedRun(state, command.runId, command.owner);
        return [
          {
            type: 'RetentionCleanupFailed',
            data: {
              runId: run.runId,
              trigger: run.trigger,
              ...command.counts,
              error: command.error,
              startedAt: run.startedAt,
              failedAt: command.at,
            },
          },
        ];
      }
    }
  },
};
