import type { Decider } from '../../platform/command-handling/decider.js';
import { DomainError } from '../../platform/command-handling/domain-error.js';
import type { DayImportSummary, ImportRunEvent } from './import-run-events.js';

export type ImportRunCommand =
  | {
      readonly type: 'StartImportRun';
      readonly runId: string;
      readonly session: string;
      readonly trigger: 'scheduled' | 'manual' | 'startup';
      readonly days: readonly string[];
      readonly at: string;
      readonly ownerId: string;
      readonly leaseUntil: string;
    }
  | {
      /** The owner's heartbeat. */
      readonly type: 'RenewImportRunLease';
      readonly runId: string;
      readonly ownerId: string;
      readonly at: string;
      readonly leaseUntil: string;
    }
  | {
      /** Any process: closes the run as interrupted if, at `at`, its owner's lease has expired. */
      readonly type: 'CloseAbandonedImportRun';
      readonly runId: string;
      readonly at: string;
    }
  | {
      readonly type: 'CompleteImportRun';
      readonly runId: string;
      readonly days: readonly DayImportSummary[];
      readonly errors: readonly string[];
      readonly at: string;
    }
  | {
      readonly type: 'FailImportRun';
      readonly runId: string;
      readonly days: readonly DayImportSummary[];
      readonly error: string;
      readonly at: string;
    };

interface RunState {
  readonly session: string;
  readonly startedAt: string;
  readonly finished: boolean;
  readonly ownerId: string | null;
  readonly leaseUntil: string;
  /** Start or last heartbeat: the last moment the owner is known to have worked on the run. */
  readonly lastSeenAt: string;
}

export type ImportDayState = ReadonlyMap<string, RunState>;

export class ImportRunNotOpen extends DomainError {
  constructor(runId: string) {
    super('conflict', 'import_run_not_open', `Importlauf ${runId} ist nicht offen`);
  }
}

export const ABANDONED_RUN_ERROR =
  'Unterbrochen: der importierende Prozess hat seine Lease nicht verlängert (beendet oder hängt)';

const sum = (days: readonly DayImportSummary[], key: 'newCases' | 'newNotices') => days.reduce((n, d) => n + d[key], 0);

/**
 * The runs of one Berlin day (`import-<yyyy-mm-dd>`): each run starts once and ends once. Only the owner
 * renews, completes or fails its run; another process may close it only after the lease expired, so a run
 * whose owner is alive is never closed behind its back.
 */
export const importRunDecider: Decider<ImportRunCommand, ImportRunEvent, ImportDayState> = {
  initialState: () => new Map(),
  evolve: (state, event) => {
    const next = new Map(state);
    const run = state.get(event.data.runId);
    if (event.type === 'ImportRunStarted') {
      const { session, startedAt, ownerId, leaseUntil } = event.data;
      // A run recorded before leases existed has no owner that could renew it: its lease ended at the start.
      next.set(event.data.runId, {
        session,
        startedAt,
        finished: false,
        ownerId: ownerId ?? null,
        leaseUntil: leaseUntil ?? startedAt,
        lastSeenAt: startedAt,
      });
    } else if (run && event.type === 'ImportRunHeartbeat') {
      next.set(event.data.runId, { ...run, leaseUntil: event.data.leaseUntil, lastSeenAt: event.data.at });
    } else if (run) {
      next.set(event.data.runId, { ...run, finished: true });
    }
    return next;
  },
  decide: (command, state) => {
    const run = state.get(command.runId);
    if (command.type === 'StartImportRun') {
      if (run) return [];
      const { runId, session, trigger, days, at, ownerId, leaseUntil } = command;
      return [
        { type: 'ImportRunStarted', data: { runId, session, trigger, days, startedAt: at, ownerId, leaseUntil } },
      ];
    }
    if (command.type === 'CloseAbandonedImportRun') {
      if (!run || run.finished || Date.parse(command.at) < Date.parse(run.leaseUntil)) return [];
      return [
        {
          type: 'ImportRunFailed',
          data: {
            runId: command.runId,
            session: run.session,
            days: [],
            newCases: 0,
            newNotices: 0,
            error: ABANDONED_RUN_ERROR,
            durationMs: Math.max(0, Date.parse(run.lastSeenAt) - Date.parse(run.startedAt)),
            failedAt: command.at,
          },
        },
      ];
    }
    if (!run || run.finished) throw new ImportRunNotOpen(command.runId);
    if (command.type === 'RenewImportRunLease') {
      if (run.ownerId !== command.ownerId) throw new ImportRunNotOpen(command.runId);
      const { runId, ownerId, at, leaseUntil } = command;
      return [{ type: 'ImportRunHeartbeat', data: { runId, ownerId, at, leaseUntil } }];
    }
    const durationMs = Math.max(0, Date.parse(command.at) - Date.parse(run.startedAt));
    const counts = { newCases: sum(command.days, 'newCases'), newNotices: sum(command.days, 'newNotices') };
    if (command.type === 'CompleteImportRun') {
      return [
        {
          type: 'ImportRunCompleted',
          data: {
            runId: command.runId,
            session: run.session,
            days: command.days,
            ...counts,
            errors: command.errors,
            durationMs,
            completedAt: command.at,
          },
        },
      ];
    }
    return [
      {
        type: 'ImportRunFailed',
        data: {
          runId: command.runId,
          session: run.session,
          days: command.days,
          ...counts,
          error: command.error,
          durationMs,
          failedAt: command.at,
        },
      },
    ];
  },
};
