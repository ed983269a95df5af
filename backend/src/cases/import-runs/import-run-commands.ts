import { Inject, Injectable } from '@nestjs/common';
import { berlinDate } from '../../platform/clock/berlin-time.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { CommandExecutor } from '../../platform/command-handling/command-executor.js';
import { importRunDecider, type ImportRunCommand } from '../domain/import-run-decider.js';

const MAX_ATTEMPTS = 10;

/**
 * The stream of a run: `import-<Berlin day of its start>` for the sessions, `importpoll-<day>` for the intraday
 * polls (about 96 a day: kept apart so that a session's commands fold only the day's few full runs, and the admin
 * history of an import day stays readable).
 */
export function importRunStream(trigger: string | undefined, startedAt: Date): string {
  return `${trigger === 'poll' ? 'importpoll' : 'import'}-${berlinDate(startedAt)}`;
}

/**
 * Commands on the import run streams (`import-<day>`, `importpoll-<day>`). A day's stream is shared by every run of that day and by
 * every process on the data directory (heartbeats, completions, the closing of abandoned runs), so:
 * commands of this process on one stream run one after the other, and a conflicting append from another
 * process is answered by reading again and deciding again (the decider then sees what the other wrote).
 */
@Injectable()
export class ImportRunCommands {
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(
    private readonly executor: CommandExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Decides `command` on `stream`; resolves with the number of events recorded (0: nothing to do). */
  decide(stream: string, command: ImportRunCommand, commandId: string): Promise<number> {
    const previous = this.queues.get(stream) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(() => this.decideWithRetry(stream, command, commandId));
    this.queues.set(stream, next);
    void next
      .finally(() => {
        if (this.queues.get(stream) === next) this.queues.delete(stream);
      })
      .catch(() => undefined);
    return next;
  }

  private async decideWithRetry(stream: string, command: ImportRunCommand, commandId: string): Promise<number> {
    const result = await this.executor.execute(
      stream,
      importRunDecider,
      command,
      { actorId: 'system:importer', now: this.clock.now(), commandId },
      { retryOnConflict: MAX_ATTEMPTS - 1 },
    );
    return result.newEvents.length;
  }
}
