import { stringify } from 'csv-stringify/sync';
import { EXPORT_HEADERS } from './hits-table.js';

/** CSV as German Excel opens it: UTF-8 with BOM, ";" between cells, CRLF lines, every cell quoted when needed. */
export function writeCsv(lines: readonly string[][]): Buffer {
  const text = stringify([[...EXPORT_HEADERS], ...lines], { delimiter: ';', record_delimiter: 'windows', bom: true });
  return Buffer.from(text, 'utf8');
}

/** An XLSX with one sheet "Treffer", every cell a text (nothing is evaluated), the header frozen. */
export async function writeXlsx(lines: readonly string[][]): Promise<Buffer> {
  // Loaded on first use: exceljs is about 9 MB of heap a process without exports never needs.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Treffer', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow([...EXPORT_HEADERS]).font = { bold: true };
  for (const line of lines) sheet.addRow(line);
  sheet.columns.forEach((column) => (column.width = 18));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
