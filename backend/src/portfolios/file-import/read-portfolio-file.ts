import { detectFormat } from './detect-format.js';
import { DEFAULT_LIMITS, germanNumber, type FileLimits } from './limits.js';
import { PortfolioFileError } from './portfolio-file-error.js';
import { readCsv } from './read-csv.js';
import type { ReadFile } from './read-rows.js';
import { readXlsx } from './read-xlsx.js';

export interface UploadedFile {
  readonly content: Buffer;
  readonly fileName: string;
  /** As the browser sent it; informative only, the content decides the format. */
  readonly mimeType: string;
}

/**
 * Reads an uploaded customer list (CSV or XLSX) into its header and rows, or refuses it whole with a
 * `PortfolioFileError` (German message): nothing is ever half-read. The size is checked before anything is
 * parsed, the row limit while reading.
 */
export async function readPortfolioFile(file: UploadedFile, limits: Partial<FileLimits> = {}): Promise<ReadFile> {
  const effective: FileLimits = { ...DEFAULT_LIMITS, ...limits };
  if (file.content.length === 0) throw new PortfolioFileError('empty', 'Die Datei ist leer.');
  if (file.content.length > effective.maxBytes) {
    throw new PortfolioFileError(
      'tooLarge',
      `Die Datei ist größer als ${germanNumber(Math.floor(effective.maxBytes / 1024 / 1024))} MB. Bitte laden Sie ` +
        'nur die benötigten Spalten hoch oder teilen Sie die Liste auf.',
    );
  }
  return detectFormat(file.content, file.fileName) === 'xlsx'
    ? readXlsx(file.content, effective)
    : readCsv(file.content, effective);
}
