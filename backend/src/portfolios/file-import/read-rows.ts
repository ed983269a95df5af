/** One row of a customer list as read, before the column mapping. */
export interface ReadRow {
  /** Line (CSV) or row number (XLSX) in the file, as the user finds it in Excel. */
  readonly line: number;
  /** Cell texts, trimmed; a refused cell is empty and named in `problems`. */
  readonly cells: readonly string[];
  /** German messages about cells that could not be taken (a formula without a stored result). */
  readonly problems: readonly string[];
}

export interface ReadFile {
  readonly format: 'csv' | 'xlsx';
  /** The text encoding of a CSV; null for XLSX. */
  readonly encoding: string | null;
  /** The delimiter of a CSV; null for XLSX. */
  readonly delimiter: string | null;
  /** Line of the header row. */
  readonly headerLine: number;
  readonly headers: readonly string[];
  readonly rows: readonly ReadRow[];
}

/** Spreadsheet column name of a 0-based index: A, B, …, Z, AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}
