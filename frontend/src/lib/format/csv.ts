/**
 * CSV for German Excel, shared by the exports (search results, "Meine Fristen"): RFC 4180 with `;`, CRLF line
 * ends and a BOM (Excel then reads UTF-8, umlauts included).
 */
export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
const LINE_END = '\r\n';

export type CsvCell = string | number | null | undefined;

// A cell starting like a formula would be run by spreadsheet programs (CSV injection, OWASP).
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The header line, then one line per row. */
export function csvDocument(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvField).join(CSV_SEPARATOR));
  return CSV_BOM + lines.join(LINE_END) + LINE_END;
}
