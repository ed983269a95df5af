import { formatGermanDate } from '../../../lib/format/german-dates';
import { landName } from '../../../lib/insolvency/lands';
import { procedureTypeLabel } from '../../../lib/insolvency/procedure-types';
import type { SavedSearchCriteria } from '../api/saved-searches-api';
import {
  chosenSort,
  DEFAULT_LIMIT,
  EMPTY_CRITERIA,
  type SearchCriteria,
  SORT_OPTIONS,
  toSearchUrl,
} from '../components/search-params';

/**
 * The filters of the search on screen that have a value: what "Suche speichern" stores. The sort only when it is
 * not the default, as in the URL: a saved search without one keeps following the default.
 */
export function criteriaToSave(criteria: SearchCriteria): SavedSearchCriteria {
  const saved: SavedSearchCriteria = {};
  for (const [name, value] of Object.entries({ ...criteria, sort: chosenSort(criteria) ?? '' })) {
    if (typeof value === 'string' && value.trim()) saved[name] = value.trim();
  }
  return saved;
}

/** The search page's URL of a saved search (first page): opening it applies its criteria. */
export function savedSearchHref(criteria: SavedSearchCriteria): string {
  const params = toSearchUrl({ criteria: { ...EMPTY_CRITERIA, ...criteria }, page: 1, limit: DEFAULT_LIMIT });
  return `/search?${params.toString()}`;
}

/**
 * A short German description of the criteria, e.g. „Bau“ · Nordrhein-Westfalen · ab 01.11.2026 · Sortierung:
 * Neueste zuerst.
 */
export function describeCriteria(criteria: SavedSearchCriteria): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(criteria)) {
    if (name === 'q') parts.push(`„${value}“`);
    else if (name === 'state') parts.push(landName(value) ?? value);
    else if (name === 'procedureType') parts.push(procedureTypeLabel(value) ?? value);
    else if (name === 'dateFrom') parts.push(`ab ${formatGermanDate(value)}`);
    else if (name === 'dateTo') parts.push(`bis ${formatGermanDate(value)}`);
    else if (name === 'sort') parts.push(`Sortierung: ${sortLabel(value)}`);
    else parts.push(value);
  }
  return parts.length > 0 ? parts.join(' · ') : 'Alle Bekanntmachungen';
}

const sortLabel = (value: string) => SORT_OPTIONS.find((option) => option.value === value)?.label ?? value;
