import { Inject, Injectable, Logger } from '@nestjs/common';
import type { DatabaseSync } from 'node:sqlite';
import { berlinDate } from '../../platform/clock/berlin-time.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { PROJECTIONS_HOST, type ProjectionsHost } from '../../platform/projections-host/projections-host.port.js';
import { READ_DB } from '../../platform/read-store/read-db.js';
import { readModelMissing } from '../../platform/read-store/read-model-missing.js';
import { ImportRunCommands } from './import-run-commands.js';

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
    @Inject(READ_DB) private readonly db: DatabaseSync,
    @Inject(PROJECTIONS_HOST) private readonly projections: ProjectionsHost,
  ) {}

  /** Returns how many runs were closed. */
  async close(): Promise<number> {
    await this.projections.waitFor(await this.store.headPosition(), { only: ['import-runs'] });
    let closed = 0;
    for (const run of this.openRuns()) {
      const recorded = await this.commands.decide(
        `import-${berlinDate(new Date(run.startedAt))}`,
        { type: 'CloseAbandonedImportRun', runId: run.runId, at: this.clock.now().toISOString() },
        `interrupted:${run.runId}`,
      );
      if (recorded > 0) {
        this.logger.warn(`run ${run.runId} (${run.session}) closed as interrupted: its owner's lease expired`);
        closed++;
      }
    }
    return closed;
  }

  /** No import run was ever recorded: a fresh installation (call after `close()`, which lets the read model catch up). */
  noRunYet(): boolean {
    try {
      return this.db.prepare('SELECT 1 FROM rm_import_runs LIMIT 1').get() === undefined;
    } catch (error) {
      if (readModelMissing(error)) return true;
      throw error;
    }
  }

  private openRuns(): { runId: string; session: string; startedAt: string }[] {
    try {
      return (
        this.db.prepare("SELECT doc FROM rm_import_runs WHERE json_extract(doc, '$.status') = 'running'").all() as {
          doc: string;
        }[]
      ).map((r) => JSON.parse(r.doc) as { runId: string; session: string; startedAt: string });
    } catch (error) {
      if (readModelMissing(error)) return [];
      throw error;
    }
  }
}
