import type { InsolvencyCase } from '../../../../lib/insolvency/insolvency-case';
import { csvDocument } from '../../../../lib/format/csv';
import { formatDate } from '../../../../lib/format/dates';
import { type CellValue, EXPORT_COLUMNS, type ExportColumn } from './export-columns';

export { CSV_BOM, CSV_SEPARATOR, csvField } from '../../../../lib/format/csv';

function cell(column: ExportColumn, row: InsolvencyCase): CellValue {
  const value = column.value(row);
  return column.kind === 'date' && typeof value === 'string' ? formatDate(value) : value;
}

/** RFC 4180 with `;`, CRLF line ends and a BOM; dates dd.mm.yyyy. */
export function buildCsv(rows: readonly InsolvencyCase[], columns: readonly ExportColumn[] = EXPORT_COLUMNS): string {
  return csvDocument(
    columns.map((column) => column.header),
    rows.map((row) => columns.map((column) => cell(column, row))),
  );
}

export function csvBlob(rows: readonly InsolvencyCase[]): Blob {
  return new Blob([buildCsv(rows)], { type: 'text/csv;charset=utf-8' });
}
