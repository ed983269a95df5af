import { formatCount } from '../../../lib/format/numbers';
import type { SearchResponse } from '../api/search-api';

/** SPEC §8 search texts, word for word. */
export const SEARCH_FAILED = 'Fehler bei der Suche. Bitte versuchen Sie es erneut.';

export function searchSuccessMessage({ results, pagination, subscription }: SearchResponse): string {
  if (subscription?.isLimited) {
    return `Zeige ${results.length} von ${formatCount(subscription.totalAvailable)} Ergebnissen (Kostenloser Account)`;
  }
  return `${formatCount(pagination?.total ?? results.length)} Ergebnisse gefunden`;
}
