import { DEFAULT_LIMITS } from '../../portfolios/file-import/limits.js';
import { PortfolioFileError } from '../../portfolios/file-import/portfolio-file-error.js';
import { readCsv } from '../../portfolios/file-import/read-csv.js';
import type { ReadFile, ReadRow } from '../../portfolios/file-import/read-rows.js';
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

export class WatchlistFileError extends Error {}

/**
 * Reads a customer list as Excel and other tools export it, with the portfolios' CSV reader (csv-parse, issue
 * #31): UTF-8 with or without BOM or Windows-1252, `;`, `,` or tab as separator, quoted cells, a header row with
 * German (Firma/Firmenname, PLZ, Ort, Registernummer) or English names, or no header (then: company, postal
 * code, city, register number). Empty lines are skipped.
 */
export async function parseWatchlist(content: Buffer | string): Promise<WatchlistRow[]> {
  const file = await read(typeof content === 'string' ? Buffer.from(content, 'utf8') : content);
  const first: ReadRow = { line: file.headerLine, cells: file.headers, problems: [] };
  const headerCells = file.headers.map(headerKey);
  const hasHeader = headerCells.some((c) => HEADERS[c] === 'companyName');
  const columns: (Column | null)[] = hasHeader
    ? headerCells.map((c) => HEADERS[c] ?? null)
    : ['companyName', 'postalCode', 'city', 'registerNumber'];
  const data = hasHeader ? file.rows : [first, ...file.rows];
  if (data.length > MAX_WATCHLIST_ROWS) throw tooManyRows();
  if (data.length === 0) throw new WatchlistFileError(NO_ROWS);
  return data.map((row) => {
    const values: Partial<Record<Column, string>> = {};
    row.cells.forEach((value, i) => {
      const column = columns[i];
      if (column && value !== '') values[column] = value;
    });
    return toRow(row.line, values);
  });
}

const NO_ROWS = 'Die Datei enthält keine Zeilen mit Firmen.';
const tooManyRows = () =>
  new WatchlistFileError(`Die Datei hat mehr als ${MAX_WATCHLIST_ROWS} Zeilen. Bitte teilen Sie sie auf.`);

/** The file's rows; the reader's first row (its "header") may be data here, hence one row more than the limit. */
async function read(content: Buffer): Promise<ReadFile> {
  try {
    return await readCsv(content, { ...DEFAULT_LIMITS, maxRows: MAX_WATCHLIST_ROWS + 1 });
  } catch (error) {
    if (!(error instanceof PortfolioFileError)) throw error;
    if (error.problem === 'tooManyRows') throw tooManyRows();
    if (error.problem === 'empty') throw new WatchlistFileError(NO_ROWS);
    throw new WatchlistFileError(error.message);
  }
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
