import type { Logger } from '@nestjs/common';
import type { Clock } from '../../platform/clock/clock.js';
import type { ImportRunCommands } from './import-run-commands.js';
import type { DayProgress } from './portal-thread/protocol.js';

/** At most one progress event per this interval while a day runs (the day's end is always recorded). */
export const PROGRESS_INTERVAL_MS = 2_000;

type DayCounts = Omit<DayProgress, 'portalAnswered'>;

/**
 * The owner's progress reports of one run: the portal thread's messages become ImportRunProgressed events,
 * throttled to one per PROGRESS_INTERVAL_MS (the latest counts win), plus one with the final counts per day.
 * A report that cannot be recorded is logged and skipped: progress is informational, the run goes on.
 */
export class RunProgress {
  private portalReachedAt: string | null = null;
  private lastRecordedAt = 0;
  private pending: DayCounts | null = null;
  private recording: Promise<void> = Promise.resolve();
  private reports = 0;

  constructor(
    private readonly commands: ImportRunCommands,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly run: { stream: string; runId: string; ownerId: string },
  ) {}

  /** A message from the portal thread while `day` runs. */
  report(progress: DayProgress): void {
    const { portalAnswered, ...counts } = progress;
    if (portalAnswered) this.portalReachedAt = this.clock.now().toISOString();
    this.pending = counts;
    if (this.clock.now().getTime() - this.lastRecordedAt >= PROGRESS_INTERVAL_MS) this.flush(false);
  }

  /** The day's final counts (always recorded, after any report still in flight). */
  async dayDone(counts: DayCounts, portalAnswered: boolean): Promise<void> {
    if (portalAnswered) this.portalReachedAt = this.clock.now().toISOString();
    this.pending = counts;
    this.flush(true);
    await this.recording;
  }

  private flush(dayDone: boolean): void {
    const counts = this.pending;
    if (!counts) return;
    this.pending = null;
    this.lastRecordedAt = this.clock.now().getTime();
    const { stream, runId, ownerId } = this.run;
    const command = {
      type: 'RecordImportRunProgress' as const,
      runId,
      ownerId,
      ...counts,
      dayDone,
      portalReachedAt: this.portalReachedAt,
      at: this.clock.now().toISOString(),
    };
    const id = `progress:${runId}:${++this.reports}`;
    this.recording = this.recording.then(async () => {
      try {
        await this.commands.decide(stream, command, id);
      } catch (error) {
        this.logger.warn(`run ${runId}: progress not recorded: ${error instanceof Error ? error.message : error}`);
      }
    });
  }
}
