import type { Subscription } from '../../api/subscriptions-api';

/**
 * Entries per page of "Ihre Benachrichtigungen". A watchlist upload gives a user up to 1,000 alerts (or more with a
 * raised cap): rendered at once, 5,000 cards kept the page blank for 12 s in Chromium and pushed the upload out
 * of reach below them.
 */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** Lower case without accents or ß, so "muller" finds "Müller" and "strasse" finds "Straße". */
export function foldForFilter(text: string): string {
  return text.toLocaleLowerCase('de-DE').normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss');
}

/** Every text of an entry a user might look for it by: company, address, keywords, Aktenzeichen, court, register. */
function searchableText(subscription: Subscription): string {
  return foldForFilter(
    [
      subscription.companyName,
      subscription.email,
      ...subscription.keywords,
      subscription.caseNumber ?? '',
      subscription.court ?? '',
      subscription.registerNumber ?? '',
    ].join('\n'),
  );
}

/** The entries that contain every word of `query` (in any of their texts); all of them for an empty query. */
export function filterSubscriptions(subscriptions: Subscription[], query: string): Subscription[] {
  const words = foldForFilter(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return subscriptions;
  return subscriptions.filter((subscription) => {
    const text = searchableText(subscription);
    return words.every((word) => text.includes(word));
  });
}

export interface SubscriptionPage {
  /** The entries shown. */
  readonly items: Subscription[];
  /** The page shown (1-based): the one asked for, or the last one when fewer are left (after a deletion). */
  readonly page: number;
  readonly pageCount: number;
  /** 1-based positions of the first and last entry shown; 0 and 0 when none. */
  readonly first: number;
  readonly last: number;
}

/** Page `page` of `items`, clamped to the pages there are. */
export function pageOf(items: Subscription[], page: number, size = NOTIFICATIONS_PAGE_SIZE): SubscriptionPage {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const shown = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (shown - 1) * size;
  const slice = items.slice(start, start + size);
  return {
    items: slice,
    page: shown,
    pageCount,
    first: slice.length ? start + 1 : 0,
    last: start + slice.length,
  };
}
