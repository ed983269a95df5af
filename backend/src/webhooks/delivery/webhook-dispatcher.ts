import { Inject, Injectable, Optional } from '@nestjs/common';
import { caseSummary } from '../../cases/case-summary/case-summary.js';
import { MATCH_LOG, type LoggedMatch, type MatchLog } from '../../alerts/match-log/match-log.port.js';
import { CaseStreams } from '../../cases/domain/events.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { isProPlan } from '../../platform/http/plan-policy.js';
import type { Plan } from '../../platform/plans/plan.js';
import { type AlertWithOwner, WEBHOOK_DIRECTORY, type WebhookDirectory } from '../directory/webhook-directory.port.js';
import { feeds } from '../domain/endpoint-rules.js';
import { WEBHOOK_ENDPOINT_QUERIES, type WebhookEndpointQueries } from '../read-model/webhook-endpoint-queries.port.js';
import {
  MAX_WEBHOOK_ROWS_PER_CASE,
  WEBHOOK_PORTFOLIOS,
  type WebhookPortfolio,
  type WebhookPortfolios,
} from '../portfolios/webhook-portfolios.port.js';
import { type CasePayload, caseMatchedPayload, type ChangePayload, portfolioMatchPayload } from './domain/payload.js';
import { deliveryId, portfolioDeliveryId } from './domain/webhook-id.js';
import {
  type NewWebhookDelivery,
  WEBHOOK_DELIVERY_STORE,
  type WebhookDeliveryStore,
} from './webhook-delivery-store.port.js';

/** The case of a match as its stream tells it, and what the matched event changed (corrections, issue #32). */
interface CaseFacts {
  readonly case: Omit<CasePayload, 'url'>;
  readonly change?: ChangePayload;
}

/** The dispatcher's cursor in the match log. */
export const WEBHOOKS_CONSUMER = 'webhooks';
const BATCH = 200;

/**
 * Turns the match log into deliveries: for each logged match, one delivery per enabled endpoint that the alert
 * feeds (the owner's alert, all alerts or chosen, and the endpoint existed when the match was recorded). The
 * deliveries are enqueued before the cursor moves, with ids derived from endpoint, case event and alert: a crash in
 * between enqueues the same ids again, which the store ignores. At least once, never twice per id.
 * A portfolio's entry (issue #31; logged only for new notices, never for an upload's initial matching) becomes
 * one `insolvency.portfolio.match` per row the case is now a "Treffer" or "Prüfen" of, with an id per endpoint,
 * row and case.
 */
@Injectable()
export class WebhookDispatcher {
  constructor(
    @Inject(MATCH_LOG) private readonly log: MatchLog,
    @Inject(WEBHOOK_ENDPOINT_QUERIES) private readonly endpoints: WebhookEndpointQueries,
    @Inject(WEBHOOK_DELIVERY_STORE) private readonly store: WebhookDeliveryStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(WEBHOOK_DIRECTORY) private readonly directory: WebhookDirectory,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly caseStreams: CaseStreams,
    // Portfolio hits (issue #31) where the composition root provides the portfolios' side.
    @Optional() @Inject(WEBHOOK_PORTFOLIOS) private readonly portfolios: WebhookPortfolios | null = null,
  ) {}

  /** Handles every match logged after the cursor; the number of deliveries enqueued. */
  async dispatchPending(): Promise<number> {
    let enqueued = 0;
    for (;;) {
      const batch = await this.log.after(await this.log.cursor(WEBHOOKS_CONSUMER), BATCH);
      if (batch.length === 0) return enqueued;
      const { deliveries, handledUpTo } = await this.deliveriesOf(batch);
      if (deliveries.length > 0) enqueued += await this.store.enqueue(deliveries);
      if (handledUpTo !== null) await this.log.advance(WEBHOOKS_CONSUMER, handledUpTo);
      // Stopped early: a case is not in the read model yet; the next round continues there.
      if (handledUpTo !== batch[batch.length - 1]!.seq) return enqueued;
    }
  }

