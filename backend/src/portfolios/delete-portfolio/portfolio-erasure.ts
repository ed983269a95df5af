import { Inject, Injectable } from '@nestjs/common';
import { deterministicEventId } from '../../platform/command-handling/event-id.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { portfolioAuditStream, portfolioStream, type PortfolioErased } from '../domain/events.js';
import { PORTFOLIO_MATCH_STORE, type PortfolioMatchStore } from '../matching-store/portfolio-match-store.port.js';
import { PORTFOLIO_ROW_STORE, type PortfolioRowStore } from '../rows/portfolio-row-store.port.js';

/**
 * A deleted portfolio is erased, not kept (docs/DESIGN.md §6; a customer list is the customer's data and may name
 * persons): an audit record without personal data is written (its id derived from the portfolio's, so a repeated
 * erasure stores it once), `portfolio-<id>` is hard-deleted, and its rows, uploads, files, decisions and match
 * results are removed.
 */
@Injectable()
export class PortfolioErasure {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(PORTFOLIO_ROW_STORE) private readonly rows: PortfolioRowStore,
    @Inject(PORTFOLIO_MATCH_STORE) private readonly matches: PortfolioMatchStore,
  ) {}

  async erase(portfolioId: string, actorId: string, at: Date): Promise<void> {
    const record: PortfolioErased = {
      type: 'PortfolioErased',
      data: { portfolioId, erasedAt: at.toISOString(), erasedBy: actorId },
    };
    await this.events.append(
      portfolioAuditStream(portfolioId),
      [
        {
          ...record,
          metadata: {
            eventId: deterministicEventId(`portfolio-erased:${portfolioId}`, 0),
            correlationId: portfolioId,
            causationId: null,
            actorId,
            occurredAt: at.toISOString(),
            schemaVersion: 1,
          },
        },
      ],
      { expectedRevision: 'any' },
    );
    await this.events.deleteStream(portfolioStream(portfolioId));
    await this.matches.erasePortfolio(portfolioId);
    await this.rows.erasePortfolio(portfolioId);
  }
}
