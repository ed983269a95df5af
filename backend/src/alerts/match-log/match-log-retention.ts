import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { berlinDate } from '../../platform/clock/berlin-time.js';
import { countersBefore } from '../immediate/immediate-mail-counts.js';
import { MATCH_LOG_RETENTION, type MatchLogPruning } from './match-log.port.js';

/** Entries stay this long: consumers are minutes behind at worst; a week covers an outage over a holiday. */
export const MATCH_LOG_RETENTION_DAYS = 7;
const EVERY_MS = 60 * 60 * 1000;

/** The match log's retention: once an hour, entries recorded more than 7 days ago go. */
@Injectable()
export class MatchLogRetention implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('MatchLog');
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(MATCH_LOG_RETENTION) private readonly log: MatchLogPruning,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.prune(), EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** Drops what is older than the retention; answers how many entries went. */
  async prune(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - MATCH_LOG_RETENTION_DAYS * 86_400_000).toISOString();
    try {
      const dropped = await this.log.dropRecordedBefore(before);
      if (dropped > 0)
        this.logger.log(`${dropped} match-log entries older than ${MATCH_LOG_RETENTION_DAYS} days dropped`);
      // The immediate mails' daily counters (address HMACs) of past Berlin days count nothing any more.
      const { from, to } = countersBefore(berlinDate(this.clock.now()));
      await this.log.dropCursorsBetween(from, to);
      return dropped;
    } catch (error) {
      this.logger.warn(`match-log retention failed (${String(error)}); trying again in an hour`);
      return 0;
    }
  }
}
