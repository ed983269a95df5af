import { InvalidWebhookEndpoint } from '../domain/errors.js';
import type { WebhookPortfolios } from '../portfolios/webhook-portfolios.port.js';
import type { EndpointFeed } from '../domain/events.js';
import type { AlertRefRequest } from '../webhook.request.js';
import type { WebhookDirectory } from './webhook-directory.port.js';

/**
 * The feed a request asks for: all the owner's alerts (the default), or the chosen ones, each of which must be
 * the caller's own (someone else's id gets the same answer as an unknown one).
 */
export async function chosenFeed(
  request: { readonly allAlerts?: boolean; readonly alerts?: AlertRefRequest[] },
  ownerId: string,
  directory: WebhookDirectory,
): Promise<EndpointFeed> {
  if (request.allAlerts !== false) return { all: true };
  const chosen = request.alerts ?? [];
  const own = new Set((await directory.alertsOf(ownerId)).map((alert) => `${alert.kind}:${alert.id}`));
  // A chosen portfolio (issue #31) the decider checks against the owner's portfolios (`ownPortfolioIds`).
  const unknown = chosen.find((alert) => alert.kind !== 'portfolio' && !own.has(`${alert.kind}:${alert.id}`));
  if (unknown)
    throw new InvalidWebhookEndpoint(`Die gewählte Benachrichtigung „${unknown.id}“ gibt es in Ihrem Konto nicht.`);
  return { all: false, alerts: chosen.map(({ kind, id }) => ({ kind, id })) };
}

/** The ids of the owner's portfolios, for the decider's check of a chosen feed (none where webhooks get none). */
export async function ownPortfolioIds(portfolios: WebhookPortfolios | null, ownerId: string): Promise<string[]> {
  return portfolios ? (await portfolios.portfoliosOf(ownerId)).map((p) => p.id) : [];
}
