import { formatCount } from '../../../lib/format/numbers';
import type { BulkPreviewRow } from '../api/bulk-watchlist-api';

export interface BulkPreviewSummary {
  total: number;
  valid: number;
  invalid: number;
  matching: number;
}

export function summarizePreview(rows: BulkPreviewRow[]): BulkPreviewSummary {
  const invalid = rows.filter((row) => row.error).length;
  return {
    total: rows.length,
    valid: rows.length - invalid,
    invalid,
    matching: rows.filter((row) => !row.error && row.matches > 0).length,
  };
}

/** "1 Zeile", "1.000 Zeilen". */
const count = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

export function describeSummary({ total, valid, invalid, matching }: BulkPreviewSummary): string {
  return (
    `${count(total, 'Zeile', 'Zeilen')} gelesen: ${formatCount(valid)} gültig, ${formatCount(invalid)} fehlerhaft. ` +
    `${count(matching, 'Firma passt', 'Firmen passen')} bereits zu bestehenden Verfahren.`
  );
}

export function describeCreated(created: number, skipped: number): string {
  const text = `${count(created, 'Benachrichtigung', 'Benachrichtigungen')} angelegt`;
  return skipped > 0 ? `${text}, ${formatCount(skipped)} übersprungen` : text;
}

/** Issue #12: how many subscriptions the per-user cap still allows; null when the server did not say. */
export function describeRemaining(limit: number | null, remaining: number | null): string | null {
  if (limit === null || remaining === null) return null;
  const max = limit.toLocaleString('de-DE');
  return remaining === 0
    ? `Sie haben die Höchstzahl von ${max} Benachrichtigungen erreicht; es kann keine Zeile angelegt werden.`
    : `Sie können noch ${count(remaining, 'Benachrichtigung', 'Benachrichtigungen')} anlegen (Höchstzahl ${max}); Zeilen darüber hinaus werden nicht angelegt.`;
}
