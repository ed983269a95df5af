import { containsAll, filterWords, foldForFilter } from '../../../../lib/format/fold-for-filter';
import type { Subscription } from '../../api/subscriptions-api';

/**
 * Entries per page of "Ihre Benachrichtigungen". A watchlist upload gives a user up to 1,000 alerts (or more with a
 * raised cap): rendered at once, 5,000 cards kept the page blank for 12 s in Chromium and pushed the upload out
 * of reach below them.
 */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/**
 * Folded texts by entry: RTK Query keeps an entry's object until the list is fetched again, so a keystroke in the
 * filter folds nothing anew.
 */
const folded = new WeakMap<Subscription, string>();

/** Every text of an entry a user might look for it by: company, address, keywords, Aktenzeichen, court, register. */
function searchableText(subscription: Subscription): string {
  let text = folded.get(subscription);
  if (text === undefined) {
    text = foldedTexts(subscription);
    folded.set(subscription, text);
  }
  return text;
}

function foldedTexts(subscription: Subscription): string {
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
  const words = filterWords(query);
  if (words.length === 0) return subscriptions;
  return subscriptions.filter((subscription) => containsAll(searchableText(subscription), words));
}
