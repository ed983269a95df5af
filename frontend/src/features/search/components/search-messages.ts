import { formatCount } from '../../../lib/format/numbers';
import { formatQuantity, RESULTS, RESULTS_DATIVE } from '../../../lib/format/plural';
import type { SearchResponse } from '../api/search-api';

/** SPEC §8 search texts, word for word (with the singular for one result). */
export const SEARCH_FAILED = 'Fehler bei der Suche. Bitte versuchen Sie es erneut.';

export function searchSuccessMessage({ results, pagination, subscription }: SearchResponse): string {
  if (subscription?.isLimited) {
    return `Zeige ${formatCount(results.length)} von ${formatQuantity(subscription.totalAvailable, RESULTS_DATIVE)} (Kostenloser Account)`;
  }
  return `${formatQuantity(pagination?.total ?? results.length, RESULTS)} gefunden`;
}
