import { foldGerman } from '../../../platform/text/german-search.js';

/** The beginning of a postal code: "8" (southern Bavaria) to "80331" (one postal code). */
export const POSTAL_CODE_PREFIX = /^\d{1,5}$/;

/**
 * The beginning of a city name: starts with a letter, then letters, spaces and the punctuation of German
 * place names ("Frankfurt (Oder)", "St. Ingbert", "Halle/Saale", "Sankt-Peter-Ording").
 */
export const CITY_PREFIX = /^\s*\p{L}[\p{L}\p{M} .'’()/-]*$/u;

/** The range [from, to) of strings that start with `prefix` (binary collation: UTF-8 order is code point order). */
export function prefixRange(prefix: string): readonly [string, string] {
  const last = prefix.length - 1;
  return [prefix, prefix.slice(0, last) + String.fromCharCode(prefix.charCodeAt(last) + 1)];
}

/** The folded city prefix, compared with rm_cases.city_key (folded the same way by the cases projection). */
export function cityKeyPrefix(city: string): string {
  return foldGerman(city);
}