  private async deliveriesOf(
    batch: readonly LoggedMatch[],
  ): Promise<{ deliveries: NewWebhookDelivery[]; handledUpTo: number | null }> {
    const last = batch[batch.length - 1]!.seq;
    const endpoints = await this.endpoints.enabledTargets();
    if (endpoints.length === 0) return { deliveries: [], handledUpTo: last };
    const endpointsOf = new Map<string, typeof endpoints>();
    for (const endpoint of endpoints)
      endpointsOf.set(endpoint.ownerId, [...(endpointsOf.get(endpoint.ownerId) ?? []), endpoint]);
    // The alerts this batch names, with their owners, and the owners' plans: two lookups per batch, not two per
    // endpoint owner (each a round trip to the database on the distributed profile). An owner no longer on Pro
    // (downgraded) gets nothing: webhooks are a Pro feature, as the alerts' digest is.
    // Portfolio entries (issue #31) name a portfolio: its owner and name come from the portfolios' side.
    const alertMatches = batch.flatMap((match) =>
      match.alert.kind === 'portfolio' ? [] : [{ ...match, alert: { kind: match.alert.kind, id: match.alert.id } }],
    );
    const portfolioIds = [...new Set(batch.flatMap((m) => (m.alert.kind === 'portfolio' ? [m.alert.id] : [])))];
    const named = await this.directory.alertsByRef(alertMatches.map((match) => match.alert));
    const namedPortfolios =
      this.portfolios && portfolioIds.length > 0 ? await this.portfolios.portfoliosById(portfolioIds) : [];
    const owners = await this.directory.ownerContacts([
      ...new Set([...named, ...namedPortfolios].map((alert) => alert.ownerId)),
    ]);
    const onPro = (ownerId: string) => {
      const owner = owners.get(ownerId);
      return owner !== undefined && isProPlan(owner.plan as Plan);
    };
    const alerts = new Map<string, AlertWithOwner>();
    for (const alert of named) if (onPro(alert.ownerId)) alerts.set(`${alert.kind}:${alert.id}`, alert);
    const portfolios = new Map<string, WebhookPortfolio>();
    for (const portfolio of namedPortfolios) if (onPro(portfolio.ownerId)) portfolios.set(portfolio.id, portfolio);
    // Per case event: a correction (issue #32) tells its change, the publication before it none.
    const caseFacts = new Map<string, Promise<CaseFacts | null>>();
    const factsOf = (match: LoggedMatch) => {
      let facts = caseFacts.get(match.eventId);
      if (!facts) {
        facts = this.caseFacts(match);
        caseFacts.set(match.eventId, facts);
      }
      return facts;
    };
    const at = this.clock.now();
    const deliveries: NewWebhookDelivery[] = [];
    let handledUpTo: number | null = null;
    for (const match of batch) {
      handledUpTo = match.seq;
      if (match.alert.kind === 'portfolio') {
        const portfolio = portfolios.get(match.alert.id);
        if (!portfolio) continue;
        const targets = (endpointsOf.get(portfolio.ownerId) ?? []).filter(
          (endpoint) =>
            match.recordedAt >= endpoint.createdAt && feeds(endpoint.feed, { kind: 'portfolio', id: portfolio.id }),
        );
        if (targets.length === 0) continue;
        const facts = await factsOf(match);
        if (!facts) continue; // erased meanwhile: nothing to tell
        // The rows as their current result says (a row rejected or removed since is not named).
        const rows = await this.portfolios!.rowsOfCase(portfolio.id, match.caseId, MAX_WEBHOOK_ROWS_PER_CASE);
        for (const row of rows) {
          const payload = portfolioMatchPayload(
            match.recordedAt,
            facts.case,
            {
              portfolio,
              row,
              match: { state: row.state, rule: row.ruleLabel, reason: row.reason, score: row.score },
            },
            this.config.appUrl,
            facts.change,
          );
          for (const endpoint of targets) {
            deliveries.push({
              id: portfolioDeliveryId(
                endpoint.id,
                portfolio.id,
                row.rowId,
                match.caseKey,
                facts.change ? match.eventId : undefined,
              ),
              endpointId: endpoint.id,
              ownerId: endpoint.ownerId,
              eventType: payload.type,
              body: JSON.stringify(payload),
              at,
            });
          }
        }
        continue;
      }
      const alert = alerts.get(`${match.alert.kind}:${match.alert.id}`);
      if (!alert) continue;
      // The payload names the alert (kind, id, name), never its owner.
      const named = {
        kind: alert.kind,
        id: alert.id,
        name: alert.name,
        ...(match.reason !== undefined && { reason: match.reason }),
      };
      for (const endpoint of endpointsOf.get(alert.ownerId) ?? []) {
        // An endpoint gets the matches recorded once it existed, not the backlog before it.
        if (match.recordedAt < endpoint.createdAt || !feeds(endpoint.feed, alert)) continue;
        const facts = await factsOf(match);
        if (!facts) break; // erased meanwhile: nothing to tell
        const payload = caseMatchedPayload(match.recordedAt, facts.case, named, this.config.appUrl, facts.change);
        deliveries.push({
          id: deliveryId(endpoint.id, match.eventId, match.alert),
          endpointId: endpoint.id,
          ownerId: endpoint.ownerId,
          eventType: payload.type,
          body: JSON.stringify(payload),
          at,
        });
      }
    }
    return { deliveries, handledUpTo };
  }

  /**
   * The case as its own stream tells it, like the immediate mails: the stream is there as soon as the matcher saw
   * the notice, while the cases read model may trail it (on the distributed profile by a minute and more under
   * load, which held every webhook that long); an erased case has no stream and is never sent.
   */
  private async caseFacts(match: LoggedMatch): Promise<CaseFacts | null> {
    const summary = await caseSummary(this.events, this.caseStreams, match.caseKey, match.eventId);
    return (
      summary && {
        case: {
          id: summary.caseId,
          key: match.caseKey,
          companyName: summary.companyName,
          court: summary.court,
          caseNumber: summary.caseNumber,
          publicationDate: match.publicationDate,
          detectedAt: summary.detectedAt ?? null,
        },
        change: summary.change,
      }
    );
  }
}
