import { germanNumber, type FileLimits } from './limits.js';
import { PortfolioFileError } from './portfolio-file-error.js';
import type { ReadFile, ReadRow } from './read-rows.js';

/**
 * Takes the rows of a file as they are read: the first row with a text is the header, every later non-empty row
 * a data row, cut to the header's width (plus what lies beyond, up to the column limit). Throws as soon as the
 * row limit is passed, so reading stops there and nothing of the file is kept.
 */
export class RowCollector {
  private headers: string[] | null = null;
  private headerLine = 0;
  private readonly rows: ReadRow[] = [];

  constructor(private readonly limits: FileLimits) {}

  add(row: ReadRow): void {
    const cells = row.cells.slice(0, this.limits.maxColumns).map((cell) => cell.trim());
    if (cells.every((cell) => cell === '') && row.problems.length === 0) return;
    if (this.headers === null) {
      this.headers = cells;
      this.headerLine = row.line;
      return;
    }
    if (this.rows.length >= this.limits.maxRows) {
      throw new PortfolioFileError(
        'tooManyRows',
        `Die Datei hat mehr als ${germanNumber(this.limits.maxRows)} Datenzeilen, die Grenze Ihres Tarifs für ein ` +
          'Portfolio. Bitte teilen Sie die Liste auf mehrere Portfolios auf.',
      );
    }
    this.rows.push({ ...row, cells });
  }

  result(): Pick<ReadFile, 'headers' | 'headerLine' | 'rows'> {
    if (this.headers === null) throw new PortfolioFileError('empty', 'Die Datei enthält keine Zeilen.');
    if (this.rows.length === 0) {
      throw new PortfolioFileError('empty', 'Die Datei enthält nur eine Kopfzeile und keine Kunden.');
    }
    return { headers: this.headers, headerLine: this.headerLine, rows: this.rows };
  }
}
