import { formatCount } from '../../../lib/format/numbers';
import { formatQuantity, RESULTS, RESULTS_DATIVE } from '../../../lib/format/plural';
import type { SearchResponse } from '../api/search-api';

/** SPEC §8 search texts, word for word (with the singular for one result). */
export const SEARCH_FAILED = 'Fehler bei der Suche. Bitte versuchen Sie es erneut.';

/** Said instead of "0 Ergebnisse gefunden" while nothing has been imported yet. */
export const NO_DATA_YET = 'Noch keine Daten importiert';

/** Above results found only in the relaxed reading of the query ("Handl" found "Handel"). */
export const SIMILAR_SPELLINGS =
  'Keine Treffer in genau dieser Schreibweise. Angezeigt werden Fälle mit ähnlicher Schreibweise.';

export function searchSuccessMessage({ results, pagination, subscription, dataAvailable }: SearchResponse): string {
  if (dataAvailable === false) return NO_DATA_YET;
  if (subscription?.isLimited) {
    return `Zeige ${formatCount(results.length)} von ${formatQuantity(subscription.totalAvailable, RESULTS_DATIVE)} (Kostenloser Account)`;
  }
  return `${formatQuantity(pagination?.total ?? results.length, RESULTS)} gefunden`;
}
