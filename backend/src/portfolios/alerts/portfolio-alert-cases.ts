import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { LoggedMatch } from '../../alerts/match-log/match-log.port.js';
import { caseSummary } from '../../cases/case-summary/case-summary.js';
import { CaseStreams } from '../../cases/domain/events.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { isProPlan } from '../../platform/http/plan-policy.js';
import { AccountContactQuery, type AccountContact } from '../../platform/watched-cases/account-contact.query.js';
import { PORTFOLIO_MATCH_STORE, type PortfolioMatchStore } from '../matching-store/portfolio-match-store.port.js';
import { PORTFOLIO_ROW_STORE, type PortfolioRowStore, type PortfolioRecord } from '../rows/portfolio-row-store.port.js';
import { portfolioAlertLines } from './portfolio-alert-lines.js';
import type { PortfolioAlertCase } from './portfolio-alert-mail.js';

/** What one portfolio's mail of a batch of logged matches says, and to whom; null when nothing is to be sent. */
export interface PortfolioAlert {
  readonly portfolio: PortfolioRecord;
  readonly owner: AccountContact;
  readonly cases: PortfolioAlertCase[];
}

/**
 * Turns the match log's portfolio entries (kind `portfolio`: portfolio id and case) into the alerts to mail:
 * grouped by portfolio, in the wanted mode, for an owner who is active, confirmed and Pro; each case read from its
 * stream (an erased case is never mailed) with the customers it concerns now (a row the user rejected since, or a
 * re-upload removed, is not named; a case left with no customer is not mailed).
 */
@Injectable()
export class PortfolioAlertCases {
  constructor(
    @Inject(PORTFOLIO_ROW_STORE) private readonly rows: PortfolioRowStore,
    @Inject(PORTFOLIO_MATCH_STORE) private readonly matches: PortfolioMatchStore,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly caseStreams: CaseStreams,
    private readonly queries: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async alertsOf(entries: readonly LoggedMatch[], mode: 'sofort' | 'täglich'): Promise<PortfolioAlert[]> {
    const byPortfolio = new Map<string, Map<number, LoggedMatch>>();
    for (const entry of entries) {
      if (entry.alert.kind !== 'portfolio') continue;
      const cases = byPortfolio.get(entry.alert.id) ?? new Map<number, LoggedMatch>();
      cases.set(entry.caseId, entry);
      byPortfolio.set(entry.alert.id, cases);
    }
    const alerts: PortfolioAlert[] = [];
    for (const [portfolioId, cases] of byPortfolio) {
      const portfolio = await this.rows.portfolio(portfolioId);
      if (!portfolio || portfolio.mode !== mode) continue;
      const owner = await this.queries.execute(new AccountContactQuery(portfolio.ownerId, this.clock.now()));
      if (!owner?.active || !owner.emailConfirmed || !isProPlan(owner.plan)) continue;
      const found: PortfolioAlertCase[] = [];
      for (const entry of cases.values()) {
        const summary = await caseSummary(this.events, this.caseStreams, entry.caseKey);
        if (!summary) continue;
        const lines = await portfolioAlertLines(this.matches, portfolioId, entry.caseId);
        if (lines.length === 0) continue;
        found.push({
          caseId: summary.caseId,
          companyName: summary.companyName,
          court: summary.court,
          caseNumber: summary.caseNumber,
          publicationType: summary.publicationType,
          publicationDate: summary.publicationDate,
          lines,
        });
      }
      if (found.length > 0) alerts.push({ portfolio, owner, cases: found });
    }
    return alerts;
  }
}
