import type { AlertRef, EndpointFeed } from './events.js';

/** Endpoints one user may have (issue #30: "at most 10 per user"). */
export const WEBHOOK_ENDPOINTS_MAX = 10;
export const WEBHOOK_URL_MAX = 2_000;
export const WEBHOOK_DESCRIPTION_MAX = 200;
/** Alerts one endpoint may name (a user has at most this many subscriptions and saved searches together). */
export const WEBHOOK_FEED_MAX = 1_000;

export function normaliseDescription(description: string): string {
  return description.trim().replace(/\s+/g, ' ');
}

/** The chosen alerts without repeats, in a stable order, so saving the same choice twice records nothing. */
export function normaliseFeed(feed: EndpointFeed): EndpointFeed {
  if (feed.all) return { all: true };
  const seen = new Map<string, AlertRef>();
  for (const alert of feed.alerts) seen.set(`${alert.kind}:${alert.id}`, { kind: alert.kind, id: alert.id });
  return { all: false, alerts: [...seen.keys()].sort().map((key) => seen.get(key)!) };
}

/** Whether a match of `alert` goes to an endpoint with this feed (the owner check is the caller's). */
export function feeds(feed: EndpointFeed, alert: AlertRef): boolean {
  return feed.all || feed.alerts.some((chosen) => chosen.kind === alert.kind && chosen.id === alert.id);
}
