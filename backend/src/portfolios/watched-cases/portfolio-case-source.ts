import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  WATCHED_CASE_SOURCES,
  type WatchedCaseSource,
  type WatchedCaseSources,
} from '../../platform/watched-cases/watched-case-sources.js';
import { backgroundTurn } from '../../platform/background/background-turns.js';
import type { PortfolioRow } from '../domain/portfolio-row.js';
import { PORTFOLIO_MATCH_STORE, type PortfolioMatchStore } from '../matching-store/portfolio-match-store.port.js';
import { PORTFOLIO_ROW_STORE, type PortfolioRowStore } from '../rows/portfolio-row-store.port.js';

/** Hit rows read per page. */
const PAGE = 500;

/** "Portfolio Debitoren 2026 · Kundennummer 40711" (a row without customer number: its name). */
export function portfolioCaseLabel(portfolioName: string, row: Pick<PortfolioRow, 'customerNumber' | 'name'>): string {
  return `Portfolio ${portfolioName} · ${row.customerNumber ? `Kundennummer ${row.customerNumber}` : row.name}`;
}

/**
 * The cases a user watches through portfolios ("Meine Fristen", issue #32): the hit cases of the rows in state
 * `Treffer` of each of the user's portfolios (a `Prüfen` candidate the user confirmed is a hit of a `Treffer`
 * row; a rejected one is none), each named by portfolio and customer. Read from the match store, page by page,
 * every hit row: "Meine Fristen" then reads only the cases with a deadline ahead (`WatchedDeadlines`). (It read the
 * first 1,000 hit rows of a portfolio before, in row order, and left the others' deadlines out without a word.)
 */
@Injectable()
export class PortfolioCaseSource implements WatchedCaseSource, OnModuleInit {
  readonly name = 'portfolios';
  readonly kind = 'portfolios' as const;
  readonly label = 'Portfolio';

  constructor(
    @Inject(PORTFOLIO_ROW_STORE) private readonly rows: PortfolioRowStore,
    @Inject(PORTFOLIO_MATCH_STORE) private readonly matches: PortfolioMatchStore,
    @Inject(WATCHED_CASE_SOURCES) private readonly sources: WatchedCaseSources,
  ) {}

  onModuleInit(): void {
    this.sources.register(this);
  }

  async casesOf(userId: string): Promise<number[]> {
    return (await this.labelledCasesOf(userId)).map((found) => found.caseId);
  }

  async labelledCasesOf(userId: string): Promise<{ caseId: number; label: string }[]> {
    const found: { caseId: number; label: string }[] = [];
    for (const portfolio of await this.rows.portfoliosOf(userId)) {
      for (let offset = 0; ; offset += PAGE) {
        // Pages take turns with other requests: a large portfolio has thousands of hit rows.
        if (offset > 0) await backgroundTurn();
        const { rowIds, total } = await this.matches.rowIdsInState(portfolio.id, 'Treffer', { offset, limit: PAGE });
        for (const result of await this.matches.storedResults(portfolio.id, rowIds)) {
          const label = portfolioCaseLabel(portfolio.name, result.row);
          for (const hit of result.hits) found.push({ caseId: hit.caseId, label });
        }
        if (offset + rowIds.length >= total || rowIds.length === 0) break;
      }
    }
    return found;
  }

  watchers(): Promise<string[]> {
    return this.rows.portfolioOwners();
  }
}
