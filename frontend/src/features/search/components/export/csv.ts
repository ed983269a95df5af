import type { InsolvencyCase } from '../../../../lib/insolvency/insolvency-case';
import { formatDate } from '../../../../lib/format/dates';
import { type CellValue, EXPORT_COLUMNS, type ExportColumn } from './export-columns';

/** German Excel opens `;`-separated files directly; the BOM makes it read them as UTF-8 (umlauts). */
export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
const LINE_END = '\r\n';

// A cell starting like a formula would be run by spreadsheet programs (CSV injection, OWASP).
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: CellValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function cell(column: ExportColumn, row: InsolvencyCase): CellValue {
  const value = column.value(row);
  return column.kind === 'date' && typeof value === 'string' ? formatDate(value) : value;
}

/** RFC 4180 with `;`, CRLF line ends and a BOM; dates dd.mm.yyyy. */
export function buildCsv(rows: readonly InsolvencyCase[], columns: readonly ExportColumn[] = EXPORT_COLUMNS): string {
  const lines = [
    columns.map((column) => csvField(column.header)).join(CSV_SEPARATOR),
    ...rows.map((row) => columns.map((column) => csvField(cell(column, row))).join(CSV_SEPARATOR)),
  ];
  return CSV_BOM + lines.join(LINE_END) + LINE_END;
}

export function csvBlob(rows: readonly InsolvencyCase[]): Blob {
  return new Blob([buildCsv(rows)], { type: 'text/csv;charset=utf-8' });
}
