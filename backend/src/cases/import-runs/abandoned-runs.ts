import { READ_MODELS_CATCH_UP_MS, readModelsCaughtUp } from './read-models-caught-up.js';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { PROJECTIONS_HOST, type ProjectionsHost } from '../../platform/projections-host/projections-host.port.js';
import { IMPORT_RUN_QUERIES, type ImportRunQueries } from '../read-model/import-run-queries.port.js';
import { ImportRunCommands, importRunStream } from './import-run-commands.js';

/**
 * Closes runs whose owner is gone: a run still open in the read model is closed as interrupted only when its
 * stream shows the owner's lease expired (the decider checks; a live owner's run is left alone).
 */
@Injectable()
export class AbandonedRuns {
  private readonly logger = new Logger('ImportScheduler');

  constructor(
    private readonly commands: ImportRunCommands,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(IMPORT_RUN_QUERIES) private readonly runs: ImportRunQueries,
    @Inject(PROJECTIONS_HOST) private readonly projections: ProjectionsHost,
  ) {}

  /**
   * Returns how many runs were closed that need resuming (an interrupted poll does not: the next poll repeats it).
   * `signal`: the scheduler stops, and with it the wait for the read models; `waitMs`: how long a lagging
   * projections worker is waited for (the start waits as long as it takes, a sweep its usual time).
   */
  async close(
    signal: AbortSignal = new AbortController().signal,
    waitMs: number = READ_MODELS_CATCH_UP_MS,
  ): Promise<number> {
    // No client waits here (the scheduler's start, its sweep): a lagging projections worker is waited for.
    const head = await this.store.headPosition();
    await readModelsCaughtUp(this.projections, head, signal, this.logger, waitMs, ['import-runs']);
    let closed = 0;
    for (const run of await this.runs.openRuns()) {
      const recorded = await this.commands.decide(
        importRunStream(run.trigger, new Date(run.startedAt)),
        { type: 'CloseAbandonedImportRun', runId: run.runId, at: this.clock.now().toISOString() },
        `interrupted:${run.runId}`,
      );
      if (recorded > 0) {
        this.logger.warn(`run ${run.runId} (${run.session}) closed as interrupted: its owner's lease expired`);
        if (run.trigger !== 'poll') closed++;
      }
    }
    return closed;
  }

  /** No import run was ever recorded: a fresh installation (call after `close()`, which lets the read model catch up). */
  async noRunYet(): Promise<boolean> {
    return !(await this.runs.anyRunRecorded());
  }
}
