import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { PORTFOLIO_MATCH_STORE, type PortfolioMatchStore } from '../matching-store/portfolio-match-store.port.js';
import { PORTFOLIO_MATCHING, type PortfolioMatching } from '../matching/portfolio-matching.js';
import { PORTFOLIO_ROW_STORE, type PortfolioRowStore } from '../rows/portfolio-row-store.port.js';
import { needsMatching } from './needs-matching.js';

/**
 * At the API's start, matches the portfolios whose rows have no finished run (`needsMatching`): after a crash
 * during a run, and after `migrate-data` carried portfolios over without their (derived) results. One portfolio
 * at a time, in the background: a run holds a portfolio's rows and pages of cases in memory, and the API serves
 * meanwhile; the screen shows the run's progress as it does after an upload.
 */
@Injectable()
export class ResumePortfolioMatching implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Portfolios');
  private stopped = false;
  private running: Promise<void> | null = null;

  constructor(
    @Inject(PORTFOLIO_ROW_STORE) private readonly rows: PortfolioRowStore,
    @Inject(PORTFOLIO_MATCH_STORE) private readonly results: PortfolioMatchStore,
    @Inject(PORTFOLIO_MATCHING) private readonly matching: PortfolioMatching,
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
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    await this.running;
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
}
