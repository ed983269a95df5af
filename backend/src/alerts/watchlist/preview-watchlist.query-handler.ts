import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CaseStreams } from '../../cases/domain/events.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { caseSummary, type CaseSummary } from '../../cases/case-summary/case-summary.js';
import { normaliseFields } from '../domain/subscription-rules.js';
import { subscriptionCriteria } from '../matching/case-terms.js';
import { CASE_INDEX, type CaseIndex } from '../read-model/ports/case-index.port.js';
import { SUBSCRIPTION_QUERIES, type SubscriptionQueries } from '../read-model/subscription-queries.port.js';
import { existingMatches } from './existing-cases.js';
import { cappedForOwner } from './owner-cap.js';
import type { WatchlistRow } from './parse-watchlist.js';
import { PreviewWatchlistQuery } from './preview-watchlist.query.js';
import type { WatchlistPreviewResponse } from './watchlist.response.js';
import { backgroundTurn } from '../../platform/background/background-turns.js';

/** Rows previewed between two turns of the event loop. */
const PREVIEW_SLICE_ROWS = 25;

@QueryHandler(PreviewWatchlistQuery)
export class PreviewWatchlistHandler implements IQueryHandler<PreviewWatchlistQuery> {
  constructor(
    @Inject(SUBSCRIPTION_QUERIES) private readonly queries: SubscriptionQueries,
    @Inject(CASE_INDEX) private readonly matches: CaseIndex,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly caseStreams: CaseStreams,
  ) {}

  async execute(query: PreviewWatchlistQuery): Promise<WatchlistPreviewResponse> {
    const { rows, limit, remaining } = await cappedForOwner(
      query.rows,
      query.ownerId,
      this.queries,
      this.config.alerts.subscriptionsMax,
    );
    const previewed = [];
    for (const [i, row] of rows.entries()) {
      // Each row looks up the case index and reads its cases' streams (about half a millisecond a row): in slices,
      // taking turns with other requests, so that a preview of 5,000 rows does not stall everybody.
      if (i % PREVIEW_SLICE_ROWS === 0) await backgroundTurn();
      const matches: CaseSummary[] = [];
      if (row.errors.length === 0) {
        for (const { caseKey } of await existingMatches(this.matches, criteriaOf(row))) {
          const summary = await caseSummary(this.store, this.caseStreams, caseKey);
          if (summary) matches.push(summary);
        }
      }
      previewed.push({ ...row, matches });
    }
    const invalid = previewed.filter((r) => r.errors.length > 0).length;
    return {
      total: previewed.length,
      valid: previewed.length - invalid,
      invalid,
      withMatches: previewed.filter((r) => r.matches.length > 0).length,
      rows: previewed,
      limit,
      remaining,
    };
  }
}

function criteriaOf(row: WatchlistRow) {
  return subscriptionCriteria(
    normaliseFields({ email: 'x@y.z', companyName: row.companyName, registerNumber: row.registerNumber }),
  );
}
