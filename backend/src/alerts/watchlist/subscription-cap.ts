import type { WatchlistRow } from './parse-watchlist.js';

/** The German per-row error of a row beyond the owner's cap. */
export function beyondCapError(line: number, limit: number): string {
  return `Zeile ${line}: Höchstzahl von ${limit.toLocaleString('de-DE')} Benachrichtigungen erreicht – diese Zeile wird nicht angelegt`;
}

/**
 * The rows of a watchlist as the cap (`ALERT_SUBSCRIPTIONS_MAX`) lets them through: the first `remaining`
 * valid rows stay valid, every later valid row gets a German error and is not created. Preview and upload
 * use the same rule, so the preview shows exactly what the upload will do.
 */
export function capRows(rows: readonly WatchlistRow[], remaining: number, limit: number): WatchlistRow[] {
  let left = Math.max(0, remaining);
  return rows.map((row) => {
    if (row.errors.length > 0) return row;
    if (left > 0) {
      left -= 1;
      return row;
    }
    return { ...row, errors: [beyondCapError(row.line, limit)] };
  });
}
