import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import type { DatabaseSync } from 'node:sqlite';
import { berlinDate } from '../../platform/clock/berlin-time.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { handleCommand } from '../../platform/command-handling/handle-command.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { PROJECTIONS_HOST, type ProjectionsHost } from '../../platform/projections-host/projections-host.port.js';
import { READ_DB } from '../../platform/read-store/read-db.js';
import { readModelMissing } from '../../platform/read-store/read-model-missing.js';
import { importRunDecider } from '../domain/import-run-decider.js';
import { ImportAlreadyRunning, ImportRunner } from './import-runner.js';

/**
 * Runs the import sessions of the day (Europe/Berlin) through @nestjs/schedule, and at start-up closes runs a
 * crash left open and resumes them: the resumed run skips every notice already recorded.
 */
@Injectable()
export class ImportScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ImportScheduler');

  constructor(
    private readonly runner: ImportRunner,
    private readonly registry: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_DB) private readonly db: DatabaseSync,
    @Inject(PROJECTIONS_HOST) private readonly projections: ProjectionsHost,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const interrupted = await this.closeInterruptedRuns();
    if (this.config.import.onStart) void this.trigger('startup', 'Import beim Start');
    else if (interrupted > 0) void this.trigger('startup', 'Fortsetzung nach Neustart');
    if (!this.config.import.scheduled) return;
    for (const session of this.config.import.sessions) {
      const [hour, minute] = session.time.split(':');
      const job = CronJob.from({
        cronTime: `0 ${Number(minute)} ${Number(hour)} * * *`,
        timeZone: 'Europe/Berlin',
        onTick: () => void this.trigger('scheduled', session.name),
        start: true,
      });
      this.registry.addCronJob(`import ${session.time} ${session.name}`, job);
    }
    this.logger.log(
      `import sessions (Europe/Berlin): ${this.config.import.sessions.map((s) => `${s.time} ${s.name}`).join(', ')}`,
    );
  }

  async onApplicationShutdown(): Promise<void> {
    for (const name of this.registry.getCronJobs().keys()) this.registry.deleteCronJob(name);
    await this.runner.stop();
  }

  private async trigger(trigger: 'scheduled' | 'startup', session: string): Promise<void> {
    try {
      await this.runner.start(trigger, session);
    } catch (error) {
      if (error instanceof ImportAlreadyRunning) this.logger.warn(`${session}: skipped, an import is still running`);
      else this.logger.error(`${session}: could not start`, error instanceof Error ? error.stack : String(error));
    }
  }

  /** Runs still "running" in the read model were cut off by a crash or kill: record them as failed. */
  private async closeInterruptedRuns(): Promise<number> {
    await this.projections.waitFor(await this.store.headPosition());
    let open: { runId: string; startedAt: string }[] = [];
    try {
      open = (
        this.db.prepare("SELECT doc FROM rm_import_runs WHERE json_extract(doc, '$.status') = 'running'").all() as {
          doc: string;
        }[]
      ).map((r) => JSON.parse(r.doc) as { runId: string; startedAt: string });
    } catch (error) {
      if (!readModelMissing(error)) throw error;
    }
    for (const run of open) {
      await handleCommand(
        this.store,
        `import-${berlinDate(new Date(run.startedAt))}`,
        importRunDecider,
        {
          type: 'FailImportRun',
          runId: run.runId,
          days: [],
          error: 'Unterbrochen: der Prozess wurde beendet',
          at: this.clock.now().toISOString(),
        },
        { actorId: 'system:importer', now: this.clock.now(), commandId: `interrupted:${run.runId}` },
      );
    }
    return open.length;
  }
}
