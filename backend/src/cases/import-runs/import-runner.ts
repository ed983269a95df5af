import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { addDays, berlinDate } from '../../platform/clock/berlin-time.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { handleCommand } from '../../platform/command-handling/handle-command.js';
import { DomainError } from '../../platform/command-handling/domain-error.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { PROJECTIONS_HOST, type ProjectionsHost } from '../../platform/projections-host/projections-host.port.js';
import { READ_DB } from '../../platform/read-store/read-db.js';
import { readModelMissing } from '../../platform/read-store/read-model-missing.js';
import { importRunDecider, type ImportRunCommand } from '../domain/import-run-decider.js';
import type { DayImportSummary } from '../domain/import-run-events.js';
import { ImportCaseHandler } from '../import-case/import-case.handler.js';
import { PortalClient } from '../portal-client/portal-client.js';
import type { DayImportReport, Listing } from '../portal-client/types.js';
import { toCaseNotice } from './to-case-notice.js';

export type ImportTrigger = 'scheduled' | 'manual' | 'startup';

export class ImportAlreadyRunning extends DomainError {
  constructor() {
    super('conflict', 'import_running', 'Ein Import läuft bereits. Bitte warten Sie, bis er abgeschlossen ist.');
  }
}

export interface ImportRunResult {
  readonly runId: string;
  readonly status: 'completed' | 'failed';
  readonly days: readonly DayImportSummary[];
}

/**
 * One import run: the last IMPORT_DAYS publication days, newest first, each day listed on the portal and only
 * unknown notices fetched and imported. Every notice is its own ImportCase command, so a crash loses at most
 * the notice in flight, and the next run (or the resume at start-up) fetches exactly what is still missing.
 * Runs never overlap in one process.
 */
@Injectable()
export class ImportRunner {
  private readonly logger = new Logger('Import');
  private running: Promise<ImportRunResult> | null = null;
  private abort: AbortController | null = null;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(READ_DB) private readonly db: DatabaseSync,
    @Inject(PROJECTIONS_HOST) private readonly projections: ProjectionsHost,
    private readonly importCase: ImportCaseHandler,
  ) {}

  get isRunning(): boolean {
    return this.running !== null;
  }

  /** Starts a run and returns its id at once; the run continues in the background. */
  async start(trigger: ImportTrigger, session: string): Promise<{ runId: string; done: Promise<ImportRunResult> }> {
    if (this.running) throw new ImportAlreadyRunning();
    const runId = randomUUID();
    const startedAt = this.clock.now();
    const stream = `import-${berlinDate(startedAt)}`;
    const today = berlinDate(startedAt);
    const days = Array.from({ length: this.config.import.days }, (_, i) => addDays(today, -i));
    await this.decide(stream, { type: 'StartImportRun', runId, session, trigger, days, at: startedAt.toISOString() });
    this.abort = new AbortController();
    const done = this.execute(stream, runId, session, days, this.abort.signal).finally(() => {
      this.running = null;
      this.abort = null;
    });
    this.running = done;
    return { runId, done };
  }

  /** Stops a run in progress (shutdown); it is recorded as failed and resumed at the next start. */
  async stop(): Promise<void> {
    this.abort?.abort(new Error('Import durch Herunterfahren abgebrochen'));
    await this.running?.catch(() => undefined);
  }

  private async execute(
    stream: string,
    runId: string,
    session: string,
    days: string[],
    signal: AbortSignal,
  ): Promise<ImportRunResult> {
    const summaries: DayImportSummary[] = [];
    try {
      // The known-notice index is a read model: let it catch up with everything already imported.
      await this.projections.waitFor(await this.store.headPosition());
      const client = new PortalClient({
        baseUrl: this.config.import.portalUrl,
        concurrency: this.config.import.concurrency,
        delayMs: this.config.import.delayMs,
      });
      for (const day of days) {
        if (signal.aborted) throw signal.reason;
        summaries.push(await this.importDay(client, day, runId, signal));
      }
      const errors = summaries
        .filter((d) => !d.complete)
        .map((d) => `Tag ${d.day} unvollständig, wird im nächsten Lauf wiederholt`);
      await this.decide(stream, {
        type: 'CompleteImportRun',
        runId,
        days: summaries,
        errors,
        at: this.clock.now().toISOString(),
      });
      this.logger.log(
        `run ${runId} (${session}) completed: ${summaries.reduce((n, d) => n + d.newCases, 0)} new cases, ` +
          `${summaries.reduce((n, d) => n + d.newNotices, 0)} new notices, ${errors.length} incomplete days`,
      );
      return { runId, status: 'completed', days: summaries };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.warn(`run ${runId} (${session}) failed: ${message}`);
      await this.decide(stream, {
        type: 'FailImportRun',
        runId,
        days: summaries,
        error: message,
        at: this.clock.now().toISOString(),
      });
      return { runId, status: 'failed', days: summaries };
    }
  }

  private async importDay(
    client: PortalClient,
    day: string,
    runId: string,
    signal: AbortSignal,
  ): Promise<DayImportSummary> {
    const known = this.knownFingerprints(day);
    let newCases = 0;
    let newNotices = 0;
    let unchanged = 0;
    let failedNotices = 0;
    const report: DayImportReport = await client.importDay(day, {
      signal,
      isKnown: (listing: Listing) => known.has(listing.fingerprint),
      onNotice: async (listing: Listing, text: string) => {
        try {
          const result = await this.importCase.execute(toCaseNotice(listing, text), { correlationId: runId });
          if (result.outcome === 'imported') newCases++;
          else if (result.outcome === 'published') newNotices++;
          else unchanged++;
          known.add(listing.fingerprint);
        } catch (error) {
          // A notice that cannot be recorded stays unknown and is tried again by the next run.
          if (!(error instanceof DomainError)) throw error;
          failedNotices++;
          this.logger.warn(`notice of ${day} not imported: ${error.code}`);
        }
      },
    });
    this.logger.log(
      `${day}: ${report.listed} listed, ${report.fetched} fetched, ${newCases} new cases, ${newNotices} new notices` +
        (report.complete
          ? ''
          : `, incomplete (${report.failedParts.length} failed parts, ${report.emptyTexts} empty texts)`),
    );
    return {
      day,
      listed: report.listed,
      fetched: report.fetched,
      newCases,
      newNotices,
      unchanged,
      failedNotices,
      emptyTexts: report.emptyTexts,
      retries: report.retries,
      reLogins: report.reLogins,
      serverErrors: report.serverErrors,
      complete: report.complete && failedNotices === 0,
    };
  }

  private knownFingerprints(day: string): Set<string> {
    try {
      const rows = this.db.prepare('SELECT fingerprint FROM rm_known_notices WHERE publication_date = ?').all(day) as {
        fingerprint: string;
      }[];
      return new Set(rows.map((r) => r.fingerprint));
    } catch (error) {
      if (readModelMissing(error)) return new Set();
      throw error;
    }
  }

  private async decide(stream: string, command: ImportRunCommand): Promise<void> {
    await handleCommand(this.store, stream, importRunDecider, command, {
      actorId: 'system:importer',
      now: this.clock.now(),
      commandId: `${command.type}:${command.runId}`,
    });
  }
}
