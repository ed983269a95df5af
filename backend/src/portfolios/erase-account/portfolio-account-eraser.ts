import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  ACCOUNT_DATA_ERASERS,
  type AccountDataEraser,
  type AccountDataErasers,
} from '../../platform/account-data/account-data-erasers.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { PortfolioErasure } from '../delete-portfolio/portfolio-erasure.js';
import { PORTFOLIO_ROW_STORE, type PortfolioRowStore } from '../rows/portfolio-row-store.port.js';

/** Who erased a portfolio with its account (the audit record's `erasedBy`; no personal data). */
export const ACCOUNT_ERASURE_ACTOR = 'system:account-erasure';

/**
 * A customer list is the customer's data (issue #31 item 5): the account's erasure erases every portfolio of the
 * account as deleting it does (audit record, stream, rows, uploads with their file bytes, decisions, match
 * results), then whatever of the account the row store still holds (an upload of a portfolio erased meanwhile).
 * Each step is idempotent, so an erasure repeated after a crash finishes the rest.
 */
@Injectable()
export class PortfolioAccountEraser implements AccountDataEraser, OnModuleInit {
  readonly name = 'portfolios';

  constructor(
    @Inject(PORTFOLIO_ROW_STORE) private readonly rows: PortfolioRowStore,
    private readonly erasure: PortfolioErasure,
    @Inject(ACCOUNT_DATA_ERASERS) private readonly erasers: AccountDataErasers,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.erasers.register(this);
  }

  async eraseAccountData(userId: string): Promise<void> {
    const at = this.clock.now();
    for (const portfolio of await this.rows.portfoliosOf(userId)) {
      await this.erasure.erase(portfolio.id, ACCOUNT_ERASURE_ACTOR, at);
    }
    for (const portfolioId of await this.rows.eraseOwner(userId)) {
      await this.erasure.erase(portfolioId, ACCOUNT_ERASURE_ACTOR, at);
    }
  }
}
