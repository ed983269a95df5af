import ExcelJS from 'exceljs';
import type { InsolvencyCase } from '../../../../lib/insolvency/insolvency-case';
import { type CellValue, EXPORT_COLUMNS, type ExportColumn } from './export-columns';

/**
 * The Excel workbook of an export, written with exceljs (the library the server reads portfolio files with, issue
 * #31). Its browser build zips with JSZip on the main thread: no Web Worker from a blob: URL, which the app's CSP
 * (script-src 'self') would refuse — write-excel-file's fflate zip starts one for larger sheets and then never
 * answers. Loaded with a dynamic import only when a Pro user exports, so none of it is in the initial bundle.
 */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const SHEET_NAME = 'Insolvenzen';

/** Excel refuses longer cell texts. */
const MAX_CELL_TEXT = 32_767;
const DATE_FORMAT = 'dd.mm.yyyy';

// XML 1.0 forbids most control characters (notices copied from PDFs sometimes carry them); Excel would call the
// file damaged. Texts are written as strings, never as formulas, so "=…" in a cell is not run.
// eslint-disable-next-line no-control-regex
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function cleanText(text: string): string {
  return text.replace(INVALID_XML_CHARS, '').slice(0, MAX_CELL_TEXT);
}

/** A YYYY-MM-DD day as the Date exceljs turns into Excel's serial day (it counts in UTC). */
export function excelDate(isoDate: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
}

function cell(column: ExportColumn, value: CellValue): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  if (column.kind === 'date' && typeof value === 'string') return excelDate(value) ?? cleanText(value);
  return typeof value === 'string' ? cleanText(value) : value;
}

/** The .xlsx file's bytes: one sheet, a bold frozen header row, column widths, real date cells. */
export async function buildXlsx(
  rows: readonly InsolvencyCase[],
  columns: readonly ExportColumn[] = EXPORT_COLUMNS,
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: column.width,
    style: column.kind === 'date' ? { numFmt: DATE_FORMAT } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((column) => cell(column, column.value(row))));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

export async function xlsxBlob(rows: readonly InsolvencyCase[]): Promise<Blob> {
  return new Blob([(await buildXlsx(rows)) as BlobPart], { type: XLSX_MIME });
}
