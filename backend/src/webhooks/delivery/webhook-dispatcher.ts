import { Inject, Injectable } from '@nestjs/common';
import { MATCH_LOG, type LoggedMatch, type MatchLog } from '../../alerts/match-log/match-log.port.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { isProPlan } from '../../platform/http/plan-policy.js';
import type { Plan } from '../../platform/plans/plan.js';
import { type OwnedAlert, WEBHOOK_DIRECTORY, type WebhookDirectory } from '../directory/webhook-directory.port.js';
import { feeds } from '../domain/endpoint-rules.js';
import { WEBHOOK_ENDPOINT_QUERIES, type WebhookEndpointQueries } from '../read-model/webhook-endpoint-queries.port.js';
import { type CasePayload, caseMatchedPayload } from './domain/payload.js';
import { deliveryId } from './domain/webhook-id.js';
import {
  type NewWebhookDelivery,
  WEBHOOK_DELIVERY_STORE,
  type WebhookDeliveryStore,
} from './webhook-delivery-store.port.js';

/** The dispatcher's cursor in the match log. */
export const WEBHOOKS_CONSUMER = 'webhooks';
const BATCH = 200;
/**
 * A match whose case the read model does not show yet (the projection behind the matcher) is waited for this
 * long before it is skipped as erased.
 */
const CASE_WAIT_MS = 10 * 60 * 1000;

/**
 * Turns the match log into deliveries: for each logged match, one delivery per enabled endpoint that the alert
 * feeds (the owner's alert, all alerts or chosen, and the endpoint existed when the match was recorded). The
 * deliveries are enqueued before the cursor moves, with ids derived from endpoint, case event and alert: a crash in
 * between enqueues the same ids again, which the store ignores. At least once, never twice per id.
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
    const alertsOfOwner = new Map<string, Promise<Map<string, OwnedAlert>>>();
    // An owner no longer on Pro (downgraded) gets nothing: webhooks are a Pro feature, as the alerts' digest is.
    const ownerAlerts = (ownerId: string) => {
      let alerts = alertsOfOwner.get(ownerId);
      if (!alerts) {
        alerts = Promise.all([this.directory.alertsOf(ownerId), this.directory.ownerContact(ownerId)]).then(
          ([list, owner]) =>
            owner && isProPlan(owner.plan as Plan)
              ? new Map(list.map((alert) => [`${alert.kind}:${alert.id}`, alert]))
              : new Map<string, OwnedAlert>(),
        );
        alertsOfOwner.set(ownerId, alerts);
      }
      return alerts;
    };
    const caseFacts = new Map<number, Promise<Omit<CasePayload, 'url'> | null>>();
    const factsOf = (match: LoggedMatch) => {
      let facts = caseFacts.get(match.caseId);
      if (!facts) {
        facts = this.caseFacts(match);
        caseFacts.set(match.caseId, facts);
      }
      return facts;
    };
    const at = this.clock.now();
    const deliveries: NewWebhookDelivery[] = [];
    let handledUpTo: number | null = null;
    for (const match of batch) {
      const ofMatch: NewWebhookDelivery[] = [];
      // Portfolio matches (issue #31) are not routed to webhooks yet: their payload names customer numbers,
      // which the endpoints' feeds (subscriptions, saved searches) do not offer to choose.
      if (match.alert.kind === 'portfolio') {
        handledUpTo = match.seq;
        continue;
      }
      const matchAlert = { kind: match.alert.kind, id: match.alert.id };
      for (const endpoint of endpoints) {
        // An endpoint gets the matches recorded once it existed, not the backlog before it.
        if (match.recordedAt < endpoint.createdAt || !feeds(endpoint.feed, matchAlert)) continue;
        const alert = (await ownerAlerts(endpoint.ownerId)).get(`${match.alert.kind}:${match.alert.id}`);
        if (!alert) continue;
        const facts = await factsOf(match);
        if (!facts) {
          if (at.getTime() - Date.parse(match.recordedAt) < CASE_WAIT_MS) return { deliveries, handledUpTo };
          break; // erased meanwhile: nothing to tell
        }
        const payload = caseMatchedPayload(match.recordedAt, facts, alert, this.config.appUrl);
        ofMatch.push({
          id: deliveryId(endpoint.id, match.eventId, match.alert),
          endpointId: endpoint.id,
          ownerId: endpoint.ownerId,
          eventType: payload.type,
          body: JSON.stringify(payload),
          at,
        });
      }
      deliveries.push(...ofMatch);
      handledUpTo = match.seq;
    }
    return { deliveries, handledUpTo };
  }

  private async caseFacts(match: LoggedMatch): Promise<Omit<CasePayload, 'url'> | null> {
    const facts = await this.directory.caseFacts(match.caseId);
    return facts && { ...facts, key: match.caseKey, publicationDate: match.publicationDate };
  }
}
