import { fieldProblem } from '../domain/subscription-rules.js';

/** A customer of a credit manager's list: one future subscription. */
export interface WatchlistRow {
  /** Line number in the file (1 = the first line), for the error messages. */
  readonly line: number;
  readonly companyName: string;
  readonly postalCode: string | null;
  readonly city: string | null;
  readonly registerNumber: string | null;
  /** German problems of this row; a row with problems is not imported. */
  readonly errors: string[];
}

export const MAX_WATCHLIST_ROWS = 5000;

type Column = 'companyName' | 'postalCode' | 'city' | 'registerNumber';

const HEADERS: Record<string, Column> = {
  firma: 'companyName',
  firmenname: 'companyName',
  unternehmen: 'companyName',
  name: 'companyName',
  company: 'companyName',
  companyname: 'companyName',
  plz: 'postalCode',
  postleitzahl: 'postalCode',
  postalcode: 'postalCode',
  zip: 'postalCode',
  zipcode: 'postalCode',
  ort: 'city',
  stadt: 'city',
  city: 'city',
  registernummer: 'registerNumber',
  handelsregister: 'registerNumber',
  handelsregisternummer: 'registerNumber',
  hrnummer: 'registerNumber',
  registernumber: 'registerNumber',
  register: 'registerNumber',
};

const headerKey = (cell: string) => cell.toLowerCase().replace(/[^a-zäöüß]/g, '');

/** One CSV line into cells: `"` quotes (with `""` inside), the given separator. */
function cells(line: string, separator: string): string[] {
  const result: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        current += '"';
        i++;
      } else if (char === '"') quoted = false;
      else current += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      result.push(current.trim());
      current = '';
    } else current += char;
  }
  result.push(current.trim());
  return result;
}

export class WatchlistFileError extends Error {}

/**
 * Reads a customer list as Excel and other tools export it: UTF-8 with or without BOM, `;` or `,` as
 * separator, a header row with German (Firma/Firmenname, PLZ, Ort, Registernummer) or English names, or no
 * header (then: company, postal code, city, register number). Empty lines are skipped.
 */
export function parseWatchlist(text: string): WatchlistRow[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const first = lines.find((l) => l.trim() !== '') ?? '';
  const separator = (first.match(/;/g)?.length ?? 0) >= (first.match(/,/g)?.length ?? 0) ? ';' : ',';
  const headerCells = cells(first, separator).map(headerKey);
  const hasHeader = headerCells.some((c) => HEADERS[c] === 'companyName');
  const columns: (Column | null)[] = hasHeader
    ? headerCells.map((c) => HEADERS[c] ?? null)
    : ['companyName', 'postalCode', 'city', 'registerNumber'];
  const rows: WatchlistRow[] = [];
  let headerSkipped = !hasHeader;
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '' || /^[;,\s"]*$/.test(line)) continue;
    if (!headerSkipped) {
      headerSkipped = true;
      continue;
    }
    if (rows.length >= MAX_WATCHLIST_ROWS) {
      throw new WatchlistFileError(`Die Datei hat mehr als ${MAX_WATCHLIST_ROWS} Zeilen. Bitte teilen Sie sie auf.`);
    }
    const values: Partial<Record<Column, string>> = {};
    cells(line, separator).forEach((value, i) => {
      const column = columns[i];
      if (column && value !== '') values[column] = value;
    });
    rows.push(toRow(index + 1, values));
  }
  if (rows.length === 0) throw new WatchlistFileError('Die Datei enthält keine Zeilen mit Firmen.');
  return rows;
}

function toRow(line: number, values: Partial<Record<Column, string>>): WatchlistRow {
  const errors: string[] = [];
  const companyName = values.companyName ?? '';
  const postalCode = values.postalCode ?? null;
  const registerNumber = values.registerNumber ?? null;
  const companyProblem = fieldProblem('companyName', { companyName, registerNumber });
  if (!values.companyName) errors.push(`Zeile ${line}: Firmenname ist erforderlich`);
  else if (companyProblem) errors.push(`Zeile ${line}: ${companyProblem}`);
  if (postalCode !== null && !/^\d{5}$/.test(postalCode)) {
    errors.push(`Zeile ${line}: Ungültige Postleitzahl (5 Ziffern, z. B. 50667)`);
  }
  const registerProblem = fieldProblem('registerNumber', { registerNumber });
  if (registerProblem) errors.push(`Zeile ${line}: ${registerProblem}`);
  return { line, companyName, postalCode, city: values.city ?? null, registerNumber, errors };
}
