import type { SQLInputValue } from 'node:sqlite';
import { cityKey, parseRegisterNumber } from '../../../../domain/search-filters.js';
import { prefixRange } from './place-filter.js';

export interface RowFilter {
  /** Beginning of the postal code ("80"). */
  readonly postalCode?: string;
  /** Beginning of the city name ("Münch"), umlauts and case folded. */
  readonly city?: string;
  /** "HRB 12345" or "12345". */
  readonly registerNumber?: string;
}

/**
 * A condition on rm_cases that neither the per-day counts nor the search snapshot's bitmaps know, each answered
 * by an index of its own (see the cases projection's search-filter-columns.ts). `key` names the set of cases it
 * selects, so that the search index can cache that set like the set of a search word.
 */
export interface RowCondition {
  readonly key: string;
  readonly sql: string;
  readonly params: readonly SQLInputValue[];
}

/** No case can match (a city prefix of letters that fold to nothing, such as "Ж"). */
const NOTHING = '0';

export function rowConditions(filter: RowFilter): RowCondition[] {
  const conditions: RowCondition[] = [];
  if (filter.postalCode) {
    conditions.push({
      key: `postal-code:${filter.postalCode}`,
      sql: 'postal_code >= ? AND postal_code < ?',
      params: prefixRange(filter.postalCode),
    });
  }
  if (filter.city) {
    const prefix = cityKey(filter.city);
    conditions.push(
      prefix
        ? { key: `city:${prefix}`, sql: 'city_key >= ? AND city_key < ?', params: prefixRange(prefix) }
        : { key: 'city:', sql: NOTHING, params: [] },
    );
  }
  if (filter.registerNumber) {
    const register = parseRegisterNumber(filter.registerNumber);
    if (!register) conditions.push({ key: 'register:', sql: NOTHING, params: [] });
    else if (register.type) {
      conditions.push({
        key: `register:${register.type} ${register.number}`,
        sql: 'register_number = ? AND register_type = ?',
        params: [register.number, register.type],
      });
    } else {
      conditions.push({ key: `register:${register.number}`, sql: 'register_number = ?', params: [register.number] });
    }
  }
  return conditions;
}
