import { Inject, Injectable, Module } from '@nestjs/common';
import {
  type PortfolioHitRow,
  WEBHOOK_PORTFOLIOS,
  type WebhookPortfolio,
  type WebhookPortfolios,
} from '../../webhooks/portfolios/webhook-portfolios.port.js';
import { RULE_LABELS } from '../domain/matching/index.js';
import { PORTFOLIO_MATCH_STORE, type PortfolioMatchStore } from '../matching-store/portfolio-match-store.port.js';
import { readStoreProvider } from '../../platform/read-store/read-store-switch.js';
import { mongoPortfolioMatchStoreProvider } from '../matching-store/mongo/mongo-portfolio-match-store.js';
import { sqlitePortfolioMatchStoreProvider } from '../matching-store/sqlite/sqlite-portfolio-match-store.js';
import { mongoPortfolioRowStoreProvider } from '../rows/mongo/mongo-portfolio-row-store.js';
import { sqlitePortfolioRowStoreProvider } from '../rows/sqlite/sqlite-portfolio-row-store.js';
import { PORTFOLIO_ROW_STORE, type PortfolioRowStore } from '../rows/portfolio-row-store.port.js';

/**
 * The portfolios' side of webhooks (issue #31), over the row store (portfolios and their owners) and the match
 * store (the rows a case is a hit or a candidate of, as the row's current result says: a row the user rejected
 * the case of since, or a re-upload removed, is not named).
 */
@Injectable()
export class PortfolioWebhookFeed implements WebhookPortfolios {
  constructor(
    @Inject(PORTFOLIO_ROW_STORE) private readonly rows: PortfolioRowStore,
    @Inject(PORTFOLIO_MATCH_STORE) private readonly matches: PortfolioMatchStore,
  ) {}

  async portfoliosOf(ownerId: string): Promise<WebhookPortfolio[]> {
    return (await this.rows.portfoliosOf(ownerId)).map(({ id, name }) => ({ id, name, ownerId }));
  }

  async portfoliosById(ids: readonly string[]): Promise<WebhookPortfolio[]> {
    const found = await Promise.all([...new Set(ids)].map((id) => this.rows.portfolio(id)));
    return found.flatMap((p) => (p ? [{ id: p.id, name: p.name, ownerId: p.ownerId }] : []));
  }

  async rowsOfCase(portfolioId: string, caseId: number, limit: number): Promise<PortfolioHitRow[]> {
    const page = { offset: 0, limit };
    const [hits, reviews] = await Promise.all([
      this.matches.rowIdsInState(portfolioId, 'Treffer', page, [caseId]),
      this.matches.rowIdsInState(portfolioId, 'Prüfen', page, [caseId]),
    ]);
    const results = await this.matches.storedResults(portfolioId, [...hits.rowIds, ...reviews.rowIds]);
    const rows: PortfolioHitRow[] = [];
    for (const result of results) {
      // A "Treffer" row can hold the case as an open candidate beside its hit: for this case it is "Prüfen".
      const hit = result.hits.find((h) => h.caseId === caseId);
      const candidate = hit ? undefined : result.candidates.find((c) => c.caseId === caseId);
      const found = hit ?? candidate;
      if (!found) continue;
      rows.push({
        rowId: result.rowId,
        customerNumber: result.row.customerNumber,
        name: result.row.name,
        state: hit ? 'Treffer' : 'Prüfen',
        ruleLabel: RULE_LABELS[found.rule],
        reason: found.reason,
        score: found.score,
      });
    }
    return rows.sort((a, b) => a.rowId.localeCompare(b.rowId)).slice(0, limit);
  }
}

/**
 * The portfolios' side of webhooks as a module of its own, for the composition root
 * (`WebhooksModule.consuming(alerts, PortfolioWebhookFeedModule)`): its stores on the configured read store.
 */
@Module({
  providers: [
    readStoreProvider<PortfolioRowStore>(PORTFOLIO_ROW_STORE, {
      sqlite: sqlitePortfolioRowStoreProvider,
      mongo: mongoPortfolioRowStoreProvider,
    }),
    readStoreProvider<PortfolioMatchStore>(PORTFOLIO_MATCH_STORE, {
      sqlite: sqlitePortfolioMatchStoreProvider,
      mongo: mongoPortfolioMatchStoreProvider,
    }),
    PortfolioWebhookFeed,
    { provide: WEBHOOK_PORTFOLIOS, useExisting: PortfolioWebhookFeed },
  ],
  exports: [WEBHOOK_PORTFOLIOS],
})
export class PortfolioWebhookFeedModule {}
