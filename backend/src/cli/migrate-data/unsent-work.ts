import type { LoggedMatch, MatchLog } from '../../alerts/match-log/match-log.port.js';
import type { SearchAlertMatches } from '../../alerts/read-model/ports/search-alert-matches.port.js';
import type { SubscriptionMatches } from '../../alerts/read-model/ports/subscription-matches.port.js';
import { PORTFOLIO_DIGEST_CURSOR } from '../../portfolios/alerts/portfolio-digest.js';
import { PORTFOLIO_IMMEDIATE_CONSUMER } from '../../portfolios/alerts/portfolio-immediate-mails.js';
import type { PortfolioRowStore } from '../../portfolios/rows/portfolio-row-store.port.js';
import { WEBHOOKS_CONSUMER } from '../../webhooks/delivery/webhook-dispatcher.js';
import type { WebhookDeliveryStore } from '../../webhooks/delivery/webhook-delivery-store.port.js';

/** What the embedded app has matched but not delivered yet: `migrate-data` does not carry it. */
export interface UnsentWork {
  /**
   * Subscriptions and saved searches with matches not mailed yet: the digest's, and the immediate mails' too (an
   * immediate mail marks its matches sent).
   */
  readonly digestAlerts: number;
  /** Portfolio hits in the match log that their portfolio's mail (`sofort` or the daily one) has not sent. */
  readonly portfolioAlerts: number;
  /** Matches the webhook dispatcher has not turned into deliveries yet (counted only where endpoints exist). */
  readonly webhookMatches: number;
  /** Webhook deliveries waiting for their (next) attempt. */
  readonly webhookDeliveries: boolean;
}

export interface EmbeddedAlertState {
  readonly alerts: Pick<SubscriptionMatches, 'subscriptionsWithPendingMatches'> &
    Pick<SearchAlertMatches, 'savedSearchesWithPendingMatches'> &
    Pick<MatchLog, 'after' | 'cursor'>;
  readonly deliveries: Pick<WebhookDeliveryStore, 'nextDue'>;
  readonly portfolios: Pick<PortfolioRowStore, 'portfolio'>;
  readonly webhookEndpoints: number;
}

const PAGE = 1_000;

async function entriesAfter(log: Pick<MatchLog, 'after'>, seq: number): Promise<LoggedMatch[]> {
  const entries: LoggedMatch[] = [];
  for (let after = seq; ;) {
    const page = await log.after(after, PAGE);
    entries.push(...page);
    if (page.length < PAGE) return entries;
    after = page.at(-1)!.seq;
  }
}

export async function unsentWork(embedded: EmbeddedAlertState): Promise<UnsentWork> {
  const { alerts, deliveries, portfolios } = embedded;
  const modes = new Map<string, string | null>();
  const modeOf = async (portfolioId: string) => {
    if (!modes.has(portfolioId)) modes.set(portfolioId, (await portfolios.portfolio(portfolioId))?.mode ?? null);
    return modes.get(portfolioId);
  };
  let portfolioAlerts = 0;
  for (const [cursor, mode] of [
    [PORTFOLIO_IMMEDIATE_CONSUMER, 'sofort'],
    [PORTFOLIO_DIGEST_CURSOR, 'täglich'],
  ] as const) {
    for (const entry of await entriesAfter(alerts, await alerts.cursor(cursor))) {
      if (entry.alert.kind === 'portfolio' && (await modeOf(entry.alert.id)) === mode) portfolioAlerts++;
    }
  }
  const webhookMatches =
    embedded.webhookEndpoints > 0 ? (await entriesAfter(alerts, await alerts.cursor(WEBHOOKS_CONSUMER))).length : 0;
  return {
    digestAlerts:
      (await alerts.subscriptionsWithPendingMatches()).length + (await alerts.savedSearchesWithPendingMatches()).length,
    portfolioAlerts,
    webhookMatches,
    webhookDeliveries: (await deliveries.nextDue()) !== null,
  };
}

/** The German lines `migrate-data` refuses with (none: nothing is waiting). */
export function describeUnsent(unsent: UnsentWork): string[] {
  const lines: string[] = [];
  if (unsent.digestAlerts > 0) {
    lines.push(`${unsent.digestAlerts} Benachrichtigungen oder Suchprofile mit Treffern, die noch nicht versandt sind`);
  }
  if (unsent.portfolioAlerts > 0)
    lines.push(`${unsent.portfolioAlerts} Portfolio-Treffer, die noch nicht versandt sind`);
  if (unsent.webhookMatches > 0) lines.push(`${unsent.webhookMatches} Treffer, die noch an keinen Webhook gingen`);
  if (unsent.webhookDeliveries) lines.push('Webhook-Zustellungen, die noch ausstehen');
  return lines;
}
