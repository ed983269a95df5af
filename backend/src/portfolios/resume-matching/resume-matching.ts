import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { PORTFOLIO_MATCH_STORE, type PortfolioMatchStore } from '../matching-store/portfolio-match-store.port.js';
import { PORTFOLIO_MATCHING, type PortfolioMatching } from '../matching/portfolio-matching.js';
import { PORTFOLIO_ROW_STORE, type PortfolioRowStore } from '../rows/portfolio-row-store.port.js';
import { needsMatching } from './needs-matching.js';

/**
 * A run whose process has not reported for this long was cut off (a run reports at least every `ALIVE_EVERY_MS`,
 * 30 s): another API process of the distributed profile takes it over. Generous, so that a process that is only
 * slow (a long collection, a loaded machine) is not doubled.
 */
export const STALE_RUN_MS = 5 * 60_000;
/** How often each API process of the distributed profile looks for such runs. */
const STALE_CHECK_MS = 60_000;

/**
 * Matches the portfolios whose current rows have no finished run and nobody working on them:
 * - at the API's start (`needsMatching`): after a crash during a run, and after `migrate-data` carried portfolios
 *   over without their (derived) results;
 * - on the distributed profile also every minute: a run still `läuft` whose process stopped reporting
 *   (`STALE_RUN_MS`; the API process that ran it crashed or was removed) is taken over by one of the others.
 * One portfolio at a time, in the background: a run holds a portfolio's rows and pages of cases in memory, and the
 * API serves meanwhile; the screen shows the run's progress as it does after an upload.
 */
@Injectable()
export class ResumePortfolioMatching implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Portfolios');
  private stopped = false;
  private running: Promise<void> | null = null;
  private checking: Promise<void> | null = null;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(PORTFOLIO_ROW_STORE) private readonly rows: PortfolioRowStore,
    @Inject(PORTFOLIO_MATCH_STORE) private readonly results: PortfolioMatchStore,
    @Inject(PORTFOLIO_MATCHING) private readonly matching: PortfolioMatching,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.role !== 'api') return;
    this.running = this.resume().then(
      (count) => {
        if (count > 0) this.logger.log(`matching resumed for ${count} portfolio(s)`);
      },
      (error: unknown) => this.logger.warn(`resuming portfolio matching failed: ${(error as Error).message}`),
    );
    // One process on the embedded profile: its start is the only moment a run can have been cut off.
    if (this.config.profile !== 'embedded') {
      this.timer = setInterval(() => this.checkStaleRuns(), STALE_CHECK_MS);
      this.timer.unref();
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await Promise.all([this.running, this.checking]);
  }

  /** Starts the runs that are missing, one after the other; how many. Public for tests. */
  async resume(): Promise<number> {
    const onlyProcessRestarted = this.config.profile === 'embedded';
    let resumed = 0;
    for (const ownerId of await this.rows.portfolioOwners()) {
      for (const portfolio of await this.rows.portfoliosOf(ownerId)) {
        if (this.stopped) return resumed;
        const progress = await this.results.progress(portfolio.id);
        if (!needsMatching(portfolio.currentUploadId, progress, onlyProcessRestarted)) continue;
        await this.matching.matchPortfolio(portfolio.id, portfolio.currentUploadId!);
        await this.matching.settled(portfolio.id);
        resumed++;
      }
    }
    return resumed;
  }

  /**
   * Takes over the runs of the portfolios' current uploads whose process stopped reporting, and runs them here one
   * after the other; how many. Another process that found the same run stale loses the store's take-over. Public
   * for tests.
   */
  async takeOverStaleRuns(): Promise<number> {
    const now = this.clock.now();
    const aliveBefore = new Date(now.getTime() - STALE_RUN_MS).toISOString();
    let taken = 0;
    for (const run of await this.results.staleRuns(aliveBefore)) {
      if (this.stopped) break;
      // A deleted portfolio, or a newer upload (whose own run replaces this one): nothing to take over.
      if ((await this.rows.portfolio(run.portfolioId))?.currentUploadId !== run.uploadId) continue;
      if (!(await this.results.takeOverRun(run.portfolioId, run.uploadId, aliveBefore, now.toISOString()))) continue;
      this.logger.log(`matching of portfolio ${run.portfolioId} taken over: its process stopped reporting`);
      await this.matching.matchPortfolio(run.portfolioId, run.uploadId);
      await this.matching.settled(run.portfolioId);
      taken++;
    }
    return taken;
  }

  private checkStaleRuns(): void {
    if (this.checking || this.stopped) return;
    this.checking = this.takeOverStaleRuns()
      .then(
        () => undefined,
        (error: unknown) => this.logger.warn(`taking over portfolio matching failed: ${(error as Error).message}`),
      )
      .finally(() => {
        this.checking = null;
      });
  }
}
