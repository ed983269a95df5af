import { Readable } from 'node:stream';
import { type FileLimits } from './limits.js';
import { PortfolioFileError } from './portfolio-file-error.js';
import { columnName, type ReadFile } from './read-rows.js';
import { RowCollector } from './row-collector.js';
import { checkXlsxContainer } from './zip-guard.js';

/**
 * Reads the first worksheet of an XLSX row by row with exceljs' streaming reader, after the container check.
 * Formulas are never evaluated: a formula cell gives the result Excel stored with it, and one without a stored
 * result (or with an error such as #NV) is refused and named in the row's problems.
 */
export async function readXlsx(content: Buffer, limits: FileLimits): Promise<ReadFile> {
  checkXlsxContainer(content, limits);
  const collector = new RowCollector(limits);
  // Loaded on first use: exceljs and its zip libraries are about 9 MB of heap a process without uploads never needs.
  const { default: ExcelJS } = await import('exceljs');
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(content), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = (row.values as unknown[]).slice(1, limits.maxColumns + 1);
        const problems: string[] = [];
        const cells = Array.from(values, (value, i) => {
          const cell = cellText(value);
          if (typeof cell === 'string') return cell;
          problems.push(`Zelle ${columnName(i)}${row.number}: ${cell.problem}`);
          return '';
        });
        collector.add({ line: row.number, cells, problems });
      }
      break; // The customer list is the first worksheet; others (notes, pivots) are not read.
    }
  } catch (error) {
    if (error instanceof PortfolioFileError) throw error;
    throw new PortfolioFileError(
      'damaged',
      'Die Excel-Datei ist beschädigt oder enthält Inhalte, die nicht gelesen werden können. Bitte speichern Sie ' +
        'die Liste erneut als „Excel-Arbeitsmappe (.xlsx)“ oder als CSV.',
    );
  }
  return { format: 'xlsx', encoding: null, delimiter: null, ...collector.result() };
}

type CellText = string | { problem: string };

const FORMULA_PROBLEM =
  'Formel ohne verwertbares gespeichertes Ergebnis (keines oder ein Fehlerwert). Bitte speichern Sie Werte statt Formeln.';

/** The text of a cell value as exceljs gives it, or why it is refused. */
export function cellText(value: unknown): CellText {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === 'boolean') return value ? 'WAHR' : 'FALSCH';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value);
  const v = value as Record<string, unknown>;
  if ('formula' in v || 'sharedFormula' in v) {
    const result = v.result;
    // The streaming reader gives no result or NaN for an error result (t="e", "#DIV/0!"): refused alike.
    const unusable =
      result === undefined ||
      result === null ||
      (typeof result === 'number' && Number.isNaN(result)) ||
      (typeof result === 'object' && !(result instanceof Date));
    if (unusable) return { problem: FORMULA_PROBLEM };
    return cellText(result);
  }
  if ('error' in v) return { problem: `Fehlerwert ${String(v.error)} statt eines Werts.` };
  if (Array.isArray(v.richText)) return (v.richText as { text?: string }[]).map((part) => part.text ?? '').join('');
  if (typeof v.text === 'string') return v.text;
  return '';
}
