import type { Decider } from '../../platform/command-handling/decider.js';
import { DomainError } from '../../platform/command-handling/domain-error.js';
import type { DayImportSummary, ImportRunEvent, ImportRunFailureReason } from './import-run-events.js';

export type ImportRunCommand =
  | {
      readonly type: 'StartImportRun';
      readonly runId: string;
      readonly session: string;
      readonly trigger: 'scheduled' | 'manual' | 'startup' | 'poll';
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
      /** The owner: where the run stands on `day` (throttled by the runner). */
      readonly type: 'RecordImportRunProgress';
      readonly runId: string;
      readonly ownerId: string;
      readonly day: string;
      readonly listed: number;
      readonly fetched: number;
      readonly newCases: number;
      readonly newNotices: number;
      readonly requests?: number;
      readonly dayDone: boolean;
      readonly portalReachedAt: string | null;
      readonly at: string;
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
      readonly reason: ImportRunFailureReason;
      readonly at: string;
    };

interface RunState {
  readonly session: string;
  readonly startedAt: string;
  readonly finished: boolean;
  readonly ownerId: string | null;
  readonly leaseUntil: string;
  /** Start, last heartbeat or progress: the last moment the owner is known to have worked on the run. */
  readonly lastSeenAt: string;
  /** New cases and notices per day as last reported: the counts of a run that ends without its summaries. */
  readonly progress: ReadonlyMap<string, DayCounts>;
}

interface DayCounts {
  readonly newCases: number;
  readonly newNotices: number;
}

export type ImportDayState = ReadonlyMap<string, RunState>;

export class ImportRunNotOpen extends DomainError {
  constructor(runId: string) {
    super('conflict', 'import_run_not_open', `Importlauf ${runId} ist nicht offen`);
  }
}

export const ABANDONED_RUN_ERROR =
  'Unterbrochen: der importierende Prozess hat seine Lease nicht verlängert (beendet oder hängt)';

/** A run's counts: the days' summaries, and for days without one (the day in flight) their last progress. */
function runCounts(run: RunState, days: readonly DayImportSummary[]): DayCounts {
  const byDay = new Map(run.progress);
  for (const day of days) byDay.set(day.day, day);
  let newCases = 0;
  let newNotices = 0;
  for (const counts of byDay.values()) {
    newCases += counts.newCases;
    newNotices += counts.newNotices;
  }
  return { newCases, newNotices };
}

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
        progress: new Map(),
      });
    } else if (run && event.type === 'ImportRunHeartbeat') {
      next.set(event.data.runId, { ...run, leaseUntil: event.data.leaseUntil, lastSeenAt: event.data.at });
    } else if (run && event.type === 'ImportRunProgressed') {
      const { day, newCases, newNotices, at } = event.data;
      const progress = new Map(run.progress).set(day, { newCases, newNotices });
      next.set(event.data.runId, { ...run, progress, lastSeenAt: at });
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
            // The notices its days recorded stay recorded: the run keeps the counts it last reported.
            ...runCounts(run, []),
            error: ABANDONED_RUN_ERROR,
            reason: 'interrupted',
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
    if (command.type === 'RecordImportRunProgress') {
      if (run.ownerId !== command.ownerId) throw new ImportRunNotOpen(command.runId);
      const { type: _command, ...data } = command;
      return [{ type: 'ImportRunProgressed', data }];
    }
    const durationMs = Math.max(0, Date.parse(command.at) - Date.parse(run.startedAt));
    const counts = runCounts(run, command.days);
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
          reason: command.reason,
          durationMs,
          failedAt: command.at,
        },
      },
    ];
  },
};
