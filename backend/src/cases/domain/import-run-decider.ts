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
}

export type ImportDayState = ReadonlyMap<string, RunState>;

export class ImportRunNotOpen extends DomainError {
  constructor(runId: string) {
    super('conflict', 'import_run_not_open', `Importlauf ${runId} ist nicht offen`);
  }
}

const sum = (days: readonly DayImportSummary[], key: 'newCases' | 'newNotices') => days.reduce((n, d) => n + d[key], 0);

/** The runs of one Berlin day (`import-<yyyy-mm-dd>`): each run starts once and ends once. */
export const importRunDecider: Decider<ImportRunCommand, ImportRunEvent, ImportDayState> = {
  initialState: () => new Map(),
  evolve: (state, event) => {
    const next = new Map(state);
    const run = state.get(event.data.runId);
    if (event.type === 'ImportRunStarted') {
      next.set(event.data.runId, { session: event.data.session, startedAt: event.data.startedAt, finished: false });
    } else if (run) {
      next.set(event.data.runId, { ...run, finished: true });
    }
    return next;
  },
  decide: (command, state) => {
    const run = state.get(command.runId);
    if (command.type === 'StartImportRun') {
      if (run) return [];
      const { runId, session, trigger, days, at } = command;
      return [{ type: 'ImportRunStarted', data: { runId, session, trigger, days, startedAt: at } }];
    }
    if (!run || run.finished) throw new ImportRunNotOpen(command.runId);
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
